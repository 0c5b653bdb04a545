import RenderSupport
import Testing

@testable import Transcript

@Suite struct ToolViewBuilderTests {
  func call(_ name: String, _ json: String) throws -> ToolCall {
    ToolCall(id: "c", name: name, arguments: try JSONParser.parse(Array(json.utf8)))
  }

  @Test func editsOfEveryShapeBecomeDiffs() throws {
    for (name, json) in [
      ("Edit", #"{"file_path": "a.swift", "old_string": "x\ny", "new_string": "x\nz"}"#),
      (
        "str_replace_based_edit_tool",
        #"{"command": "str_replace", "path": "a.swift", "old_str": "x\ny", "new_str": "x\nz"}"#
      ),
      (
        "MultiEdit",
        #"{"file_path": "a.swift", "edits": [{"old_string": "x\ny", "new_string": "x\nz"}]}"#
      ),
    ] {
      let view = ToolViewBuilder.view(call: try call(name, json), result: nil)
      guard case .edit(let path, let diffs) = view else {
        Issue.record("\(name): \(view)")
        continue
      }
      #expect(path == "a.swift")
      #expect(
        diffs[0].hunks[0].lines == [
          ToolDiff.Line(.context, "x"), ToolDiff.Line(.removed, "y"), ToolDiff.Line(.added, "z"),
        ])
    }
  }

  @Test func aRecordedPatchGivesTheFilesLineNumbers() throws {
    let patch = try #require(
      ToolDiff.hunks(
        fromStructuredPatch: try JSONParser.parse(
          Array(
            #"[{"oldStart": 40, "oldLines": 2, "newStart": 41, "newLines": 2, "lines": [" a", "-b", "+c"]}]"#
              .utf8))))
    let result = ToolResult(callID: "c", output: .text("ok"), patch: patch)
    let view = ToolViewBuilder.view(
      call: try call("Edit", #"{"file_path": "f.py", "old_string": "b", "new_string": "c"}"#),
      result: result)
    guard case .edit(_, let diffs) = view else {
      Issue.record("\(view)")
      return
    }
    #expect(diffs[0].numbersFromFile)
    #expect(diffs[0].hunks[0].oldStart == 40 && diffs[0].hunks[0].newStart == 41)
  }

