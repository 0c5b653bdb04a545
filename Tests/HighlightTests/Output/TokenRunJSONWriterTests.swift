import Foundation
import RenderSupport
import Testing

@testable import Highlight

private func runs(_ json: String) throws -> [[String: Int]] {
  let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
  return (object["runs"] as! [[String: Any]]).map { run in
    ["location": run["location"] as! Int, "length": run["length"] as! Int]
  }
}

@Test func sourceLinesSplitAtLFAndCRLF() {
  let lines = LineBreaks.split("a\r\nbc\n\nd")
  #expect(lines.map(\.start) == [0, 3, 6, 7])
  #expect(lines.map(\.end) == [1, 5, 6, 8])
  #expect(lines.map(\.terminatorLength) == [2, 1, 1, 0])
  #expect(LineBreaks.split("x\n").count == 1)
  #expect(LineBreaks.split("").count == 1)
  #expect(LineBreaks.split("😀é\r\n").first?.utf16Length == 3)
}

@Test func offsetsAreUTF16OfTheUnchangedSource() throws {
  // "😀" is 4 UTF-8 bytes and 2 UTF-16 units; "é" 2 and 1; CRLF counts as 2.
  let source = "😀 if\r\né \"s\"\n"
  let highlighted = OutputFixtures.highlighted(
    source, [(0, 5, 7, "keyword"), (1, 3, 6, "string")])
  let json = TokenRunJSONWriter.write(highlighted)
  #expect(try runs(json) == [["location": 3, "length": 2], ["location": 9, "length": 3]])
  let utf16 = Array(source.utf16)
  #expect(String(decoding: utf16[3..<5], as: UTF16.self) == "if")
  #expect(String(decoding: utf16[9..<12], as: UTF16.self) == "\"s\"")
  #expect(
    json.hasPrefix(##"{"language":null,"foreground":"#222222","background":"#FFFFFF","runs":["##))
  #expect(json.contains(##""color":"#AF3A03","fontStyle":2"##))
}

@Test func runsMergeOnlyWhenTouchingAndEqualAndSkipPlainText() throws {
  let highlighted = OutputFixtures.highlighted(
    "abcdefgh\nij",
    [
      (0, 0, 2, "keyword"), (0, 2, 4, "keyword"), (0, 4, 5, "plain"), (0, 5, 6, "keyword"),
      (0, 6, 8, "string"), (1, 0, 2, "string"),
    ])
  let result = TokenRunBuilder.runs(highlighted)
  #expect(result.map(\.location) == [0, 5, 6, 9])
  #expect(result.map(\.length) == [4, 1, 2, 2])
  // Same colour on both sides of the line break: still two runs.
  #expect(result[2].color == result[3].color)
  #expect(TokenRunBuilder.count(highlighted) == 4)
}

@Test func fallbackHasReasonAndNoRuns() throws {
  let plain = HighlightedSource.plain(
    "x", language: nil, theme: OutputFixtures.theme, reason: .unknownLanguage)
  let json = TokenRunJSONWriter.write(plain)
  #expect(json.contains(#""fallback":"unknown language","runs":[]"#))
  #expect(JSONEscaping.quoted("a\"\\\u{1}\n") == #""a\"\\\u0001\n""#)
}

@Test func segmentsCoverEachLineWithStyles() {
  let highlighted = OutputFixtures.highlighted(
    "é if x\r\n\"s\"", [(0, 3, 5, "keyword"), (1, 0, 3, "string")])
  let first = highlighted.segments(ofLine: 0)
  #expect(first.map { String($0.text) } == ["é ", "if", " x"])
  #expect(first.map { $0.style == nil } == [true, false, true])
  #expect(highlighted.segments(ofLine: 1).map { String($0.text) } == ["\"s\""])
}

/// A long source is written in chunks on several cores: each chunk's UTF-16 offsets start
/// where the chunks before it end, astral characters and CRLF included, so the runs are
/// those of one pass over the source.
@Test func chunkedRunsMatchOnePass() throws {
  let lineCount = 3 * LineChunks.minimumLines + 17
  #expect(LineChunks.ranges(lineCount: lineCount).count > 1)
  var source = ""
  var spans: [(Int, Int, Int, String)] = []
  for line in 0..<lineCount {
    source += line % 3 == 0 ? "😀 if x\r\n" : "é \"s\"\n"
    spans.append(line % 3 == 0 ? (line, 5, 7, "keyword") : (line, 3, 6, "string"))
  }
  let highlighted = OutputFixtures.highlighted(source, spans)
  let json = TokenRunJSONWriter.write(highlighted)
  let expected = TokenRunBuilder.runs(highlighted).map {
    ["location": $0.location, "length": $0.length]
  }
  #expect(expected.count == lineCount)
  #expect(try runs(json) == expected)
}
