import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// The completion scripts load in their shells and offer what the tables hold.
@Suite struct CompletionScriptTests {
  static let environment = ProcessInfo.processInfo.environment

  func script(_ shell: String) throws -> (path: String, text: String, folder: TemporaryFolder) {
    let folder = try TemporaryFolder()
    let (code, out, err) = runCLI(["completions", shell], environment: Self.environment)
    #expect(code == 0, "\(err)")
    let path = folder.path("intent-render.\(shell)")
    try out.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, out, folder)
  }

  @Test func everyOptionIsOffered() throws {
    for shell in ["bash", "zsh", "fish"] {
      let text = try script(shell).text
      for spec in CommandRegistry.all.map(\.spec) {
        #expect(text.contains(spec.name), "\(shell) \(spec.name)")
        for option in spec.options {
          let name = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
          #expect(text.contains(name), "\(shell) \(spec.name) \(option.name)")
          for choice in option.choices ?? [] { #expect(text.contains(choice)) }
        }
      }
      #expect(text.contains("swift") && text.contains("python"), "\(shell): languages")
    }
  }

  /// `complete -p` after sourcing, then the function asked as bash asks it.
  @Test(.enabled(if: ShellCommand.exists("bash"))) func bashLoadsAndCompletes() throws {
    let (path, _, folder) = try script("bash")
    _ = folder
    func complete(_ words: [String]) -> [String] {
      let array = words.map(ShellCommand.quote).joined(separator: " ")
      let outcome = ShellCommand.run(
        "source \(ShellCommand.quote(path)) && COMP_WORDS=(\(array)) && "
          + "COMP_CWORD=\(words.count - 1) && _intent_render && printf '%s\\n' \"${COMPREPLY[@]}\"",
        shell: "/bin/bash")
      return outcome.stdout.split(separator: "\n").map(String.init)
    }
    let loaded = ShellCommand.run(
      "source \(ShellCommand.quote(path)) && complete -p intent-render", shell: "/bin/bash")
    #expect(loaded.status == 0, "\(loaded.stderr)")
    #expect(loaded.stdout.contains("-F _intent_render intent-render"))
    #expect(complete(["intent-render", "hi"]) == ["highlight"])
    #expect(complete(["intent-render", "note", "--for"]) == ["--format"])
    #expect(complete(["intent-render", "note", "--format", "h"]) == ["html"])
    #expect(complete(["intent-render", "diff", "--color", "="]) == ["auto", "always", "never"])
    #expect(complete(["intent-render", "highlight", "--language", "swif"]) == ["swift"])
    #expect(complete(["intent-render", "completions", "f"]) == ["fish"])
    #expect(complete(["intent-render", "diagram", "-t", "a"]) == ["auto"])
  }

  @Test(.enabled(if: ShellCommand.exists("zsh"))) func zshParses() throws {
    // The folder is kept until the shell has read the script (it is deleted with its owner).
    let (path, _, folder) = try script("zsh")
    let outcome = ShellCommand.run("zsh -n \(ShellCommand.quote(path))")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    withExtendedLifetime(folder) {}
  }

  @Test(.enabled(if: ShellCommand.exists("fish"))) func fishParses() throws {
    // The folder is kept until the shell has read the script (it is deleted with its owner).
    let (path, _, folder) = try script("fish")
    let outcome = ShellCommand.run("fish -n \(ShellCommand.quote(path))")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    withExtendedLifetime(folder) {}
  }

  /// fish's own completer (`complete -C`) asked as a user's Tab would ask it.
  @Test(.enabled(if: ShellCommand.exists("fish"))) func fishCompletes() throws {
    let (path, _, folder) = try script("fish")
    func complete(_ line: String) -> [String] {
      let outcome = ShellCommand.run(
        "fish -c \(ShellCommand.quote("source \(ShellCommand.quote(path)); complete -C \(ShellCommand.quote(line))"))"
      )
      // Each candidate is followed by a tab and its description.
      return outcome.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(complete("intent-render hi") == ["highlight"])
    #expect(complete("intent-render note --format h") == ["html"])
    #expect(complete("intent-render highlight --language swif") == ["swift"])
    withExtendedLifetime(folder) {}
  }

  @Test func unknownShellIsAUsageError() {
    let (code, out, err) = runCLI(["completions", "bsh"])
    #expect(code == 2 && out.isEmpty)
    #expect(
      err == "intent-render: 'completions' takes bash|zsh|fish, got 'bsh' (did you mean 'bash'?)\n")
    #expect(runCLI(["completions"]).0 == 2)
  }
}
