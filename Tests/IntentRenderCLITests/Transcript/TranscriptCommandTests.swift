import Foundation
import IntentRenderCLI
import RenderJobs
import TestSupport
import Testing

/// `intent-render transcript` in-process: formats, outputs, diagnostics and exit codes.
@Suite struct TranscriptCommandTests {
  static let fixtures = Fixtures.directory("Transcript")

  func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

  func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "intent-render-cli-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func htmlToAFileAndTextToStandardOutput() throws {
    let folder = try temporaryDirectory()
    let (code, out, err) = runCLI([
      "transcript", fixture("weather.openai.json"), "-o", folder + "/w.html",
    ])
    #expect(code == 0 && out.isEmpty && err.isEmpty, "\(err)")
    let page = try String(contentsOfFile: folder + "/w.html", encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    let (textCode, text, _) = runCLI([
      "transcript", fixture("weather.openai.json"), "--format", "text", "--width", "60",
    ])
    #expect(textCode == 0)
    #expect(text.contains("── Assistant ─"))
    #expect(text.contains("▸ Called get_weather"))
    let (_, expanded, _) = runCLI([
      "transcript", fixture("weather.openai.json"), "--format", "text", "--expand",
    ])
    #expect(expanded.contains("▾ Called get_weather") && expanded.contains("\"wind_kmh\": 12"))
    // Not a terminal and no -o: HTML.
    #expect(runCLI(["transcript", fixture("weather.openai.json")]).1.hasPrefix("<!DOCTYPE html>"))
    // -o with .txt picks text.
    _ = runCLI(["transcript", fixture("weather.openai.json"), "-o", folder + "/w.txt"])
    #expect(
      try String(contentsOfFile: folder + "/w.txt", encoding: .utf8).hasPrefix("What's the weather")
    )
  }

  @Test func ansiHonoursColor() {
    let (_, always, _) = runCLI([
      "transcript", fixture("weather.openai.json"), "--format", "ansi", "--color", "always",
    ])
    #expect(always.contains("\u{1B}["))
    let (_, never, _) = runCLI([
      "transcript", fixture("weather.openai.json"), "--format", "ansi", "--color", "never",
    ])
    #expect(!never.contains("\u{1B}"))
  }

  @Test func malformedLinesAreWarningsAndTheRestRenders() {
    let (code, out, err) = runCLI([
      "transcript", fixture("dry-run.claude-code.jsonl"), "--format", "text",
    ])
    #expect(code == 0)
    #expect(
      err.contains(
        "intent-render: warning: \(fixture("dry-run.claude-code.jsonl")):9:78: line 9: malformed JSON"
      ))
    // Claude Code's own bookkeeping records are understood, not warned about.
    #expect(!err.contains("unknown types"))
    #expect(out.contains("all 5 tests pass"))
    let (brokenCode, _, brokenErr) = runCLI([
      "transcript", fixture("broken.openai.json"), "--format", "text",
    ])
    #expect(brokenCode == 0)
    #expect(brokenErr.contains(":3:36: [1]: malformed JSON"))
    #expect(brokenErr.contains(":5:3: [3]: message has no \"role\""))
  }

  @Test func nothingReadableIsExitOneAndWritesNothing() throws {
    let folder = try temporaryDirectory()
    let bad = folder + "/bad.jsonl"
    try "{not json\n{\"also\": \n".write(toFile: bad, atomically: true, encoding: .utf8)
    let (code, _, err) = runCLI(["transcript", bad, "-o", folder + "/bad.html"])
    #expect(code == 1)
    #expect(err.contains("bad.jsonl:1:2: line 1: malformed JSON"))
    #expect(err.contains("intent-render: \(bad): no message could be read"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/bad.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["bad.jsonl"])
    #expect(runCLI(["transcript", folder + "/missing.json"]).0 == 1)
    #expect(runCLI(["transcript", "-"], stdin: "").0 == 1)
  }

  @Test func standardInputAndExplicitInputFormat() {
    let text = #"[{"role": "user", "content": "hello from stdin"}]"#
    let (code, out, _) = runCLI(["transcript", "-", "--format", "text"], stdin: text)
    #expect(code == 0 && out.contains("hello from stdin"))
    let (forced, forcedOut, _) = runCLI(
      ["transcript", "-", "--format", "text", "--input-format", "anthropic"], stdin: text)
    #expect(forced == 0 && forcedOut.contains("hello from stdin"))
    // Read as Claude Code, the array is not a session log: nothing can be read.
    #expect(runCLI(["transcript", "-", "--input-format", "claude-code"], stdin: text).0 == 1)
  }

  @Test(arguments: [
    ["transcript"], ["transcript", "x.json", "--bogus"],
    ["transcript", "a.json", "-o", "x", "--out-dir", "y"],
    ["transcript", "a.json", "b.json"], ["transcript", "a.json", "--format", "pdf"],
    ["transcript", "a.json", "--input-format", "bard"], ["transcript", "a.json", "--width", "5"],
  ])
  func usageErrorsAreExitTwo(arguments: [String]) {
    #expect(runCLI(arguments).0 == 2)
  }

  @Test func directoryIsConvertedInParallelAndOneFailureDoesNotStopTheRest() throws {
    let input = try temporaryDirectory()
    let output = try temporaryDirectory() + "/out"
    for name in ["leap-day.intent.json", "weather.openai.json", "dry-run.claude-code.jsonl"] {
      try FileManager.default.copyItem(atPath: fixture(name), toPath: input + "/" + name)
    }
    try FileManager.default.createDirectory(
      atPath: input + "/nested", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: fixture("readme-lines.anthropic.json"), toPath: input + "/nested/readme.json")
    try "garbage".write(toFile: input + "/broken.json", atomically: true, encoding: .utf8)
    try "ignored".write(toFile: input + "/notes.txt", atomically: true, encoding: .utf8)
    let (code, _, err) = runCLI(["transcript", input, "--out-dir", output])
    #expect(code == 1)
    #expect(err.contains("converted 4 of 5 into \(output)"))
    #expect(err.contains("1 of 5 transcripts failed: \(input)/broken.json"))
    let written = try FileManager.default.subpathsOfDirectory(atPath: output).sorted()
    #expect(
      written == [
        "dry-run.claude-code.html", "index.html", "leap-day.intent.html", "nested",
        "nested/readme.html", "weather.openai.html",
      ])
    // Text format and several files.
    let textOut = try temporaryDirectory()
    let (textCode, _, _) = runCLI([
      "transcript", fixture("weather.openai.json"), fixture("leap-day.intent.json"), "--out-dir",
      textOut, "--format", "text",
    ])
    #expect(textCode == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: textOut).sorted() == [
        "leap-day.intent.txt", "weather.openai.txt",
      ])
  }
}

