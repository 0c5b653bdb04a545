import Foundation
import TestSupport
import Testing

/// The pager as a person at a terminal meets it, in tmux panes: tall output pages through
/// `$INTENT_RENDER_PAGER`, else `$PAGER`, else `less -RFX`; short output, `--paging never`
/// and pipes never page; a missing pager falls back to writing directly.
@Suite struct PagerTests {
  /// A note of `lines` numbered paragraphs, `row 1` … `row N` (one screen line each).
  static func tallNote(_ folder: TemporaryFolder, lines: Int) throws -> String {
    let path = folder.path("tall.md")
    let text = (1...lines).map { "row \($0)" }.joined(separator: "\n\n") + "\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A pager script that records that it ran (and what it read) in `NAME.log`.
  static func fakePager(_ folder: TemporaryFolder, name: String) throws -> String {
    let path = folder.path(name)
    let script = "#!/bin/sh\ncat > \(TmuxPane.quoted(folder.path(name + ".log")))\n"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }

  static func ran(_ folder: TemporaryFolder, _ name: String) -> String? {
    try? String(contentsOfFile: folder.path(name + ".log"), encoding: .utf8)
  }

  /// `env -i` with a terminal's basics, so the test's own PAGER or COLUMNS never leak in.
  static func command(_ arguments: String, environment: [String] = []) -> String {
    (["env", "-i", "PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8"] + environment)
      .map(TmuxPane.quoted).joined(separator: " ") + " " + TmuxPane.quoted(ProcessRun.binary)
      + " " + arguments
  }

  static var skipped: Bool {
    guard TmuxPane.available else {
      print("NOTICE: tmux not installed; the pager tests did not run")
      return true
    }
    return false
  }

  @Test func tallOutputPagesThroughLessAndQEndsQuietly() throws {
    guard !Self.skipped else { return }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/less") else {
      print("NOTICE: less not installed; the default pager was not checked")
      return
    }
    let folder = try TemporaryFolder()
    // More than a pipe's 64 KiB, so the write after `q` meets a closed pipe.
    let note = try Self.tallNote(folder, lines: 9000)
    let errors = folder.path("stderr")
    let session = try #require(
      TmuxSession(
        Self.command("note \(TmuxPane.quoted(note)) 2>\(TmuxPane.quoted(errors))"), rows: 20))
    defer { session.close() }
    // less -RFX: the first screen, then its `:` prompt on the last row; the command waits.
    let paged = session.waitFor {
      $0.contains("row 1") && $0.split(separator: "\n").last == ":"
    }
    #expect(paged != nil, "no pager prompt: \(session.screen() ?? "")")
    #expect(session.screen()?.contains(TmuxSession.endMarker) == false)
    session.send("q")
    #expect(session.exitStatus() == 0)
    #expect((try? String(contentsOfFile: errors, encoding: .utf8)) == "")
  }

  @Test func shortOutputIsWrittenWithoutAPager() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let pager = try Self.fakePager(folder, name: "pager")
    let note = try Self.tallNote(folder, lines: 5)
    let session = try #require(
      TmuxSession(
        Self.command("note \(TmuxPane.quoted(note))", environment: ["PAGER=\(pager)"]), rows: 20))
    defer { session.close() }
    let output = try #require(session.outputBeforeEnd())
    #expect(output.contains("row 5"))
    #expect(Self.ran(folder, "pager") == nil)
  }

  @Test(arguments: ["--paging never", "| cat"])
  func neverPagingAndPipesWriteDirectly(_ how: String) throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let pager = try Self.fakePager(folder, name: "pager")
    let note = try Self.tallNote(folder, lines: 60)
    let arguments =
      how.hasPrefix("|")
      ? "note \(TmuxPane.quoted(note)) \(how)" : "note \(how) \(TmuxPane.quoted(note))"
    let session = try #require(
      TmuxSession(Self.command(arguments, environment: ["PAGER=\(pager)"]), rows: 20))
    defer { session.close() }
    let output = try #require(session.outputBeforeEnd())
    #expect(output.contains("row 60"))
    #expect(Self.ran(folder, "pager") == nil)
    #expect(session.exitStatus() == 0)
  }

  @Test func intentRenderPagerBeatsPager() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let own = try Self.fakePager(folder, name: "own")
    let general = try Self.fakePager(folder, name: "general")
    let note = try Self.tallNote(folder, lines: 60)
    let session = try #require(
      TmuxSession(
        Self.command(
          "note \(TmuxPane.quoted(note))",
          environment: ["INTENT_RENDER_PAGER=\(own)", "PAGER=\(general)"]), rows: 20))
    defer { session.close() }
    #expect(session.exitStatus() == 0)
    let paged = try #require(Self.ran(folder, "own"), "INTENT_RENDER_PAGER did not run")
    #expect(paged.contains("row 1") && paged.contains("row 60"))
    #expect(Self.ran(folder, "general") == nil)
  }

  /// Pagers pass colour escapes but not picture escapes: with pictures on, `auto` writes
  /// directly and only `--paging always` pages.
  @Test(arguments: [("--images always", false), ("--images always --paging always", true)])
  func picturesKeepOutputOutOfThePager(_ flags: String, paged: Bool) throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let pager = try Self.fakePager(folder, name: "pager")
    let note = try Self.tallNote(folder, lines: 60)
    let session = try #require(
      TmuxSession(
        Self.command(
          "note \(flags) \(TmuxPane.quoted(note))",
          environment: ["PAGER=\(pager)", "TERM=xterm-kitty"]), rows: 20))
    defer { session.close() }
    #expect(session.exitStatus() == 0)
    #expect((Self.ran(folder, "pager") != nil) == paged)
  }

  @Test func pagerIsUsedWithoutIntentRenderPager() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let general = try Self.fakePager(folder, name: "general")
    let note = try Self.tallNote(folder, lines: 60)
    let session = try #require(
      TmuxSession(
        Self.command("note \(TmuxPane.quoted(note))", environment: ["PAGER=\(general)"]),
        rows: 20))
    defer { session.close() }
    #expect(session.exitStatus() == 0)
    #expect(Self.ran(folder, "general")?.contains("row 60") == true)
  }

  @Test func aMissingPagerFallsBackToWritingDirectly() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let note = try Self.tallNote(folder, lines: 60)
    let errors = folder.path("stderr")
    let session = try #require(
      TmuxSession(
        Self.command(
          "note \(TmuxPane.quoted(note)) 2>\(TmuxPane.quoted(errors))",
          environment: ["INTENT_RENDER_PAGER=\(folder.path("no-such-pager"))"]), rows: 20))
    defer { session.close() }
    let output = try #require(session.outputBeforeEnd())
    #expect(output.contains("row 60"))
    #expect(session.exitStatus() == 0)
    #expect((try? String(contentsOfFile: errors, encoding: .utf8)) == "")
  }

  @Test func highlightOnATerminalIsColouredCodeAndPagesToo() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let pager = try Self.fakePager(folder, name: "pager")
    let source = folder.path("long.py")
    try (1...60).map { "value_\($0) = \($0)" }.joined(separator: "\n").write(
      toFile: source, atomically: true, encoding: .utf8)
    let session = try #require(
      TmuxSession(
        Self.command("highlight \(TmuxPane.quoted(source))", environment: ["PAGER=\(pager)"]),
        rows: 20))
    defer { session.close() }
    #expect(session.exitStatus() == 0)
    let paged = try #require(Self.ran(folder, "pager"))
    #expect(paged.contains("\u{1B}[") && paged.contains("value_60"))
    #expect(!paged.contains("\"runs\""))
  }
}
