import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// The configuration file and `INTENT_RENDER_THEME` set defaults the command line overrides;
/// their lines are checked like the command line.
@Suite struct ConfiguredDefaultsTests {
  /// Runs with a configuration file holding `config` (in a fresh `XDG_CONFIG_HOME`).
  func run(
    _ arguments: [String], config: String, stdin: String = "", environment: [String: String] = [:]
  ) throws -> (Int32, String, String, String) {
    let folder = try TemporaryFolder()
    let directory = folder.path("intent-render")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try config.write(toFile: directory + "/config", atomically: true, encoding: .utf8)
    var environment = environment
    environment["XDG_CONFIG_HOME"] = folder.url.path
    let (code, out, err) = runCLI(arguments, stdin: stdin, environment: environment)
    return (code, out, err, directory + "/config")
  }

  static let table = "| a | b |\n|---|---|\n| 1 | 2 |\n"

  @Test func wordsSplitAsAShellWould() throws {
    #expect(
      try ConfigurationFile.words(of: #"--id-prefix "a b" 'c"d' e\ f # comment"#, at: "x")
        == ["--id-prefix", "a b", #"c"d"#, "e f"])
    #expect(throws: CLIError.self) { try ConfigurationFile.words(of: "--x 'open", at: "x") }
  }

  @Test func aLineSetsADefaultTheCommandLineOverrides() throws {
    let (code, out, _, _) = try run(
      ["note", "-"], config: "# defaults\n--format html\n", stdin: "*a*")
    #expect(code == 0)
    #expect(out == "<p><em>a</em></p>\n")
    let (code2, out2, _, _) = try run(
      ["note", "-", "--format", "text"], config: "--format=html\n", stdin: "*a*")
    #expect(code2 == 0)
    #expect(out2 == "a\n")
  }

  @Test func aLineAppliesWhereItsOptionIsValid() throws {
    // diagram has no html format: the line is for the others.
    let (code, out, _, _) = try run(
      ["diagram", "-"], config: "--format html\n", stdin: "flowchart LR\n  A --> B\n")
    #expect(code == 0)
    #expect(out.hasPrefix("<svg"))
    let (code2, out2, _, _) = try run(
      ["note", "-"], config: "diagram --format png\nnote --format=text\n", stdin: "*a*")
    #expect(code2 == 0)
    #expect(out2 == "a\n")
  }

  @Test func badLinesAreErrorsWithTheirPlace() throws {
    let cases: [(String, String)] = [
      ("--colr always\n", ":1: unknown option '--colr' (did you mean '--color'?)"),
      ("\n--width abc\n", ":2: option '--width' needs a whole number"),
      ("--format pdf\n", ":1: option '--format' must be one of"),
      ("note --expand\n", ":1: unknown option '--expand' for 'note'"),
      ("--width 80 input.md\n", ":1: a configuration line holds options only"),
      ("--id-prefix 'x\n", ":1:13: the quote opened here is not closed"),
    ]
    for (config, expected) in cases {
      let (code, out, err, path) = try run(["note", "-"], config: config, stdin: "a")
      #expect(code == 2, "\(config)")
      #expect(out.isEmpty)
      #expect(err.hasPrefix("intent-render: \(path)\(expected)"), "\(err)")
      #expect(err.split(separator: "\n").count == 1)
    }
  }

  @Test func themeVariableIsADefault() throws {
    let code = "let x = 1\n"
    let light = runCLI(["highlight", "-", "--language", "swift"], stdin: code).1
    let dark = runCLI(
      ["highlight", "-", "--language", "swift"], stdin: code,
      environment: ["INTENT_RENDER_THEME": "dark"]
    ).1
    #expect(light != dark)
    #expect(
      dark == runCLI(["highlight", "-", "--language", "swift", "--theme", "dark"], stdin: code).1)
    let overridden = runCLI(
      ["highlight", "-", "--language", "swift", "--theme", "light"], stdin: code,
      environment: ["INTENT_RENDER_THEME": "dark"]
    ).1
    #expect(overridden == light)
    let (bad, _, err) = runCLI(
      ["note", "-"], stdin: "a", environment: ["INTENT_RENDER_THEME": "drak"])
    #expect(bad == 2)
    #expect(err.hasPrefix("intent-render: INTENT_RENDER_THEME: ") && err.contains("'dark'"))
  }

  /// A theme saved in the themes directory styles code where `--theme` takes files, and is
  /// no error for the subcommands whose `--theme` is a built-in palette.
  @Test func aSavedThemeInTheVariableIsNoErrorForPalettes() throws {
    let folder = try TemporaryFolder()
    let themes = folder.path("config/intent-render/themes")
    try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
    let theme =
      ##"{"name":"Solar","colors":{"editor.foreground":"#112233","editor.background":"#FFEEDD"},"##
      + ##""tokenColors":[]}"##
    try theme.write(toFile: themes + "/solar.json", atomically: true, encoding: .utf8)
    let environment = [
      "INTENT_RENDER_THEME": "solar", "XDG_CONFIG_HOME": folder.path("config"),
    ]
    let (highlight, json, _) = runCLI(
      ["highlight", "-", "--language", "swift"], stdin: "let x = 1\n", environment: environment)
    #expect(highlight == 0)
    #expect(json.contains("\"foreground\":\"#112233\""), "\(json)")
    for command in [["note", "-"], ["transcript", "-", "--format", "text"]] {
      let (status, _, err) = runCLI(
        command, stdin: #"{"messages":[{"role":"user","content":"hi"}]}"#,
        environment: environment)
      #expect(status == 0, "\(command[0]): \(err)")
    }
  }
}
