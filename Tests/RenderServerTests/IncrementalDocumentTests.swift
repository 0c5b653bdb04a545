import Foundation
import Highlight
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

@testable import RenderServer

@Suite struct IncrementalDocumentTests {
  static let store = DocumentStore(service: ServerHarness.highlight)

  /// The runs of every line of `text` highlighted from scratch, as documents report them,
  /// and the fallback reason.
  static func fromScratch(
    _ text: String, language: String, themes: [Theme], limits: HighlightLimits = HighlightLimits()
  ) -> (fallback: HighlightFallback?, lines: [LineRuns]) {
    let result = ServerHarness.highlight.highlighter.highlight(
      code: text, language: language, theme: themes[0],
      alternateTheme: themes.count > 1 ? themes[1] : nil, limits: limits)
    let utf8 = text.utf8
    let lines = result.lines.map { line in
      let start = utf8.index(utf8.startIndex, offsetBy: line.start)
      let end = utf8.index(start, offsetBy: line.end - line.start)
      return LineRuns(
        spans: line.spans, line: text[start..<end], plains: themes.map(\.defaultStyle))
    }
    return (result.fallback, lines)
  }

  /// Whether the document shows what highlighting its text from scratch gives: the same
  /// fallback and, when there is none, the same runs on every line.
  static func check(
    _ document: IncrementalDocument, language: String, themes: [Theme],
    limits: HighlightLimits = HighlightLimits()
  ) -> Bool {
    let expected = fromScratch(document.text, language: language, themes: themes, limits: limits)
    guard document.shownFallback == expected.fallback else { return false }
    guard expected.fallback == nil else { return true }
    for index in 0..<document.lineCount {
      let want = index < expected.lines.count ? expected.lines[index] : LineRuns(runs: [])
      if document.runs(ofLine: index) != want { return false }
    }
    return true
  }

  /// A line one UTF-16 code unit over the line length budget.
  static let longLine = "// " + String(repeating: "w", count: 9_998)

  static let snippets = [
    "", "\n", "/*", "*/", "\"", "let x = 1\n", "}", "{", "é🎉", "\r\n", "// c", "'''", "#", "`",
    "\"\"\"\n", "x", "  ", "\r",
  ]

