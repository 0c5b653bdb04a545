import Foundation
import TestSupport
import Testing

/// `diff --navigate` (#33 "delta"): every file header marked `Δ`, every hunk header `•`, and
/// less started searching for the marks, so `n` and `N` jump between files and hunks. Driven
/// in a real terminal (tmux) with the real less.
@Suite(
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less"), "less missing"))
struct DiffNavigationTests {
  /// `files` files of two hunks each, every hunk 12 lines: taller than a 24-row screen.
  static func diff(files: Int) -> String {
    var out = ""
    for file in 0..<files {
      out += "diff --git a/f\(file).py b/f\(file).py\n--- a/f\(file).py\n+++ b/f\(file).py\n"
      for hunk in 0..<2 {
        out += "@@ -\(hunk * 100 + 1),12 +\(hunk * 100 + 1),12 @@\n"
        for line in 0..<5 { out += " ctx\(file)_\(hunk)_\(line) = \(line)\n" }
        out += "-old\(file)_\(hunk) = 1\n+new\(file)_\(hunk) = 2\n"
        for line in 0..<6 { out += " tail\(file)_\(hunk)_\(line) = \(line)\n" }
      }
    }
    return out
  }

  static func topLine(_ session: TmuxSession, is expected: String) -> String? {
    // The pane keeps trailing spaces (a file header is filled to the width).
    session.waitFor { screen in
      screen.split(separator: "\n").first.map {
        String($0.reversed().drop { $0 == " " }.reversed())
      } == expected
    }
  }

  @Test func nAndCapitalNJumpBetweenFilesAndHunks() throws {
    let folder = try TemporaryFolder()
    let path = try TerminalDriverTests.file(folder, "change.diff", Self.diff(files: 6))
    let session = try #require(
      TmuxSession(
        TerminalDriverTests.command("diff --navigate --paging always \(TmuxPane.quoted(path))"),
        columns: 80, rows: 24))
    defer { session.close() }
    #expect(Self.topLine(session, is: "Δ f0.py  · +2 −2") != nil, "\(session.screen() ?? "")")
    // The first `n` finds the next mark after the top line: the first hunk, then the second,
    // then the next file's header.
    session.send("n")
    #expect(Self.topLine(session, is: "• @@ -1,12 +1,12 @@") != nil, "\(session.screen() ?? "")")
    session.send("n")
    #expect(Self.topLine(session, is: "• @@ -101,12 +101,12 @@") != nil)
    session.send("n")
    #expect(Self.topLine(session, is: "Δ f1.py  · +2 −2") != nil, "\(session.screen() ?? "")")
    session.send("N")
    #expect(
      Self.topLine(session, is: "• @@ -101,12 +101,12 @@") != nil, "\(session.screen() ?? "")")
    session.send("q")
    #expect(session.exitStatus() == 0)
  }

  /// Another pager has no use for the marks: none are written.
  @Test func anotherPagerGetsNoMarks() throws {
    let folder = try TemporaryFolder()
    let path = try TerminalDriverTests.file(folder, "change.diff", Self.diff(files: 1))
    let session = try #require(
      TmuxSession(
        TerminalDriverTests.command(
          "diff --navigate --paging always \(TmuxPane.quoted(path))",
          environment: ["INTENT_RENDER_PAGER=cat"]), columns: 80, rows: 40))
    defer { session.close() }
    let screen = try #require(session.outputBeforeEnd(), "\(session.screen() ?? "")")
    #expect(screen.contains(" f0.py  · +2 −2"))
    #expect(!screen.contains("Δ") && !screen.contains("•"), "\(screen)")
  }

  /// Into a pipe the marks are written, for the user's own `less --pattern`; without the
  /// flag there are none.
  @Test func intoAPipeTheMarksAreWritten() {
    var run = ProcessRun(["diff", "--navigate", "--color", "never", "-"])
    run.input = .data(Data(Self.diff(files: 2).utf8))
    let lines = run.run().stdoutText.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("Δ f") }.count == 2)
    #expect(lines.filter { $0.hasPrefix("• @@") }.count == 4)
    var plain = ProcessRun(["diff", "--color", "never", "-"])
    plain.input = .data(Data(Self.diff(files: 2).utf8))
    #expect(!plain.run().stdoutText.contains("Δ"))
  }
}
