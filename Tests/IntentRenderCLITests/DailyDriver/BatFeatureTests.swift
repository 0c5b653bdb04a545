import Foundation
import TestSupport
import Testing

/// What bat users expect of `highlight` (#33 "bat"): several files in one call, line ranges,
/// highlighted lines, `-A`, `--style` with git's change marks, and header and numbers by
/// default on a terminal. Each drives the built binary.
@Suite struct BatFeatureTests {
  static func run(_ arguments: [String], stdin: String = "") -> ProcessRun.Outcome {
    FormatChoiceTests.run(arguments, stdin: stdin)
  }

  /// The lines of ANSI output without its escapes.
  static func plainLines(_ outcome: ProcessRun.Outcome) -> [String] {
    outcome.stdoutText.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
    ).components(separatedBy: "\n")
  }

  static let numbered = (1...12).map { "value_\($0) = \($0)\n" }.joined()

  @Test func severalFilesAreConcatenatedIntoAPipeAndHeadedWhenAsked() throws {
    let folder = try TemporaryFolder()
    let first = try FormatChoiceTests.file(folder, "first.py", "one = 1\n")
    let second = try FormatChoiceTests.file(folder, "second.rs", "fn two() {}\n")
    let joined = Self.run(["highlight", "--format", "ansi", "--color", "never", first, second])
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(joined.stdoutText == "one = 1\nfn two() {}\n")
    let headed = Self.run(["highlight", "--style", "header", "--color", "never", first, second])
    #expect(
      Self.plainLines(headed).filter { $0.hasPrefix("File: ") } == [
        "File: \(first)", "File: \(second)",
      ])
    // Into a pipe without a format each file is one JSON document on its own line, in order.
    let json = Self.run(["highlight", first, second])
    let documents = json.stdoutText.split(separator: "\n")
    #expect(documents.count == 2)
    #expect(
      documents.first?.contains("\"python\"") == true || documents.first?.contains("Python") == true
    )
    // A missing file is refused before anything is written.
    let missing = Self.run(["highlight", "--format", "ansi", first, folder.path("nope.py")])
    #expect(missing.status == 1)
    #expect(missing.stdout.isEmpty)
  }

  @Test(arguments: [
    ("3:5", [3, 4, 5]), ("11:", [11, 12]), (":2", [1, 2]), ("4:+2", [4, 5, 6]), ("7", [7]),
  ])
  func lineRangesShowTheirLinesNumberedAsInTheFile(range: String, lines: [Int]) {
    let outcome = Self.run(
      ["highlight", "-l", "python", "-n", "--color", "never", "-r", range, "-"],
      stdin: Self.numbered)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let shown = Self.plainLines(outcome).filter { !$0.isEmpty }
    #expect(shown.count == lines.count)
    for (line, number) in zip(shown, lines) {
      #expect(
        line.hasPrefix(String(repeating: " ", count: 4 - String(number).count) + "\(number) "))
      #expect(line.hasSuffix("value_\(number) = \(number)"), "\(line)")
    }
  }

  @Test func rangesRepeatAndBadOnesAreUsageErrors() {
    let both = Self.run(
      ["highlight", "-l", "python", "--color", "never", "-r", "2", "-r", "9:10", "-"],
      stdin: Self.numbered)
    #expect(
      Self.plainLines(both).filter { !$0.isEmpty } == [
        "value_2 = 2", "value_9 = 9", "value_10 = 10",
      ])
    for bad in ["5:3", "0:2", "a:b", "3:+x"] {
      let outcome = Self.run(["highlight", "-l", "python", "-r", bad, "-"], stdin: "x\n")
      #expect(outcome.status == 2, "\(bad)")
      #expect(outcome.stderr.contains("--line-range \(bad)"), "\(outcome.stderr)")
    }
  }

  @Test func highlightedLinesGetABackgroundAcrossTheWidth() {
    let outcome = Self.run(
      ["highlight", "-l", "python", "--color", "always", "-w", "40", "-H", "2:3", "-"],
      stdin: Self.numbered)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdoutText.components(separatedBy: "\n")
    // A background (48;…) only on lines 2 and 3, padded to the 40 cells.
    #expect(!lines[0].contains("[48;"))
    #expect(lines[1].contains("[48;") && lines[2].contains("[48;"))
    #expect(!lines[3].contains("[48;"))
    #expect(Self.plainLines(outcome)[1].count == 40)
  }

  @Test func showAllMakesWhitespaceAndControlsVisibleAsBatDoes() {
    let outcome = Self.run(
      ["highlight", "-l", "text", "-A", "--color", "never", "-"],
      stdin: "a\tb  c\r\nx\u{1B}[31m\u{7F}\n\tz\n")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      Self.plainLines(outcome) == ["a├─┤b··c␍␊", "x␛[31m␡␊", "├──┤z␊", ""],
      "\(Self.plainLines(outcome))")
    #expect(!outcome.stdout.contains(0x1B))
  }

  @Test func gridAndNumbersFrameTheCodeAsBat() {
    let outcome = Self.run(
      [
        "highlight", "--path", "x.py", "--style", "grid,numbers,header", "--color", "never", "-w",
        "30", "-",
      ],
      stdin: "a = 1\n")
    let lines = Self.plainLines(outcome)
    #expect(lines[0] == String(repeating: "─", count: 5) + "┬" + String(repeating: "─", count: 24))
    #expect(lines[1] == "     │ File: x.py")
    #expect(lines[2].contains("┼"))
    #expect(lines[3] == "   1 │ a = 1")
    #expect(lines[4].contains("┴"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
  func changesMarkAddedModifiedAndRemovedLinesAgainstHead() throws {
    let folder = try TemporaryFolder()
    let path = try FormatChoiceTests.file(folder, "code.py", "a = 1\nb = 2\nc = 3\nd = 4\ne = 5\n")
    let git = { (arguments: [String]) in
      var run = ProcessRun(["-C", folder.path("")] + arguments)
      run.executable = "/usr/bin/git"
      run.environment = [
        "PATH": "/usr/bin:/bin", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org", "HOME": folder.path(""),
      ]
      return run.run()
    }
    #expect(git(["init", "-q"]).status == 0)
    #expect(git(["add", "code.py"]).status == 0)
    #expect(git(["commit", "-q", "-m", "start"]).status == 0)
    try "a = 1\nb = 20\nc = 3\ne = 5\nnew = 6\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let outcome = Self.run(["highlight", "--style", "changes", "--color", "never", path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      Self.plainLines(outcome) == ["  a = 1", "~ b = 20", "_ c = 3", "  e = 5", "+ new = 6", ""],
      "\(Self.plainLines(outcome))")
    // Outside a work tree the column is there, without marks.
    let outside = Self.run(
      ["highlight", "--style", "changes", "--color", "never", "-l", "python", "-"], stdin: "a\n")
    #expect(Self.plainLines(outside) == ["  a", ""])
  }

  /// In a pane with a terminal's basics only (`TerminalDriverTests.command`), so nothing of the
  /// test run's own environment (a pager, a locale, `COLUMNS`) decides what it shows.
  @Test(.enabled(if: TmuxPane.available, "tmux not installed"))
  func aTerminalGetsHeaderAndNumbersByDefaultAndPlainDropsThem() throws {
    let folder = try TemporaryFolder()
    let path = try FormatChoiceTests.file(folder, "shown.py", "x = 1\n")
    let pane = TmuxPane(columns: 60, rows: 10)
    let screen = try pane.capture(
      TerminalDriverTests.command("highlight --paging never \(TmuxPane.quoted(path))"))
    #expect(screen.contains("File: \(path)"), "\(screen)")
    #expect(screen.contains("   1 x = 1"), "\(screen)")
    let plain = try pane.capture(
      TerminalDriverTests.command("highlight -p \(TmuxPane.quoted(path))"))
    #expect(!plain.contains("File:"), "\(plain)")
    #expect(plain.contains("\nx = 1") || plain.hasPrefix("x = 1"), "\(plain)")
  }
}