@Suite struct TranscriptProgressTests {
  @Test func progressBarOnATerminalAndSummary() throws {
    let folder = NSTemporaryDirectory() + "intent-render-progress-\(UUID().uuidString)"
    let fixtures = Fixtures.directory("Transcript")
    let out = MemorySink()
    let err = MemorySink()
    let context = CommandContext(
      environment: [:], stdoutIsTTY: false, stderrIsTTY: true, terminalWidth: nil,
      readStandardInput: { Data() }, standardOutput: out, standardError: err)
    let inputs = ["weather.openai.json", "leap-day.intent.json", "readme-lines.anthropic.json"]
      .map { fixtures.appendingPathComponent($0).path }
    let code = CLI.run(["transcript"] + inputs + ["--out-dir", folder], context: context)
    #expect(code == 0)
    #expect(err.text.contains("] 3/3 transcripts"))
    #expect(err.text.contains("\r\u{1B}[K"))
    #expect(
      err.text.hasSuffix("intent-render: transcript: converted 3 of 3 into \(folder) (1 warning)\n")
    )
  }
}

@Suite struct TranscriptDeterminismTests {
  @Test func parallelRenderingGivesByteIdenticalPages() throws {
    let folder = NSTemporaryDirectory() + "intent-render-det-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let input = folder + "/many.intent.json"
    // Many turns with code and diagrams, so windows hold several turns rendered at once.
    var messages: [String] = []
    for index in 0..<150 {
      let text =
        "Turn \(index)\\n\\n```swift\\nlet x\(index) = \(index)\\n```\\n\\n```mermaid\\nflowchart LR\\n  A\(index % 7) --> B\\n```"
      messages.append(
        #"{"role": "user", "blocks": [{"type": "text", "text": "Prompt \#(index)"}]}"#)
      messages.append(
        #"{"role": "assistant", "blocks": [{"type": "text", "text": "\#(text)"}, {"type": "tool_call", "name": "bash", "arguments": {"n": \#(index)}}]}"#
      )
    }
    let document =
      #"{"format": "intent-transcript", "version": 1, "messages": ["#
      + messages.joined(separator: ",") + "]}"
    try document.write(toFile: input, atomically: true, encoding: .utf8)
    #expect(runCLI(["transcript", input, "-o", folder + "/a.html"]).0 == 0)
    #expect(runCLI(["transcript", input, "-o", folder + "/b.html"]).0 == 0)
    let a = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.html"))
    let b = try Data(contentsOf: URL(fileURLWithPath: folder + "/b.html"))
    #expect(a == b)
    let page = String(decoding: a, as: UTF8.self)
    #expect(page.components(separatedBy: "<article ").count - 1 == 300)
    #expect(page.contains("<figure class=\"diagram\"><svg"))
  }
}

extension TranscriptCommandTests {
  @Test func aiderHistoriesOfAnyNameBecomeVisiblePages() throws {
    let input = try temporaryDirectory()
    let output = try temporaryDirectory() + "/out"
    let history = fixture("version-flag.aider.chat.history.md")
    for path in ["proj/.aider.chat.history.md", "other/tool.aider.chat.history.md"] {
      try FileManager.default.createDirectory(
        atPath: input + "/" + (path as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: history, toPath: input + "/" + path)
    }
    try "# notes".write(toFile: input + "/notes.md", atomically: true, encoding: .utf8)
    let (code, _, err) = runCLI(["transcript", input, "--out-dir", output])
    #expect(code == 0, "\(err)")
    let written = try FileManager.default.subpathsOfDirectory(atPath: output).sorted()
    #expect(
      written == [
        "index.html", "other", "other/tool.aider.chat.history.html", "proj",
        "proj/aider.chat.history.html",
      ])
  }
}

extension TranscriptCommandTests {
  @Test func aChatGPTExportOfSeveralConversationsBecomesOnePageEach() throws {
    let input = try temporaryDirectory()
    let output = try temporaryDirectory() + "/out"
    let conversations = ["Cat names", "Dog names"].map { title in
      """
      {"title": "\(title)", "current_node": "a", "mapping": {
        "u": {"id": "u", "message": {"author": {"role": "user"}, "content": {"content_type": "text", "parts": ["ask"]}}, "parent": null, "children": ["a"]},
        "a": {"id": "a", "message": {"author": {"role": "assistant"}, "content": {"content_type": "text", "parts": ["answer"]}}, "parent": "u", "children": []}}}
      """
    }
    try ("[" + conversations.joined(separator: ",") + "]").write(
      toFile: input + "/conversations.json", atomically: true, encoding: .utf8)
    let (code, _, err) = runCLI(["transcript", input, "--out-dir", output])
    #expect(code == 0, "\(err)")
    let written = try FileManager.default.subpathsOfDirectory(atPath: output).sorted()
    #expect(written == ["conversations-1.html", "conversations-2.html", "index.html"])
    let second = try String(contentsOfFile: output + "/conversations-2.html", encoding: .utf8)
    #expect(second.contains("<title>Dog names</title>") && !second.contains("Cat names"))
    let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    #expect(index.contains("Cat names") && index.contains("Dog names"))
  }
}
