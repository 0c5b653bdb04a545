import Foundation
import TestSupport
import Testing

/// What a terminal shows (#33 items 1, 8, 9, 10), in tmux panes on private servers.
@Suite(.enabled(if: TmuxPane.available, "tmux not installed"))
struct TerminalDriverTests {
  /// `env -i` with a terminal's basics, so the test's own colour or pager settings never leak.
  static func command(_ arguments: String, environment: [String] = []) -> String {
    ([
      "env", "-i", "PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8",
      "COLORTERM=truecolor",
    ] + environment)
    .map(TmuxPane.quoted).joined(separator: " ") + " " + TmuxPane.quoted(ProcessRun.binary)
      + " " + arguments
  }

  static func file(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> String {
    let path = folder.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Colour forced into a pipe (`| less -R`, git's pager set-up) follows the background of
  /// the terminal the pipe ends on, as output to the terminal itself does.
  @Test(arguments: [("#fafafa", "light"), ("#101010", "dark")])
  func colourIntoAPipeFollowsTheControllingTerminal(background: String, theme: String) throws {
    let folder = try TemporaryFolder()
    let code = try Self.file(folder, "main.swift", "let answer = 42 // why\n")
    let out = folder.path("out")
    let pane = TmuxPane(
      columns: 80, rows: 10, configuration: ["set -g window-style bg=\(background)"])
    let command =
      Self.command("highlight \(TmuxPane.quoted(code)) --color always")
      + " | cat > \(TmuxPane.quoted(out))"
    _ = try pane.capture(command)
    var expected = ProcessRun(["highlight", code, "--color", "always", "--theme", theme])
    expected.environment = ["PATH": "/usr/bin:/bin", "COLORTERM": "truecolor"]
    let reference = expected.run()
    let written = try #require(FileManager.default.contents(atPath: out))
    #expect(!written.isEmpty)
    #expect(
      written == reference.stdout, "\(String(decoding: written, as: UTF8.self).debugDescription)")
  }

  /// Without a controlling terminal, `COLORFGBG` (rxvt, Konsole) decides.
  @Test func colourIntoAPipeWithoutATerminalFollowsCOLORFGBG() throws {
    let folder = try TemporaryFolder()
    let code = try Self.file(folder, "main.swift", "let answer = 42\n")
    let binary = TmuxPane.quoted(ProcessRun.binary)
    let base = "env -i PATH=/usr/bin:/bin COLORTERM=truecolor"
    let light = ProcessRun.shell(
      "setsid \(base) COLORFGBG='0;15' \(binary) highlight \(TmuxPane.quoted(code)) --color always </dev/null | cat"
    )
    let reference = ProcessRun.shell(
      "\(base) \(binary) highlight \(TmuxPane.quoted(code)) --color always --theme light | cat")
    #expect(!light.isEmpty)
    #expect(light == reference)
  }

  /// A diagram wider than the terminal is shown as its source with the remark `note` gives,
  /// not wrapped into garbage.
  @Test func aDiagramWiderThanTheTerminalIsShownAsSource() throws {
    let folder = try TemporaryFolder()
    let source = """
      sequenceDiagram
        participant CustomerBrowser
        participant AuthenticationService
        participant OrderDatabase
        participant PaymentGateway
        CustomerBrowser->>PaymentGateway: pay for the order now
      """
    let path = try Self.file(folder, "wide.mmd", source + "\n")
    let pane = TmuxPane(columns: 60, rows: 30)
    let screen = try pane.capture(Self.command("diagram \(TmuxPane.quoted(path))"))
    #expect(screen.contains("participant AuthenticationService"), "\(screen)")
    #expect(screen.contains("diagram shown as source: it needs"))
    #expect(!screen.contains("┌"))
  }

  /// A terminal as standard input says it is being read, so nobody waits on a silent prompt.
  @Test func readingATerminalStandardInputSaysSo() throws {
    let session = try #require(TmuxSession(Self.command("note"), rows: 10))
    defer { session.close() }
    let asked = session.waitFor { $0.contains("reading standard input (Ctrl-D to end)") }
    #expect(asked != nil, "\(session.screen() ?? "")")
    session.send("# Typed", "Enter", "C-d")
    #expect(session.exitStatus() == 0)
    #expect(session.outputBeforeEnd()?.contains("Typed") == true)
  }

  /// `PAGER=more` or `most` would break lines on escape bytes: `less -RFX` pages instead.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/less"), "less missing"),
    arguments: ["more", "most", "/bin/more -s"])
  func morePagesThroughLess(pager: String) throws {
    let folder = try TemporaryFolder()
    let note = try PagerTests.tallNote(folder, lines: 200)
    let session = try #require(
      TmuxSession(
        Self.command("note \(TmuxPane.quoted(note))", environment: ["PAGER=\(pager)"]), rows: 20))
    defer { session.close() }
    // less -RFX: the first screen, then its `:` prompt on the last row (more shows --More--).
    let paged = session.waitFor {
      $0.contains("row 1") && $0.split(separator: "\n").last == ":"
    }
    #expect(paged != nil, "\(session.screen() ?? "")")
    session.send("q")
    #expect(session.exitStatus() == 0)
  }
}
