import Foundation
import TestSupport
import Testing

/// `transcript --links` (#33 "glow"): the same link styles as `note`, from the same option
/// row, applied to the Markdown of the messages in terminal output. Each drives the binary.
@Suite struct TranscriptLinkTests {
  static let conversation = #"""
    [{"role": "user", "content": "Where are the docs?"},
     {"role": "assistant", "content": "See [the docs](https://example.org/docs) now."}]
    """#

  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String = conversation
  ) -> ProcessRun.Outcome {
    var run = ProcessRun(["transcript", "-"] + arguments)
    run.input = .data(Data(input.utf8))
    run.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
      .merging(environment) { $1 }
    return run.run()
  }

  @Test(arguments: [
    ("refs", "See the docs[1] now.", true),
    ("inline", "See the docs (https://example.org/docs) now.", false),
    ("none", "See the docs now.", false),
  ])
  func messagesTakeTheLinkStyle(style: String, expected: String, listed: Bool) {
    let outcome = Self.run(["--format", "text", "--links", style])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdoutText.contains(expected), "\(outcome.stdoutText)")
    #expect(outcome.stdoutText.contains("[1]: https://example.org/docs") == listed)
  }

  @Test func osc8WithColourAndAutoFollowsTheTerminal() {
    let osc8 = Self.run(["--format", "ansi", "--color", "always", "--links", "osc8"])
    #expect(osc8.stdoutText.contains("\u{1B}]8;;https://example.org/docs\u{1B}\\"))
    #expect(!osc8.stdoutText.contains("[1]"))
    // auto into a pipe: references, unless FORCE_HYPERLINK says the terminal takes links.
    let auto = Self.run(["--format", "ansi", "--color", "always"])
    #expect(auto.stdoutText.contains("[1]"))
    let forced = Self.run(
      ["--format", "ansi", "--color", "always"], environment: ["FORCE_HYPERLINK": "1"])
    #expect(forced.stdoutText.contains("\u{1B}]8;;https://example.org/docs"))
  }

  @Test func theOptionIsNotesAndTerminalOnly() {
    // No input: the usage error ends the process before it reads any.
    let html = Self.run(["--format", "html", "--links", "inline"], input: "")
    #expect(html.status == 2)
    #expect(html.stderr.contains("--links is for terminal output"), "\(html.stderr)")
    // A typed --links means terminal output even into a pipe.
    let chosen = Self.run(["--links", "inline"])
    #expect(chosen.stdoutText.contains("See the docs (https://example.org/docs) now."))
    // One row, shared: the help of both commands says the same.
    let noteHelp = ProcessRun(["note", "--help"]).run().stdoutText
    let transcriptHelp = ProcessRun(["transcript", "--help"]).run().stdoutText
    let row = { (help: String) in
      help.split(separator: "\n").first { $0.contains("--links") }.map(String.init)
    }
    #expect(row(noteHelp) != nil)
    #expect(row(noteHelp) == row(transcriptHelp))
  }
}
