import Foundation
import TestSupport
import Testing

/// What glow and delta users expect (#33 "glow", "delta"): `:emoji:` shortcodes, a link style
/// switch, OSC 8 inside tmux 3.4+, and `--side-by-side`. Each drives the built binary.
@Suite struct GlowDeltaFeatureTests {
  static func run(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) -> ProcessRun.Outcome {
    var run = ProcessRun(arguments)
    run.input = .data(Data(stdin.utf8))
    run.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
      .merging(environment) { $1 }
    return run.run()
  }

  @Test func shortcodesBecomeEmojiOutsideCode() {
    let note = "# Release :tada:\n\nShip :rocket: :+1: `:tada:` :nope:\n\n```\n:bug:\n```\n"
    let terminal = Self.run(["note", "--format", "text", "-"], stdin: note)
    #expect(terminal.status == 0, "\(terminal.stderr)")
    #expect(terminal.stdoutText.contains("Release 🎉"))
    #expect(terminal.stdoutText.contains("Ship 🚀 👍 :tada: :nope:"), "\(terminal.stdoutText)")
    #expect(terminal.stdoutText.contains(":bug:"))
    let html = Self.run(["note", "--format", "html", "-"], stdin: note)
    #expect(html.stdoutText.contains("<h1>Release 🎉</h1>"), "\(html.stdoutText)")
    #expect(html.stdoutText.contains("<code>:tada:</code>"))
    // The reference output is cmark-gfm's: no emoji.
    let reference = Self.run(["note", "--commonmark", "--format", "html", "-"], stdin: note)
    #expect(reference.stdoutText.contains("Release :tada:"))
  }

  static let linked = "See [the docs](https://example.org/docs) and more.\n"

  @Test(arguments: [
    ("refs", "See the docs[1] and more.\n[1]: https://example.org/docs\n"),
    ("inline", "See the docs (https://example.org/docs) and more.\n"),
    ("none", "See the docs and more.\n"),
    // Without colour there are no escapes to carry a hyperlink: the URL stays as a reference.
    ("osc8", "See the docs[1] and more.\n[1]: https://example.org/docs\n"),
  ])
  func linkStylesShowDestinationsAsAsked(style: String, expected: String) {
    let outcome = Self.run(["note", "--format", "text", "--links", style, "-"], stdin: Self.linked)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdoutText == expected)
  }

  @Test func osc8LinksWithColourAndTheirSwitchIsTerminalOnly() {
    let outcome = Self.run(
      ["note", "--color", "always", "--links", "osc8", "-"], stdin: Self.linked)
    #expect(outcome.stdoutText.contains("\u{1B}]8;;https://example.org/docs\u{1B}\\"))
    #expect(!outcome.stdoutText.contains("[1]"))
    let html = Self.run(["note", "--format", "html", "--links", "inline", "-"], stdin: "x\n")
    #expect(html.status == 2)
    #expect(html.stderr.contains("--links is for terminal output"), "\(html.stderr)")
  }

  /// On a terminal (a pseudo-terminal `script` opens) tmux 3.4 and later gets OSC 8 links,
  /// earlier versions numbered references.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")),
    arguments: [("3.4", true), ("3.3a", false)])
  func tmuxFromThreeFourGetsHyperlinks(version: String, hyperlinks: Bool) throws {
    let folder = try TemporaryFolder()
    let path = try FormatChoiceTests.file(folder, "links.md", Self.linked)
    var run = ProcessRun(["-qec", "\(ProcessRun.binary) note --paging never \(path)", "/dev/null"])
    run.executable = "/usr/bin/script"
    run.environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
      "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": version, "COLORFGBG": "15;0",
    ]
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdoutText.contains("\u{1B}]8;;https://example.org/docs") == hyperlinks)
    #expect(outcome.stdoutText.contains("[1]") == !hyperlinks, "\(outcome.stdoutText)")
  }

  @Test func sideBySideIsSplit() {
    let diff = "--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n a = 1\n-b = 2\n+b = 3\n"
    let split = Self.run(["diff", "--split", "-w", "100", "--color", "never", "-"], stdin: diff)
    let side = Self.run(
      ["diff", "--side-by-side", "-w", "100", "--color", "never", "-"], stdin: diff)
    let unified = Self.run(
      ["diff", "--unified", "-w", "100", "--color", "never", "-"], stdin: diff)
    #expect(side.status == 0, "\(side.stderr)")
    #expect(side.stdout == split.stdout)
    #expect(side.stdout != unified.stdout)
    let both = Self.run(["diff", "--side-by-side", "--unified", "-"], stdin: diff)
    #expect(both.status == 2)
    #expect(both.stderr.contains("--side-by-side and --unified contradict"), "\(both.stderr)")
  }
}