  @Test func commandsKeepTheirExitStatusAndArgvShape() throws {
    let failed = ToolViewBuilder.view(
      call: try call("Bash", #"{"command": "make test", "description": "Run"}"#),
      result: ToolResult(callID: "c", output: .text("Exit code 2\nboom"), isError: true))
    #expect(
      failed
        == .command(
          CommandView(
            command: "make test", description: "Run", output: "boom", exitStatus: 2, failed: true)))
    let codex = ToolViewBuilder.view(
      call: try call("shell", #"{"command": ["bash", "-lc", "ls -la"]}"#), result: nil)
    guard case .command(let command) = codex else {
      Issue.record("\(codex)")
      return
    }
    #expect(command.command == "ls -la")
    let argv = ToolViewBuilder.commandText(
      try JSONParser.parse(Array(#"{"command": ["git", "commit", "-m", "it's"]}"#.utf8)))
    #expect(argv == #"git commit -m 'it'\''s'"#)
  }

  @Test func readsParseTheirLineNumbersOff() throws {
    let view = ToolViewBuilder.view(
      call: try call("Read", #"{"file_path": "a.py", "offset": 10, "limit": 2}"#),
      result: ToolResult(callID: "c", output: .text("    10→x = 1\n    11\ty = 2\nnote")))
    guard case .read(let read) = view else {
      Issue.record("\(view)")
      return
    }
    #expect(read.range == "lines 10–11")
    #expect(read.lines.map(\.number) == [10, 11])
    #expect(read.lines.map(\.text) == ["x = 1", "y = 2"])
    #expect(read.rest == "note")
  }

  @Test func plansSearchesAndUnknownTools() throws {
    let plan = ToolViewBuilder.view(
      call: try call(
        "update_plan",
        #"{"plan": [{"step": "a", "status": "completed"}, {"step": "b", "status": "in_progress"}, {"step": "c", "status": "pending"}]}"#
      ),
      result: nil)
    #expect(
      plan
        == .todos([
          TodoItem(text: "a", state: .completed), TodoItem(text: "b", state: .inProgress),
          TodoItem(text: "c", state: .pending),
        ]))
    let grep = ToolViewBuilder.view(
      call: try call("Grep", #"{"pattern": "TODO", "path": "src"}"#),
      result: ToolResult(callID: "c", output: .text("Found 2 files\na.swift\nb.swift")))
    #expect(
      grep
        == .search(
          SearchView(
            tool: "Grep", pattern: "TODO", path: "src", matches: ["a.swift", "b.swift"],
            note: "Found 2 files")))
    #expect(
      ToolViewBuilder.view(call: try call("get_weather", #"{"city": "Lyon"}"#), result: nil)
        == .generic)
    // A known name without the arguments its renderer needs falls back too.
    #expect(
      ToolViewBuilder.view(call: try call("Edit", #"{"x": 1}"#), result: nil) == .generic)
  }

  @Test func failedCallsAreNamedByWhatFailed() throws {
    func item(_ name: String, _ json: String) throws -> ActivityItem {
      ActivityItem(
        kind: .tool(
          call: try call(name, json),
          result: ToolResult(callID: "c", output: .text("Exit code 1\nno"), isError: true)))
    }
    let items = [
      try item("Bash", #"{"command": "cd /repo && python -m pytest -q"}"#),
      try item("Bash", #"{"command": "FOO=1 make check"}"#),
      try item("Edit", #"{"file_path": "/a/b/c.swift", "old_string": "a", "new_string": "b"}"#),
      ActivityItem(
        kind: .tool(
          call: try call("Bash", #"{"command": "true"}"#),
          result: ToolResult(callID: "c", output: .text("")))),
    ]
    #expect(
      ActivitySummary.line(for: items).markdown
        == "Edited 1 file, ran 3 commands (3 failed: `pytest`, `make`, `c.swift`)")
  }
}

@Suite struct ToolOutputTests {
  @Test func lineDiffAlignsAndGroupsHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    var newLines = (1...20).map { "line \($0)" }
    newLines[2] = "changed 3"
    newLines.insert("new", at: 15)
    let hunks = LineDiff.hunks(old: old, new: newLines.joined(separator: "\n"))
    #expect(hunks.count == 2)
    #expect(hunks[0].oldStart == 1 && hunks[0].lines.count == 7)
    #expect(hunks[1].newStart == 13 && hunks[1].oldStart == 13)
    #expect(hunks[1].lines.filter { $0.kind == .added }.map(\.text) == ["new"])
    // A middle too large to align is all removed, then all added: still a correct diff.
    let big = LineDiff.lines(
      old: (0..<3000).map { Substring("a\($0)") }, new: (0..<3000).map { Substring("b\($0)") })
    #expect(big.prefix(3000).allSatisfy { $0.kind == .removed })
    #expect(big.suffix(3000).allSatisfy { $0.kind == .added })
  }

  @Test func ansiColoursAreKeptAndEveryOtherEscapeDropped() {
    let lines = ANSIOutput.lines(
      "\u{1B}]0;title\u{07}\u{1B}[31mred\u{1B}[0m plain\u{1B}[2J\n\u{1B}[1;38;5;196mx\u{9B}0m"
        + "\u{7}y\r\u{1B}[38;2;1;2;3mz\r\n")
    #expect(lines.count == 2)
    #expect(lines[0].map(\.text) == ["red", " plain"])
    #expect(lines[0][0].style.foreground == .basic(1))
    #expect(lines[0][1].style.isPlain)
    // The CR rewrote the line: only what came after it is shown.
    #expect(lines[1].map(\.text) == ["z"])
    #expect(lines[1][0].style.foreground == .rgb(RGBColor(red: 1, green: 2, blue: 3)))
    #expect(ANSIOutput.indexed(196) == .rgb(RGBColor(red: 255, green: 0, blue: 0)))
    #expect(!ANSIOutput.needsParsing("plain\ttext\n"))
  }

  @Test func longOutputsFoldToHeadAndTail() throws {
    let text = (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let fold = try #require(OutputFold.of(text))
    #expect(fold.head.hasPrefix("line 1\n") && fold.head.hasSuffix("line 20\n"))
    #expect(
      fold.tail
        == "line 91\nline 92\nline 93\nline 94\nline 95\nline 96\nline 97\nline 98\nline 99\nline 100\n"
    )
    #expect(fold.marker == "… 70 more lines")
    #expect(fold.head + fold.hidden + fold.tail == Substring(text))
    #expect(OutputFold.of((1...40).map(String.init).joined(separator: "\n")) == nil)
    let wide = String(repeating: "é", count: 5000)
    let cut = try #require(OutputFold.of(wide))
    #expect(!cut.countsLines && cut.head.count == 1024 && cut.tail.count == 512)
    #expect(cut.marker == "… \(cut.hidden.utf8.count) more bytes")
  }

  @Test func usageOfEveryShapeSums() throws {
    let claude = TokenUsage(
      try JSONParser.parse(
        Array(
          #"{"input_tokens": 10, "output_tokens": 5, "cache_read_input_tokens": 1000, "cache_creation_input_tokens": 7}"#
            .utf8)))
    let openai = TokenUsage(
      try JSONParser.parse(
        Array(
          #"{"prompt_tokens": 3, "completion_tokens": 2, "prompt_tokens_details": {"cached_tokens": 1}}"#
            .utf8)))
    #expect(claude == TokenUsage(input: 10, output: 5, cacheWrite: 7, cacheRead: 1000))
    // OpenAI's 3 prompt tokens hold the 1 cached: 2 were read fresh.
    #expect(openai == TokenUsage(input: 2, output: 2, cacheRead: 1))
    #expect(claude!.adding(openai).summary == "12 in · 7 out · 1,001 cache read · 7 cache write")
    #expect(TokenUsage(try JSONParser.parse(Array(#"{"input_tokens": 1e300}"#.utf8))) == nil)
  }
}
