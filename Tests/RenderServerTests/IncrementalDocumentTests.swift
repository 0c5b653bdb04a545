import Foundation
import Highlight
import MarkdownRender
import TestSupport
import Testing

@testable import RenderServer

/// A seeded generator (SplitMix64), so a failing edit sequence replays exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct IncrementalDocumentTests {
  static let store = DocumentStore(service: ServerHarness.highlight)

  /// The runs of every line of `text` highlighted from scratch, as documents report them.
  static func fromScratch(_ text: String, language: String, themes: [Theme]) -> [LineRuns] {
    let result = ServerHarness.highlight.highlighter.highlight(
      code: text, language: language, theme: themes[0],
      alternateTheme: themes.count > 1 ? themes[1] : nil)
    let utf8 = text.utf8
    return result.lines.map { line in
      let start = utf8.index(utf8.startIndex, offsetBy: line.start)
      let end = utf8.index(start, offsetBy: line.end - line.start)
      return LineRuns(
        spans: line.spans, line: text[start..<end], plains: themes.map(\.defaultStyle))
    }
  }

  static func check(_ document: IncrementalDocument, language: String, themes: [Theme])
    -> Bool
  {
    let expected = fromScratch(document.text, language: language, themes: themes)
    for index in 0..<document.lineCount {
      let want = index < expected.count ? expected[index] : LineRuns(runs: [])
      if document.runs(ofLine: index) != want { return false }
    }
    return true
  }

  static let snippets = [
    "", "\n", "/*", "*/", "\"", "let x = 1\n", "}", "{", "é🎉", "\r\n", "// c", "'''", "#", "`",
    "\"\"\"\n", "x", "  ", "\r",
  ]

  @Test(arguments: [
    ("Sources/Highlight/Highlighter.swift", "swift", 1),
    ("scripts/gen-display-width.py", "python", 2),
    ("README.md", "markdown", 3), ("Sources/RenderServer/RPC/RPCServer.swift", "swift", 4),
  ])
  func randomEditsEqualHighlightingFromScratch(path: String, language: String, seed: Int) throws {
    let whole = try String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)
    let text = whole.split(separator: "\n", omittingEmptySubsequences: false).prefix(80)
      .joined(separator: "\n")
    var random = SeededGenerator(state: UInt64(seed))
    let themes = seed % 2 == 0 ? [ThemeCatalog.light, ThemeCatalog.dark] : [ThemeCatalog.dark]
    let themeNames = seed % 2 == 0 ? #"["light","dark"]"# : #"["dark"]"#
    let id = "\(path)-\(seed)"
    let open = try JSONParser.parse(
      #"{"id":"\#(id)","language":"\#(language)","themes":\#(themeNames),"text":\#(JSONReply.string(text).text)}"#
    )
    _ = try Self.store.open(RequestParams(open), CancellationFlag())
    let document = try #require(Self.store.lookup(id))
    #expect(Self.check(document, language: language, themes: themes))
    for step in 0..<40 {
      let lines = document.lines
      let line = Int.random(in: 0..<lines.count, using: &random)
      let character = Int.random(in: 0...lines[line].utf16.count, using: &random)
      let endLine = min(lines.count - 1, line + Int.random(in: 0...2, using: &random) / 2)
      let endCharacter =
        endLine == line
        ? min(lines[line].utf16.count, character + Int.random(in: 0...6, using: &random))
        : Int.random(in: 0...lines[endLine].utf16.count, using: &random)
      let snippet = Self.snippets.randomElement(using: &random)!
      let change = try JSONParser.parse(
        #"{"id":"\#(id)","changes":[{"range":{"start":{"line":\#(line),"character":\#(character)},"end":{"line":\#(endLine),"character":\#(endCharacter)}},"text":\#(JSONReply.string(snippet).text)}]}"#
      )
      let answer = try Self.store.change(RequestParams(change), CancellationFlag())
      let equal = Self.check(document, language: language, themes: themes)
      #expect(
        equal,
        "step \(step): \(line):\(character)-\(endLine):\(endCharacter) \(snippet.debugDescription)")
      if !equal { return }
      // What the answer lists: the replaced lines, then any later line whose runs changed.
      let parsed = try JSONParser.parse(answer.text)
      #expect(parsed["lineCount"]?.intValue == document.lineCount)
    }
    _ = try Self.store.close(RequestParams(try JSONParser.parse(#"{"id":"\#(id)"}"#)))
  }

  @Test func theAnswerListsExactlyTheLinesWhoseTokensChanged() throws {
    let text = "let a = 1\nlet b = 2\nlet c = 3\nlet d = 4\n"
    let server = ServerHarness()
    let opened = try #require(
      server.call(
        1, "document/open",
        #"{"id":"d","language":"swift","text":\#(JSONReply.string(text).text)}"#)?["result"])
    #expect(opened["lineCount"]?.intValue == 5)
    #expect(opened["lines"]?.arrayValue?.count == 5)
    // Opening a comment on line 1 changes every line after it (the state propagates; the
    // empty last line has no runs either way).
    let comment = try #require(
      server.call(
        2, "document/change",
        #"{"id":"d","changes":[{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"text":"/*"}]}"#
      )?["result"])
    #expect(comment["lines"]?.arrayValue?.compactMap { $0["line"]?.intValue } == [1, 2, 3])
    // Changing a number inside one line changes that line only.
    let number = try #require(
      server.call(
        3, "document/change",
        #"{"id":"d","changes":[{"range":{"start":{"line":0,"character":8},"end":{"line":0,"character":9}},"text":"7"}]}"#
      )?["result"])
    #expect(number["lines"]?.arrayValue?.compactMap { $0["line"]?.intValue } == [0])
    #expect(number["replaced"]?["start"]?.intValue == 0)
    #expect(server.call(4, "document/close", #"{"id":"d"}"#)?["result"] == .null)
    #expect(server.call(5, "document/change", #"{"id":"d","changes":[]}"#)?.errorCode == -32602)
    #expect(server.finish() == 0)
  }
}
