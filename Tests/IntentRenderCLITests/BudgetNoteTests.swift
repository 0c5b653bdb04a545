import Foundation
import Highlight
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderJobs

/// Code shown plain because a highlighting budget ran out says so on stderr, in one line
/// naming the budget, when the output is a terminal (and only then: a pipe's reader has the
/// JSON `fallback`).
@Suite struct BudgetNoteTests {
  /// Each budget's reason, as Highlighter gives it, is recognized and named by its flag.
  @Test func everyBudgetReasonNamesItsFlag() {
    let highlighter = Highlighter(environment: [:])
    func reason(_ code: String, _ limits: HighlightLimits) -> HighlightFallback? {
      highlighter.highlight(
        code: code, language: "swift", theme: ThemeCatalog.dark, limits: limits
      ).fallback
    }
    var bytes = HighlightLimits()
    bytes.maxBytes = 4
    var line = HighlightLimits()
    line.maxLineLength = 4
    var runs = HighlightLimits()
    runs.maxRuns = 1
    let code = "let a = 1 // x\n"
    #expect(BudgetNote.flag(for: reason(code, bytes)) == "--max-bytes")
    #expect(BudgetNote.flag(for: reason(code, line)) == "--max-line")
    #expect(BudgetNote.flag(for: reason(code, runs)) == "--max-runs")
    #expect(BudgetNote.flag(for: .timeLimit(seconds: 5)) == "--time-limit")
    #expect(
      BudgetNote.message(file: "a.swift", fallback: .timeLimit(seconds: 5))
        == "a.swift: shown plain: highlighting took more than 5.0 s of CPU time (budget --time-limit)"
    )
    // Not budgets: plain by design.
    #expect(BudgetNote.flag(for: .unknownLanguage) == nil)
    #expect(BudgetNote.flag(for: .noGrammar(language: "Foo")) == nil)
    #expect(BudgetNote.flag(for: .cancelled) == nil)
    #expect(BudgetNote.flag(for: nil) == nil)
  }

  /// Runs `arguments` in a tmux pane (standard output the terminal) and through `| cat`;
  /// returns the standard error of each.
  static func stderrOnTerminalAndPipe(_ arguments: String, folder: TemporaryFolder) throws
    -> (terminal: String, pipe: String)?
  {
    guard TmuxPane.available else {
      print("NOTICE: tmux not installed; the budget note on a terminal was not checked")
      return nil
    }
    var results: [String] = []
    for (name, tail) in [("tty", ""), ("pipe", " | cat >/dev/null")] {
      let errors = folder.path("\(name).err")
      let command =
        "env -i PATH=/usr/bin:/bin TERM=xterm-256color LANG=C.UTF-8 "
        + "\(TmuxPane.quoted(ProcessRun.binary)) \(arguments) 2>\(TmuxPane.quoted(errors))\(tail)"
      let session = try #require(TmuxSession(command, columns: 100, rows: 30))
      defer { session.close() }
      #expect(session.exitStatus(timeout: 4.5) == 0, "\(command): \(session.screen() ?? "")")
      results.append((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "(none)")
    }
    return (results[0], results[1])
  }

  @Test func highlightOnATerminalNamesTheBudget() throws {
    let folder = try TemporaryFolder()
    let source = folder.path("wide.swift")
    try ("let a = \"" + String(repeating: "x", count: 40) + "\"\nlet b = 2\n").write(
      toFile: source, atomically: true, encoding: .utf8)
    guard
      let errors = try Self.stderrOnTerminalAndPipe(
        "highlight --paging never --max-line 30 \(TmuxPane.quoted(source))", folder: folder)
    else { return }
    #expect(
      errors.terminal
        == "intent-render: warning: \(source): shown plain: line 1 is 50 UTF-16 code units long, "
        + "over the limit of 30 (budget --max-line)\n")
    #expect(errors.pipe == "")
  }

  @Test func noteFencesOnATerminalNameTheBudget() throws {
    let folder = try TemporaryFolder()
    let note = folder.path("wide.md")
    let wide = String(repeating: "y", count: 10_001)
    try "Text.\n\n```swift\nlet a = \"\(wide)\"\n```\n".write(
      toFile: note, atomically: true, encoding: .utf8)
    guard
      let errors = try Self.stderrOnTerminalAndPipe(
        "note --paging never \(TmuxPane.quoted(note))", folder: folder)
    else { return }
    let lines = errors.terminal.split(separator: "\n")
    #expect(lines.count == 1, "\(errors.terminal)")
    #expect(
      errors.terminal.hasPrefix("intent-render: warning: \(note):3:1: a swift fence of ")
        && errors.terminal.contains(
          "is shown plain: line 1 is 10011 UTF-16 code units long, over the limit of 10000"),
      "\(errors.terminal)")
    #expect(errors.pipe == "")
  }

  @Test func diffOnATerminalNamesTheBudgetOncePerFile() throws {
    let folder = try TemporaryFolder()
    let patch = folder.path("wide.diff")
    // Two hunks over the 512 KiB a hunk may hold (a line counts up to the 400 bytes of it
    // that are tokenized): one warning for the file. The hunks are analysed on two threads,
    // and the warning names the one whose analysis ends first: either hunk's line.
    let lines = String(repeating: "+" + String(repeating: "z", count: 1_000) + "\n", count: 1_400)
    let diff =
      "diff --git a/a.swift b/a.swift\n--- a/a.swift\n+++ b/a.swift\n@@ -1,1 +1,1400 @@\n"
      + "-let a = 1\n" + lines + "@@ -1700,1 +1700,1400 @@\n-let c = 3\n" + lines
    try diff.write(toFile: patch, atomically: true, encoding: .utf8)
    guard
      let errors = try Self.stderrOnTerminalAndPipe(
        "diff --paging never \(TmuxPane.quoted(patch))", folder: folder)
    else { return }
    let warnings = errors.terminal.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(warnings.count == 2 && warnings[1].isEmpty, "one warning: \(errors.terminal)")
    let first = "intent-render: warning: \(patch):4: a.swift is shown without syntax colours: "
    let second = "intent-render: warning: \(patch):1406: a.swift is shown without syntax colours: "
    let line = String(warnings.first ?? "")
    #expect(line.hasPrefix(first) || line.hasPrefix(second), "\(line)")
    #expect(line.hasSuffix(" bytes, over the limit of 524288") && line.contains(": the hunk is "))
    #expect(errors.pipe == "")
  }
}
