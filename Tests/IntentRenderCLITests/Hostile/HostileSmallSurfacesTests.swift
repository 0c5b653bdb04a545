import Foundation
import TestSupport
import Testing

/// The CLI's small surfaces, whole process: widths from the environment, a FIFO among a
/// transcript folder's files, `-o` names at the length limit, a configuration file that tries
/// to set what only a command line may, and theme file names that hold terminal escapes.
@Suite struct HostileSmallSurfacesTests {
  static func environment(_ extra: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["INTENT_RENDER_NO_CACHE"] = "1"
    environment["COLUMNS"] = nil
    environment.merge(extra) { $1 }
    return environment
  }

  @Test(arguments: ["100000000", "0", "-5", "19", "1001", "99999999999999999999999", "wide"])
  func environmentWidthsOutOfRangeFallBackTo80(columns: String) {
    // Each subcommand's `--width` range: note 20…1000, diff 20…10,000.
    for (arguments, input, range) in [
      (
        ["note", "-", "--format", "text"], "# T\n\nword " + String(repeating: "word ", count: 60),
        20...1000
      ),
      (["diff", "-", "--color", "never"], "--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n", 20...10_000),
    ] {
      let outOfRange = Int(columns).map { !range.contains($0) } ?? true
      var run = ProcessRun(arguments)
      run.input = .data(Data(input.utf8))
      run.environment = Self.environment(["COLUMNS": columns])
      run.limits = ["--as=2000000000"]
      run.timeout = 20
      let outcome = run.run()
      let what = "\(arguments[0]) COLUMNS=\(columns)"
      #expect(outcome.status == 0, "\(what): \(outcome.stderr)")
      #expect(outcome.stdout.count < 64 << 10, "\(what): \(outcome.stdout.count) bytes")
      let warnings = outcome.stderrLines.filter { $0.contains("COLUMNS=") }
      guard outOfRange else {
        #expect(warnings.isEmpty, "\(what): \(outcome.stderr)")
        continue
      }
      let widest = outcome.stdoutText.split(separator: "\n").map(\.count).max() ?? 0
      #expect(widest <= 80, "\(what): a line of \(widest)")
      #expect(warnings.count == 1, "\(what): \(outcome.stderr)")
      #expect(warnings.first?.contains("using 80") == true)
    }
  }

  @Test func anInRangeColumnsIsTaken() {
    var run = ProcessRun(["note", "-", "--format", "text", "--max-width", "0"])
    run.input = .data(Data(String(repeating: "word ", count: 60).utf8))
    run.environment = Self.environment(["COLUMNS": "40"])
    let outcome = run.run()
    #expect(outcome.stderr.isEmpty)
    #expect((outcome.stdoutText.split(separator: "\n").map(\.count).max() ?? 0) <= 40)
  }

  @Test func aFIFOInATranscriptFolderIsSkippedWithAWarning() throws {
    let folder = try TemporaryFolder()
    let input = folder.path("in")
    try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
    let record =
      #"{"type":"user","message":{"role":"user","content":"hi"},"timestamp":"2026-01-01T00:00:00Z","sessionId":"s","uuid":"u1"}"#
    try Data((record + "\n").utf8).write(to: URL(fileURLWithPath: input + "/a.jsonl"))
    #expect(mkfifo(input + "/blocked.jsonl", 0o600) == 0)
    #expect(mkfifo(input + "/waits.json", 0o600) == 0)
    var run = ProcessRun(["transcript", input, "--out-dir", folder.path("out")])
    run.environment = Self.environment([:])
    run.timeout = 20
    let outcome = run.run()
    #expect(!outcome.timedOut)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let warnings = outcome.stderrLines.filter { $0.contains("not a regular file") }
    #expect(warnings.count == 2, "\(outcome.stderr)")
    #expect(warnings.contains { $0.contains("blocked.jsonl") && $0.contains("skipped") })
    #expect(FileManager.default.fileExists(atPath: folder.path("out/a.html")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out/blocked.html")))
  }

  @Test(arguments: [247, 248, 250, 254, 255])
  func outputNamesUpToTheLimitAreWritten(length: Int) throws {
    let folder = try TemporaryFolder()
    // A multi-byte character across the cut, so the temporary name is cut at a character.
    let name = "é" + String(repeating: "n", count: length - 2 - 5) + ".html"
    #expect(name.utf8.count == length)
    var run = ProcessRun(["note", "-", "--format", "html", "-o", folder.path(name)])
    run.input = .data(Data("# Hi\n".utf8))
    run.environment = Self.environment([:])
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(folder.entries() == [name])
    let written = try String(contentsOfFile: folder.path(name), encoding: .utf8)
    #expect(written.contains("<h1>Hi</h1>"))
  }

  @Test(arguments: [
    "-o /tmp/every-run-overwrites-this", "--output=x.html", "note -o x.html",
    "transcript --out-dir d",
    "diff --old a --new b", "diff --git HEAD", "highlight --path a.py", "--grammar g.json",
  ])
  func theConfigurationFileHoldsNoOutputsOrInputs(line: String) throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("intent-render"), withIntermediateDirectories: true)
    try Data("# defaults\n--color never\n\(line)\n".utf8).write(
      to: URL(fileURLWithPath: folder.path("intent-render/config")))
    var run = ProcessRun(["note", "-", "--format", "text"])
    run.input = .data(Data("# Hi\n".utf8))
    run.environment = Self.environment(["XDG_CONFIG_HOME": folder.url.path])
    let outcome = run.run()
    #expect(outcome.status == 2, "\(line): \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderrLines.count == 1)
    #expect(
      outcome.stderr.contains(folder.path("intent-render/config") + ":3: "), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("cannot be a default"), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/every-run-overwrites-this"))
  }

  @Test func listThemesEscapesThemeFileNames() throws {
    let folder = try TemporaryFolder()
    let themes = folder.path("intent-render/themes")
    try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
    let name = "evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: themes + "/" + name + ".json"))
    var run = ProcessRun(["--list-themes"])
    run.environment = Self.environment([
      "XDG_CONFIG_HOME": folder.url.path, "INTENT_RENDER_THEME": "x\u{1B}[31m",
    ])
    let outcome = run.run()
    #expect(outcome.status == 0 || outcome.status == 2, "\(outcome.stderr)")
    let printed = outcome.stdoutText + outcome.stderr
    #expect(!printed.contains("\u{1B}"))
    #expect(!printed.contains("\u{07}"))
    #expect(!printed.contains("\u{9B}"))
    #expect(outcome.stdoutText.contains(#"evil\e]0;pwned"#), "\(outcome.stdoutText)")
  }
}
