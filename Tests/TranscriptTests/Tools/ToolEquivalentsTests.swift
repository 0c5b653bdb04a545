import Testing

@testable import Transcript

/// The same tool under other agents' names shares the renderer, the rail's summary and the
/// session's counts (`tool-shapes.openai.json`: Anthropic's text editor, Codex's
/// `exec_command`, Gemini's tools, Cursor's `run_terminal_cmd`).
@Suite struct ToolEquivalentsTests {
  static func rail() throws -> (TranscriptHeader, ActivityRail) {
    let (header, messages, _, _) = try TranscriptFixtures.read("tool-shapes.openai.json")
    var builder = TranscriptTurnBuilder()
    var turns = messages.compactMap { builder.add($0) }
    if let last = builder.finish() { turns.append(last) }
    guard case .rail(let rail)? = turns.last?.parts.first else {
      Issue.record("expected a rail")
      return (header, ActivityRail())
    }
    return (header, rail)
  }

  @Test func railSummaryAndFilesTouchedCountEquivalents() throws {
    let (header, rail) = try Self.rail()
    #expect(
      rail.summary.markdown
        == "Read 1 file, edited 4 files, ran 3 commands, searched 2 times, browsed 2 pages, "
        + "updated the plan (1 failed: `make`)")
    // The text editor's `view` reads; its `str_replace` and `create` edit.
    #expect(header.stats.files.map(\.path) == ["/a/x.py", "/a/n.py", "/a/y.py", "/a/z.py"])
  }

  @Test func everyEquivalentHasItsRenderer() throws {
    let (_, rail) = try Self.rail()
    var views: [String: ToolView] = [:]
    for item in rail.items {
      guard case .tool(let call?, let result) = item.kind else { continue }
      views[call.id ?? ""] = ToolViewBuilder.view(call: call, result: result)
    }
    #expect(
      views["c3"]
        == .command(
          CommandView(
            command: "ls -la", description: nil, output: "total 0\nx.py", exitStatus: nil,
            failed: false)))
    guard case .search(let search) = views["c6"], case .search(let listing) = views["c11"],
      case .web(let fetch) = views["c7"]
    else {
      Issue.record("\(views)")
      return
    }
    #expect(search.pattern == "foo")
    #expect(listing.path == "/a" && listing.matches == ["[DIR] sub", "x.py"])
    #expect(listing.note == "Directory listing for /a:")
    #expect(fetch.prompt == "Summarize https://example.com")
  }

  @Test func geminiShellReportsGiveTheirExitStatus() throws {
    let (_, rail) = try Self.rail()
    let item = try #require(
      rail.items.first {
        if case .tool(let call?, _) = $0.kind { return call.id == "c12" }
        return false
      })
    guard case .tool(let call, let result) = item.kind else { return }
    #expect(
      ToolViewBuilder.view(call: call, result: result)
        == .command(
          CommandView(
            command: "make lint", description: "Run the linters.",
            output:
              "src/app.py:12: error: Missing return statement\nError: not really an error line",
            exitStatus: 2, failed: true)))
    // Not a report: left as it is.
    #expect(GeminiShellReport("Command: x\nno fields") == nil)
    #expect(
      GeminiShellReport("Command: x\nDirectory: (root)\nOutput: hi\nError: (none)\nExit Code: 0")
        == GeminiShellReport(output: "hi", exitStatus: 0))
  }
}
