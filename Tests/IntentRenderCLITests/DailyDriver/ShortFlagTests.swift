import Foundation
import TestSupport
import Testing

/// bat/glow/delta muscle memory (#33 item 9): `-w -p -l -n -s` wherever they apply, a
/// suggestion by meaning rather than by spelling, and a hint when the first word is an input.
@Suite struct ShortFlagTests {
  static func run(_ arguments: [String], stdin: String = "") -> ProcessRun.Outcome {
    FormatChoiceTests.run(arguments, stdin: stdin)
  }

  @Test func noteTakesWidthPlainAndTheme() {
    let words = Array(repeating: "word", count: 40).joined(separator: " ")
    let outcome = Self.run(["note", "-w", "40", "-p", "-s", "light", "-"], stdin: words + "\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdoutText.split(separator: "\n")
    #expect(lines.count > 4)
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func highlightTakesLanguageNumbersAndPlain() {
    let numbered = Self.run(["highlight", "-l", "rust", "-n", "-"], stdin: "fn main() {}\n")
    #expect(numbered.status == 0, "\(numbered.stderr)")
    #expect(numbered.stdoutText.contains("1") && numbered.stdoutText.contains("fn main"))
    // -p: no decorations, as bat's -pp.
    let plain = Self.run(
      ["highlight", "-l", "rust", "-n", "-p", "--format", "ansi", "-"], stdin: "fn main() {}\n")
    #expect(plain.stdoutText == "fn main() {}\n")
  }

  @Test(arguments: [
    ["diff", "-w", "60", "-s", "dark", "-p"],
    ["transcript", "-w", "60", "-p", "-s", "dark", "--format", "ansi"],
  ])
  func theSameShortFlagsOnEverySubcommand(arguments: [String]) {
    let outcome = Self.run(arguments + ["-"], stdin: "")
    #expect(outcome.status != 2, "\(outcome.stderr)")
    #expect(!outcome.stderr.contains("unknown option"))
  }

  @Test func aSuggestionFollowsTheMeaningNotTheLetter() {
    let short = Self.run(["languages", "-w", "40"])
    #expect(short.status == 2)
    #expect(!short.stderr.contains("did you mean '-o'"), "\(short.stderr)")
    let theme = Self.run(["highlight", "-t", "dark", "-"])
    #expect(theme.stderr.contains("did you mean '--theme'"), "\(theme.stderr)")
    let long = Self.run(["note", "--widht", "40", "-"])
    #expect(long.stderr.contains("did you mean '--width'"), "\(long.stderr)")
  }

  @Test func aFileOrAURLAsTheFirstWordGetsTheCommandToType() throws {
    let note = Self.run(["README.md"])
    #expect(note.status == 2)
    #expect(note.stderr.contains("intent-render note README.md"), "\(note.stderr)")
    let url = Self.run(["https://example.org/README.md"])
    #expect(
      url.stderr.contains("curl -fsSL 'https://example.org/README.md' | intent-render note -"))
    let input = Self.run(["note", "https://example.org/README.md"])
    #expect(input.status == 1)
    #expect(input.stderr.contains("| intent-render note -"))
  }
}
