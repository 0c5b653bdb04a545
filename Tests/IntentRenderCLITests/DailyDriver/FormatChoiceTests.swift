import Foundation
import TestSupport
import Testing

/// What a daily user types (#33 items 2–5, 12): terminal-only options mean terminal output,
/// a flag that cannot apply to the format asked for is refused, and inputs that are not what
/// the subcommand reads are refused with one line. All drive the built binary into pipes.
@Suite struct FormatChoiceTests {
  static func run(_ arguments: [String], stdin: String = "") -> ProcessRun.Outcome {
    var run = ProcessRun(arguments)
    run.input = .data(Data(stdin.utf8))
    run.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
    return run.run()
  }

  static func file(_ folder: TemporaryFolder, _ name: String, _ text: String) throws -> String {
    let path = folder.path(name)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test(arguments: [["--color", "always"], ["--line-numbers"], ["-n"], ["--header"]])
  func terminalOnlyOptionsMeanTerminalOutputIntoAPipe(options: [String]) throws {
    let folder = try TemporaryFolder()
    let code = try Self.file(folder, "main.c", "int main(void) { return 0; }\n")
    let outcome = Self.run(["highlight", code] + options)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.stdoutText.hasPrefix("{"), "JSON instead of terminal output")
    #expect(outcome.stdoutText.contains("main"))
    if options != ["--color", "always"] {
      // A terminal layout: the number or the header is there (no colour into a pipe).
      #expect(outcome.stdoutText.contains("1") || outcome.stdoutText.contains("main.c"))
    }
  }

  @Test(arguments: [
    (["highlight", "--format", "json", "--line-numbers"], "--line-numbers"),
    (["highlight", "--format", "html", "--header"], "--header"),
    (["highlight", "--format", "json", "--color", "always"], "--color always"),
    (["highlight", "--format", "ansi", "--standalone"], "--standalone"),
    (["diff", "--format", "json", "--width", "100"], "--width"),
    (["diff", "--format", "ansi", "--standalone"], "--standalone"),
    (["diagram", "--format", "svg", "--ascii"], "--ascii"),
    (["transcript", "--format", "html", "--width", "90"], "--width"),
  ])
  func aFlagThatCannotApplyToTheFormatIsAUsageError(arguments: [String], flag: String) {
    let outcome = Self.run(arguments + ["-"], stdin: "x\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.stderr.contains(flag), "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
  }

  @Test func transcriptAndDiagramWithColorAlwaysDrawForTheTerminal() throws {
    let transcript = Fixtures.root.appendingPathComponent(
      "Fixtures/Transcript/dry-run.claude-code.jsonl"
    ).path
    let exported = Self.run(["transcript", transcript, "--color", "always"])
    #expect(exported.status == 0, "\(exported.stderr)")
    #expect(!exported.stdoutText.contains("<html"))
    #expect(exported.stdoutText.contains("\u{1B}["))
    let drawn = Self.run(["diagram", "--color", "always", "-"], stdin: "flowchart LR\nA-->B\n")
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(!drawn.stdoutText.contains("<svg"))
    #expect(drawn.stdoutText.contains("\u{1B}["))
  }

  @Test(arguments: ["out.pdf", "out.JPG", "chart.html"])
  func aDiagramOutputOfAnUnknownExtensionIsRefused(name: String) throws {
    let folder = try TemporaryFolder()
    let outcome = Self.run(["diagram", "-o", folder.path(name), "-"], stdin: "pie\n\"a\": 1\n")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains(".svg, .png"), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path(name)))
  }

  @Test func aDiagramOutputNamedTxtIsText() throws {
    let folder = try TemporaryFolder()
    let outcome = Self.run(
      ["diagram", "-o", folder.path("d.txt"), "-"], stdin: "flowchart LR\nA-->B\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = try String(contentsOfFile: folder.path("d.txt"), encoding: .utf8)
    #expect(!text.contains("<svg") && text.contains("A"))
  }

  @Test func aBinaryDiffIsRefusedFromAFileAndFromAPipe() throws {
    let folder = try TemporaryFolder()
    var bytes = Array("diff --git a/x b/x\n".utf8)
    bytes += [0x89, 0x50, 0x4E, 0x47, 0x00, 0x0A, 0x1A, 0x0A, 0x00, 0x00]
    let path = folder.path("image.png")
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let fromFile = Self.run(["diff", path])
    #expect(fromFile.status == 1)
    #expect(
      fromFile.stderrLines == [
        "intent-render: \(path):2: looks like a binary file (it contains NUL bytes), not a diff"
      ])
    var piped = ProcessRun(["diff", "--color-only", "--color", "always"])
    piped.input = .file(path)
    let fromPipe = piped.run()
    #expect(fromPipe.status == 1)
    #expect(fromPipe.stderr.contains("binary"))
  }

  /// As git's pager, what git coloured outside any diff (`git branch`, `git status`) is
  /// passed through as git painted it; the diff after it is still rendered.
  @Test func gitsOwnColoursOutsideADiffPassThrough() {
    let branch = "\u{1B}[32m* main\u{1B}[m\n  other\n"
    let status = "\u{1B}[31m\tmodified:   a.txt\u{1B}[m\n"
    let diff = "diff --git a/x.txt b/x.txt\n--- a/x.txt\n+++ b/x.txt\n@@ -1 +1 @@\n-a\n+b\n"
    let outcome = Self.run(
      ["diff", "--color", "always", "--width", "80", "-"], stdin: branch + status + diff)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("\u{1B}[32m* main\u{1B}[m") == true, "\(lines.first ?? "")")
    #expect(lines.contains { $0.hasPrefix("\u{1B}[31m\tmodified:   a.txt\u{1B}[m") })
    #expect(outcome.stdoutText.contains("@@ -1 +1 @@"))
    // Without colour the same lines are plain text.
    let plain = Self.run(["diff", "--color", "never", "-"], stdin: branch + status + diff)
    #expect(!plain.stdoutText.contains("\u{1B}"))
    #expect(plain.stdoutText.contains("* main"))
  }

  @Test func languagesIntoAPipeAreWholeAndANameFilters() {
    let listed = Self.run(["languages"])
    #expect(listed.status == 0)
    #expect(!listed.stdoutText.contains("…"))
    #expect(listed.stdoutText.contains(".mkd"))
    let filtered = Self.run(["languages", "mkd"])
    #expect(filtered.status == 0)
    let rows = filtered.stdoutText.split(separator: "\n")
    #expect(rows.count == 2, "\(filtered.stdoutText)")
    #expect(rows.last?.hasPrefix("Markdown") == true)
    let none = Self.run(["languages", "no-such-language"])
    #expect(none.status == 1)
    #expect(none.stderr.contains("no-such-language"))
  }

  @Test func helpTextsSayWhatTheCodeDoes() {
    let overview = Self.run(["--help"]).stdoutText
    #expect(overview.contains("diagram") && overview.contains("terminal drawing"))
    #expect(!Self.run(["note", "--help"]).stdoutText.contains("as glow"))
    #expect(Self.run(["completions", "--help"]).stdoutText.contains("fish"))
    let both = Self.run(["diff", "--split", "--unified", "-"], stdin: "")
    #expect(both.status == 2)
    #expect(both.stderr.contains("--split and --unified"))
  }
}
