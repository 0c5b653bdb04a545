import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// What a person at a terminal finds in the command line: `--paging` wherever output can reach
/// a terminal (help, the three completion scripts and the man page, all from the tables), and
/// the usage when `intent-render` is typed alone.
@Suite struct TerminalOptionTests {
  /// The subcommands whose output may go to a terminal (the servers answer a program, and a
  /// completion script is read by a shell).
  static let terminalCommands = ["note", "highlight", "languages", "diagram", "diff", "transcript"]

  @Test func pagingIsInEveryTerminalSubcommandsTableHelpAndCompletions() {
    let specs = CommandRegistry.all.map(\.spec)
    #expect(Set(specs.map(\.name)).isSuperset(of: Self.terminalCommands))
    for name in Self.terminalCommands {
      let spec = specs.first { $0.name == name }
      #expect(spec?.option("--paging") != nil, "\(name) has no --paging")
      let help = runCLI([name, "--help"]).1
      #expect(help.contains("--paging"), "\(name) --help")
      let fish = runCLI(["completions", "fish"]).1
      #expect(
        fish.contains(
          "__fish_seen_subcommand_from \(name)' -l paging -x -a 'auto always never'"),
        "fish completion of \(name)")
    }
    for shell in ["bash", "zsh"] {
      let script = runCLI(["completions", shell]).1
      let count = script.components(separatedBy: "--paging").count - 1
      #expect(count >= Self.terminalCommands.count, "\(shell): --paging \(count) times")
    }
  }

  @Test func pagingIsInEveryTerminalSubcommandsManSection() throws {
    let page = runCLI(["--man"]).1
    let sections = page.components(separatedBy: "\n.SS ").dropFirst()
    for name in Self.terminalCommands {
      let section = try #require(
        sections.first { $0.hasPrefix("\"intent\\-render \(name) ") }, "no man section \(name)")
      #expect(section.contains("\\fB\\-\\-paging\\fR"), "man page section of \(name)")
    }
  }

  @Test func aloneOnATerminalItPrintsTheUsage() throws {
    guard TmuxPane.available else {
      print("NOTICE: tmux not installed; intent-render alone on a terminal was not checked")
      return
    }
    let session = try #require(
      TmuxSession(
        "env -i PATH=/usr/bin:/bin TERM=xterm-256color \(TmuxPane.quoted(ProcessRun.binary))",
        columns: 100, rows: 40))
    defer { session.close() }
    let screen = try #require(session.outputBeforeEnd())
    #expect(screen.contains("Usage: intent-render SUBCOMMAND [OPTIONS] [FILE|-]"))
    for name in Self.terminalCommands { #expect(screen.contains("  \(name) ")) }
    #expect(screen.contains("intent-render: missing subcommand"))
    #expect(session.exitStatus() == 2)
  }
}