  /// Seed 5 starts with a line over the line length budget (the whole document falls back,
  /// as `highlight` does) and every tenth edit shortens or lengthens a line past it.
  @Test(arguments: [
    ("Sources/Highlight/Highlighter.swift", "swift", 1),
    ("scripts/gen-display-width.py", "python", 2),
    ("README.md", "markdown", 3), ("Sources/RenderServer/RPC/RPCServer.swift", "swift", 4),
    ("Sources/RenderServer/RPC/RPCServer.swift", "swift", 5),
  ])
  func randomEditsEqualHighlightingFromScratch(path: String, language: String, seed: Int) throws {
    let whole = try String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)
    var head = whole.split(separator: "\n", omittingEmptySubsequences: false).prefix(80)
    if seed == 5 { head.insert(Substring(Self.longLine), at: 2) }
    let text = head.joined(separator: "\n")
    var random = SeededGenerator(seed: UInt64(seed))
    let themes = seed % 2 == 0 ? [ThemeCatalog.light, ThemeCatalog.dark] : [ThemeCatalog.dark]
    let themeNames = seed % 2 == 0 ? #"["light","dark"]"# : #"["dark"]"#
    let id = "\(path)-\(seed)"
    let open = try JSONParser.parse(
      #"{"id":"\#(id)","language":"\#(language)","themes":\#(themeNames),"text":\#(JSONReply.string(text).text)}"#
    )
    let opened = try JSONParser.parse(
      Self.store.open(RequestParams(open), CancellationFlag()).text)
    let document = try #require(Self.store.lookup(id))
    #expect(Self.check(document, language: language, themes: themes))
    // The runs a client shows, kept up to date from the answers alone.
    var view: [JSONValue?] = opened["lines"]?.arrayValue?.map { $0["runs"] } ?? []
    for step in 0..<40 {
      let lines = document.lines
      var line = Int.random(in: 0..<lines.count, using: &random)
      var character = Int.random(in: 0...lines[line].utf16.count, using: &random)
      var endLine = min(lines.count - 1, line + Int.random(in: 0...2, using: &random) / 2)
      var endCharacter =
        endLine == line
        ? min(lines[line].utf16.count, character + Int.random(in: 0...6, using: &random))
        : Int.random(in: 0...lines[endLine].utf16.count, using: &random)
      var snippet = Self.snippets.randomElement(using: &random)!
      if seed == 5, step % 10 == 9 {
        // Shorten every line over the budget to one character, or add one such line.
        if let long = lines.firstIndex(where: { $0.utf16.count > 10_000 }) {
          (line, character, endLine, endCharacter) = (long, 0, long, lines[long].utf16.count)
          snippet = "x"
        } else {
          snippet = Self.longLine + "\n"
        }
      }
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
      let start = try #require(parsed["replaced"]?["start"]?.intValue)
      let oldCount = try #require(parsed["replaced"]?["oldCount"]?.intValue)
      let newCount = try #require(parsed["replaced"]?["newCount"]?.intValue)
      view.replaceSubrange(start..<start + oldCount, with: repeatElement(nil, count: newCount))
      for listed in parsed["lines"]?.arrayValue ?? [] {
        view[try #require(listed["line"]?.intValue)] = listed["runs"]
      }
      let scratch = Self.fromScratch(document.text, language: language, themes: themes)
      let expected: [JSONValue?] = (0..<document.lineCount).map { index in
        guard scratch.fallback == nil, index < scratch.lines.count else { return .array([]) }
        return try? JSONParser.parse(scratch.lines[index].reply.text)
      }
      #expect(view == expected, "step \(step): the client's view differs")
      if view != expected { return }
    }
    _ = try Self.store.close(
      RequestParams(try JSONParser.parse(#"{"id":"\#(id)"}"#)), CancellationFlag())
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

  /// Each budget of `highlight`, lowered per document, gives its fallback and reason, and
  /// edits that bring the text within it or past it again are answered accordingly.
  @Test(arguments: [
    (#"{"maxRuns":5}"#, HighlightLimits(maxRuns: 5)),
    (#"{"maxBytes":40}"#, HighlightLimits(maxBytes: 40)),
    (#"{"maxLineLength":12}"#, HighlightLimits(maxLineLength: 12)),
  ])
  func documentsKeepTheBudgetsOfHighlight(limits: String, expected: HighlightLimits) throws {
    let id = "budget-\(expected.maxRuns)-\(expected.maxBytes)-\(expected.maxLineLength)"
    let open = try JSONParser.parse(
      #"{"id":"\#(id)","language":"swift","limits":\#(limits),"text":"let a = 1\nlet bb = 22 + 1\nlet c = 3\nlet d = 4"}"#
    )
    _ = try Self.store.open(RequestParams(open), CancellationFlag())
    let document = try #require(Self.store.lookup(id))
    let themes = [ThemeCatalog.light]
    #expect(document.shownFallback != nil)
    #expect(Self.check(document, language: "swift", themes: themes, limits: expected))
    for (text, fallsBack) in [
      ("let a = 1", false), ("let a = 1\nlet bb = 22 + 333 + 4444 + 55555", true),
    ] {
      let change = try JSONParser.parse(
        #"{"id":"\#(id)","changes":[{"text":\#(JSONReply.string(text).text)}]}"#)
      let answer = try JSONParser.parse(
        Self.store.change(RequestParams(change), CancellationFlag()).text)
      #expect((answer["fallback"] != nil) == fallsBack)
      #expect(answer["fallback"]?.stringValue == document.shownFallback?.description)
      #expect(Self.check(document, language: "swift", themes: themes, limits: expected))
    }
    _ = try Self.store.close(
      RequestParams(try JSONParser.parse(#"{"id":"\#(id)"}"#)), CancellationFlag())
  }

  @Test func aLineOverTheBudgetFallsBackAsHighlightDoesAndAShorterOneComesBack() throws {
    let server = ServerHarness()
    let text = "let a = 1\n\(Self.longLine)\nlet c = 3"
    let scratch = try #require(
      server.call(
        1, "highlight", #"{"language":"swift","text":\#(JSONReply.string(text).text)}"#)?[
          "result"])
    let opened = try #require(
      server.call(
        2, "document/open",
        #"{"id":"l","language":"swift","text":\#(JSONReply.string(text).text)}"#)?["result"])
    #expect(scratch["fallback"]?.stringValue?.hasPrefix("line 2 is 10001 UTF-16") == true)
    #expect(opened["fallback"] == scratch["fallback"])
    #expect(
      opened["lines"]?.arrayValue?.allSatisfy { $0["runs"]?.arrayValue?.isEmpty == true } == true)
    // Shortening the line highlights the document: every line with runs comes back.
    let shortened = try #require(
      server.call(
        3, "document/change",
        #"{"id":"l","changes":[{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":10001}},"text":""}]}"#
      )?["result"])
    #expect(shortened["fallback"] == nil)
    #expect(shortened["lines"]?.arrayValue?.compactMap { $0["line"]?.intValue } == [0, 1, 2])
    #expect(server.finish() == 0)
  }

  /// A change whose answer was cancelled stays applied (the text is the client's), so the
  /// next answer replaces every line the client has, from the line count it last got.
  @Test func theAnswerAfterACancelledChangeReplacesEveryLine() throws {
    let grammar = try #require(
      ServerHarness.highlight.highlighter.resolve(code: "", path: nil, language: "swift").1)
    let document = IncrementalDocument(
      text: "let a = 1\nlet b = 2", language: nil,
      highlighter: LineHighlighter(grammar: grammar, theme: ThemeCatalog.light),
      plains: [ThemeCatalog.light.defaultStyle], limits: HighlightLimits(), unavailable: nil)
    let budget = PassBudget(seconds: 5)
    _ = document.delivered(document.highlightAll(budget))
    let insert = IncrementalDocument.Change(range: ((0, 0), (0, 0)), text: "let z = 0\n")
    _ = document.apply([insert], budget)
    document.missedAnswer()
    let next = document.delivered(document.apply([insert], budget))
    #expect((next.start, next.oldCount, next.newCount) == (0, 2, 4))
    #expect(next.changed.map(\.line) == [0, 1, 2, 3])
    let after = document.delivered(document.apply([insert], budget))
    #expect((after.start, after.oldCount, after.newCount) == (0, 1, 2))
  }

  /// A request that runs out of time leaves the rest pending and the document plain (the
  /// `time:` fallback); the next request with time finishes it and shows every line.
  /// 3,000 lines of Swift, far more than 10 ms of tokenizing in a debug build.
  static func longSwiftDocument() throws -> IncrementalDocument {
    let grammar = try #require(
      ServerHarness.highlight.highlighter.resolve(code: "", path: nil, language: "swift").1)
    return IncrementalDocument(
      text: CommandCancellationTests.code.joined(separator: "\n"), language: nil,
      highlighter: LineHighlighter(grammar: grammar, theme: ThemeCatalog.light),
      plains: [ThemeCatalog.light.defaultStyle], limits: HighlightLimits(), unavailable: nil)
  }

  @Test func whatABudgetLeftUndoneIsDoneByTheNextRequest() throws {
    let document = try Self.longSwiftDocument()
    let first = document.delivered(document.highlightAll(PassBudget(seconds: 0.01)))
    if case .timeLimit? = first.fallback {
    } else {
      Issue.record("no time fallback: \(String(describing: first.fallback))")
    }
    #expect(first.changed.allSatisfy { $0.runs.runs.isEmpty })
    let edit = IncrementalDocument.Change(range: ((2999, 0), (2999, 0)), text: "// ")
    let second = document.delivered(document.apply([edit], PassBudget(seconds: 60)))
    #expect(second.fallback == nil)
    #expect(second.changed.count == 3000)
    #expect(Self.check(document, language: "swift", themes: [ThemeCatalog.light]))
  }

  /// Typing above what a budget left undone moves the undone part on: the edit settles where
  /// it is and each request's budget goes to the undone lines (redoing every line before them
  /// each time, a document too slow for its budget stayed plain for good).
  @Test func editsAboveTheUndonePartLetItFinish() throws {
    let document = try Self.longSwiftDocument()
    let first = document.delivered(document.highlightAll(PassBudget(seconds: 0.01)))
    if case .timeLimit? = first.fallback {
    } else {
      Issue.record("no time fallback: \(String(describing: first.fallback))")
    }
    var finished = false
    for _ in 0..<300 where !finished {
      let edit = IncrementalDocument.Change(range: ((0, 0), (0, 0)), text: " ")
      let update = document.delivered(document.apply([edit], PassBudget(seconds: 0.01)))
      finished = update.fallback == nil
    }
    #expect(finished, "the undone part never finished under 10 ms budgets")
    #expect(Self.check(document, language: "swift", themes: [ThemeCatalog.light]))
  }
}
