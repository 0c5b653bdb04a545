import Foundation
import MarkdownRender
import TestSupport
import Testing

/// `--format markdown` and the index of `--out-dir`.
@Suite struct TranscriptExportFormatsTests {
  static func fixture(_ name: String) -> String {
    Fixtures.directory("Transcript").appendingPathComponent(name).path
  }

  @Test func markdownExportRendersBackThroughNote() throws {
    let (code, markdown, err) = runCLI([
      "transcript", Self.fixture("median.claude-code.jsonl"), "--format", "markdown",
    ])
    #expect(code == 0, "\(err)")
    #expect(markdown.hasPrefix("# Add a median to the stats module\n"))
    // Tool calls as fenced blocks: the edit as a diff with the log's line numbers, the
    // command with its output (escapes removed) and exit status, the plan as a task list.
    #expect(markdown.contains("```diff\n@@ -8,5 +8,15 @@\n     return sum(values) / len(values)\n"))
    #expect(markdown.contains("```console\n$ cd /home/ada/stats && python -m pytest -q\n"))
    #expect(markdown.contains("[exit status 1]\n```"))
    #expect(!markdown.contains("\u{1B}"))
    #expect(markdown.contains("- [x] Read stats.py\n- [ ] **Add median()** (in progress)\n"))
    #expect(markdown.contains("<summary>Read 1 file, edited 2 files, ran 1 command"))
    // `note` renders it back: the folded rails are details, the diff a highlighted block.
    let (noteCode, html, _) = runCLI(["note", "-", "--format", "html"], stdin: markdown)
    #expect(noteCode == 0)
    #expect(html.contains("<h1>Add a median to the stats module</h1>"))
    #expect(html.contains("<details>\n<summary>Read 1 file, edited 2 files"))
    #expect(html.contains("language-diff") || html.contains("ir-hl"))
  }

  @Test func fencesOutgrowTheBackticksInside() throws {
    let transcript = #"""
      {"format": "intent-transcript", "version": 1, "messages": [
       {"role": "assistant", "blocks": [
        {"type": "tool_call", "id": "a", "name": "Bash", "arguments": {"command": "echo '````'"}},
        {"type": "tool_result", "call_id": "a", "content": "````\n</details><script>x</script>"}]}]}
      """#
    let (code, markdown, _) = runCLI(
      ["transcript", "-", "--format", "markdown"], stdin: transcript)
    #expect(code == 0)
    #expect(
      markdown.contains("`````console\n$ echo '````'\n````\n</details><script>x</script>\n`````"))
  }

  @Test func longOutputsKeepTheirMiddleInADetails() throws {
    let output = (1...100).map { "line \($0)" }.joined(separator: "\\n")
    let transcript = """
      {"format": "intent-transcript", "version": 1, "messages": [
       {"role": "assistant", "blocks": [
        {"type": "tool_call", "id": "a", "name": "Bash", "arguments": {"command": "seq 100"}},
        {"type": "tool_result", "call_id": "a", "content": "\(output)"}]}]}
      """
    let (code, markdown, err) = runCLI(
      ["transcript", "-", "--format", "markdown"], stdin: transcript)
    #expect(code == 0, "\(err)")
    #expect(markdown.contains("```console\n$ seq 100\nline 1\n"))
    #expect(
      markdown.contains("<details>\n<summary>… 70 more lines</summary>\n\n```console\nline 21\n"))
    #expect(markdown.contains("line 90\n```\n\n</details>\n\n```console\nline 91\n"))
    // `note` renders every line back.
    let (noteCode, html, _) = runCLI(["note", "-", "--format", "html"], stdin: markdown)
    #expect(noteCode == 0)
    for number in [1, 21, 55, 90, 100] {
      #expect(html.contains("line \(number)\n") || html.contains("line \(number)<"))
    }
    #expect(html.contains("<summary>… 70 more lines</summary>"))
  }

  @Test func outDirHasAnIndexGroupedByProjectNewestFirst() throws {
    let root = NSTemporaryDirectory() + "intent-render-index-\(UUID().uuidString)"
    let input = root + "/in"
    // Two sessions of one project filed under different folders (Claude Code's encoded
    // folder name and a copy), a Codex rollout, and a log that names no working directory.
    for (folder, name, copy) in [
      ("-home-ada-stats", "median.claude-code.jsonl", "median.claude-code.jsonl"),
      ("copies", "median.claude-code.jsonl", "median-again.claude-code.jsonl"),
      ("beta", "greeting.codex.jsonl", "greeting.codex.jsonl"),
      ("notes", "lint.gemini.json", "lint.gemini.json"),
    ] {
      try FileManager.default.createDirectory(
        atPath: input + "/" + folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: Self.fixture(name), toPath: input + "/" + folder + "/" + copy)
    }
    let (code, _, err) = runCLI(["transcript", input, "--out-dir", root + "/out"])
    #expect(code == 0, "\(err)")
    let index = try String(contentsOfFile: root + "/out/index.html", encoding: .utf8)
    #expect(index.contains("default-src &#x27;none&#x27;"))
    #expect(!index.lowercased().contains("<script"))
    // Grouped by the working directory the logs record, written as they wrote it; the
    // folder name only for the log without one.
    #expect(!index.contains("<h2>-home-ada-stats</h2>") && !index.contains("<h2>copies</h2>"))
    #expect(!index.contains("<h2>beta</h2>") && !index.contains("~"))
    let stats = try #require(index.range(of: "<h2>/home/ada/stats</h2>"))
    let greeter = try #require(index.range(of: "<h2>/home/ada/greeter</h2>"))
    #expect(index.contains("<h2>notes</h2>"))
    // /home/ada/stats's newest session (2026-03-02) is newer than the greeter's (2025-10-29).
    #expect(stats.lowerBound < greeter.lowerBound)
    let section = String(index[stats.upperBound...]).components(separatedBy: "</section>")[0]
    // Every project's table has the same columns, so the sections line up; dates and
    // durations keep to one line.
    #expect(section.contains("<colgroup><col class=\"c-session\">"))
    #expect(section.contains("-home-ada-stats/median.claude-code.html"))
    #expect(section.contains("copies/median-again.claude-code.html"))
    // Tokens as the page's header shows them: cache reads and writes apart from input.
    #expect(
      index.contains(
        "Add a median to the stats module</a></td><td class=\"nw\">2026-03-02 09:00 UTC</td><td class=\"nw\">3 min 58 s</td><td class=\"n\">2</td><td class=\"model\">claude-sonnet-4-5-20250929</td><td class=\"n tokens\"><span>29,830 in</span> · <span>5,510 out</span> · <span>266,000 cache read</span> · <span>7,600 cache write</span></td>"
      ))
  }
}
