import Foundation
import RenderSupport
import Testing
import Transcript

@Suite struct TranscriptRecordReaderTests {
  func events(_ text: String, _ layout: TranscriptRecordReader.Layout) throws
    -> [TranscriptRecordEvent]
  {
    var result: [TranscriptRecordEvent] = []
    try TranscriptRecordReader(source: .bytes(Array(text.utf8)), layout: layout).forEach {
      result.append($0)
      return true
    }
    return result
  }

  func records(_ events: [TranscriptRecordEvent]) -> [(String, String, SourcePosition)] {
    events.compactMap {
      if case .record(let record) = $0 {
        return (String(decoding: record.bytes, as: UTF8.self), record.label, record.position)
      }
      return nil
    }
  }

  @Test func linesSkipBlankLinesAndCarriageReturns() throws {
    let found = records(try events("\u{FEFF}{\"a\":1}\r\n\n  \n{\"b\":2}", .lines))
    #expect(found.map(\.0) == ["{\"a\":1}", "{\"b\":2}"])
    #expect(found.map(\.1) == ["line 1", "line 4"])
  }

  @Test func documentArrayElementsWithPositions() throws {
    let text = "[\n  {\"s\": \"a,]}\\\"\"},\n  [1, [2]],\n  3\n]\n"
    let found = records(try events(text, .document))
    #expect(found.map(\.0) == ["{\"s\": \"a,]}\\\"\"}", "[1, [2]]", "3"])
    #expect(found.map(\.1) == ["[0]", "[1]", "[2]"])
    #expect(
      found.map(\.2) == [
        .init(line: 2, column: 3), .init(line: 3, column: 3), .init(line: 4, column: 3),
      ])
  }

  @Test func documentObjectMembersAndMessages() throws {
    let all = try events(
      #"{"title": "T", "messages": [{"r":1}, {"r":2}], "model": "m"}"#, .document)
    var members: [String] = []
    for event in all {
      if case .member(let key, let value) = event {
        members.append("\(key)=\(value.compactText())")
      }
    }
    #expect(members == [#"title="T""#, #"model="m""#])
    #expect(records(all).map(\.1) == ["messages[0]", "messages[1]"])
  }

  @Test func unterminatedDocumentReportsTheElement() throws {
    let all = try events("[{\"a\":1},\n {\"b\": [", .document)
    #expect(records(all).count == 1)
    let problems = all.compactMap { event -> Diagnostic? in
      if case .problem(let diagnostic) = event { return diagnostic }
      return nil
    }
    #expect(
      problems.map(\.description) == ["2:2: messages[1]: unterminated (input ends inside it)"])
  }

  @Test func chunkBoundariesDoNotMatter() throws {
    // Records larger than one read chunk still arrive whole.
    let big = String(repeating: "x", count: 3 << 20)
    let text = "{\"a\":\"\(big)\"}\n{\"b\":1}\n"
    let path = FileManager.temporaryFile(text)
    var sizes: [Int] = []
    try TranscriptRecordReader(source: .file(path), layout: .lines).forEach {
      if case .record(let record) = $0 { sizes.append(record.bytes.count) }
      return true
    }
    #expect(sizes == [big.count + 8, 7])
  }

  func failure(_ text: String, _ layout: TranscriptRecordReader.Layout, limit: Int = 64) -> String?
  {
    var reader = TranscriptRecordReader(source: .bytes(Array(text.utf8), name: "t"), layout: layout)
    reader.recordLimit = limit
    do {
      try reader.forEach { _ in true }
      return nil
    } catch {
      return (error as? TranscriptError)?.description
    }
  }

  @Test func recordsOverTheLimitAreAnErrorWithTheirLine() {
    let long = String(repeating: "x", count: 65)
    #expect(
      failure("{}\n{\"a\": \"\(long)\"}\n", .lines)
        == "t:2:1: line 2 is longer than the 64 bytes limit of one record")
    #expect(failure("{}\n{\"a\": \"\(long.prefix(40))\"}\n", .lines) == nil)
    #expect(
      failure("[{},\n {\"a\": \"\(long)\"}]", .document)
        == "t:2:2: [1] is longer than the 64 bytes limit of one record")
    #expect(
      failure("{\"title\": \"\(long)\", \"messages\": []}", .document)
        == "t:1:11: member \"title\" is longer than the 64 bytes limit of one record")
    #expect(TranscriptRecordReader.maximumRecordBytes == 256 << 20)
  }

  @Test func nulBytesAreBinaryWithTheirPosition() {
    #expect(
      failure("{}\n{\"a\": \"\u{0}\"}", .lines)
        == "t:2:8: looks like a binary file (it contains NUL bytes)")
    #expect(
      failure("[{},\n {\"a\u{0}\"}]", .document)
        == "t:2:5: looks like a binary file (it contains NUL bytes)")
  }

  @Test func whitespaceOnlyIsEmpty() throws {
    for layout in [TranscriptRecordReader.Layout.lines, .document] {
      let found = try events(" \n\t\r\n", layout)
      #expect(found.count == 1)
      if case .empty? = found.first {} else { Issue.record("expected .empty for \(layout)") }
    }
  }
}
