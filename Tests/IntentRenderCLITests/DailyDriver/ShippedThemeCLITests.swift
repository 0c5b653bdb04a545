import Foundation
import Highlight
import RenderSupport
import TestSupport
import Testing

/// The themes bat and delta users know (#33 "themes users know"): listed by `--list-themes`,
/// and one `--theme NAME` colours code alike in `highlight`, `note`, `diff` and `transcript`.
@Suite struct ShippedThemeCLITests {
  static func run(_ arguments: [String], stdin: String = "") -> ProcessRun.Outcome {
    var run = ProcessRun(arguments)
    run.input = .data(Data(stdin.utf8))
    run.environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
      "COLORTERM": "truecolor",
    ]
    return run.run()
  }

  static let code = "def greet(name):\n    return name\n"

  /// The inputs of each subcommand that carry `code` as Python.
  static func inputs(_ folder: TemporaryFolder) throws -> [(arguments: [String], stdin: String)] {
    let transcript = """
      {"format": "intent-transcript", "version": 1, "messages": [{"role": "assistant",
      "blocks": [{"type": "text", "text": "```python\\n\(code.replacingOccurrences(of: "\n", with: "\\n"))```"}]}]}
      """
    let transcriptPath = try FormatChoiceTests.file(folder, "t.intent.json", transcript)
    let diff = "--- a/x.py\n+++ b/x.py\n@@ -1,2 +1,2 @@\n" + "-def old():\n+" + code
    return [
      (["highlight", "-l", "python", "--color", "always", "-"], code),
      (["note", "--color", "always", "-"], "```python\n" + code + "```\n"),
      (["diff", "--color", "always", "-"], diff),
      (["transcript", "--format", "ansi", "--color", "always", transcriptPath], ""),
    ]
  }

  @Test func everyShippedThemeIsListed() {
    let outcome = Self.run(["--list-themes"])
    #expect(outcome.status == 0)
    for theme in ShippedThemes.all {
      #expect(
        outcome.stdoutText.contains("\(theme.name)   ")
          || outcome.stdoutText.contains(theme.name + " "))
      #expect(outcome.stdoutText.contains(theme.title))
    }
  }

  @Test(arguments: ShippedThemes.all.map(\.name))
  func oneThemeColoursCodeInEverySubcommand(name: String) throws {
    let folder = try TemporaryFolder()
    let theme = Theme(try #require(ShippedThemes.named(name)).definition())
    let keyword = theme.style(forScopes: [
      "source.python", "meta.function.python", "storage.type.function.python",
    ]).foreground
    let escape = "38;2;\(keyword.red);\(keyword.green);\(keyword.blue)"
    for input in try Self.inputs(folder) {
      let outcome = Self.run(input.arguments + ["--theme", name], stdin: input.stdin)
      #expect(outcome.status == 0, "\(input.arguments[0]): \(outcome.stderr)")
      #expect(
        outcome.stdoutText.contains(escape), "\(input.arguments[0]) --theme \(name): no \(escape)")
    }
  }

  /// A dark theme picks the dark palette of prose and a light one the light palette, whatever
  /// the terminal says: the heading colours of `note` follow the theme.
  @Test func theThemesDarknessPicksTheNotesPalette() {
    let heading = "# Title\n"
    let dark = Self.run(["note", "--color", "always", "--theme", "dracula", "-"], stdin: heading)
    let darkBuiltin = Self.run(
      ["note", "--color", "always", "--theme", "dark", "-"], stdin: heading)
    let light = Self.run(
      ["note", "--color", "always", "--theme", "github-light", "-"], stdin: heading)
    let lightBuiltin = Self.run(
      ["note", "--color", "always", "--theme", "light", "-"], stdin: heading)
    #expect(dark.stdoutText == darkBuiltin.stdoutText)
    #expect(light.stdoutText == lightBuiltin.stdoutText)
    #expect(dark.stdoutText != light.stdoutText)
  }

  @Test func aMisspelledThemeIsSuggestedAndAMissingFileIsBadInput() {
    let typo = Self.run(["note", "--theme", "draculla", "-"], stdin: "x\n")
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("did you mean 'dracula'"), "\(typo.stderr)")
    let missing = Self.run(["transcript", "--theme", "./nope.json", "-"], stdin: "")
    #expect(missing.status == 1, "\(missing.stderr)")
    #expect(missing.stderr.contains("nope.json"))
  }
}
