import DiffView
import Foundation
import TestSupport
import Testing

/// `intent-render diff` as a whole process against hostile input: overlong lines, numbers
/// past `Int`, odd standard inputs, `-o`, and the page's Content-Security-Policy.
@Suite struct HostileDiffTests {
  static func diff(_ text: String) -> ProcessRun.Input {
    .data(Data(text.utf8))
  }

  /// Expects `outcome`'s peak RSS below `bound`. Linux hands a spawned child the parent's
  /// RSS high-water mark (`ru_maxrss` survives `exec`), so while other tests make this test
  /// process large, a child's figure only says how large the parent was; the check is made
  /// when a trivial run shows the parent's share is small.
  static func expectPeak(_ outcome: ProcessRun.Outcome, below bound: Int) {
    let floor = ProcessRun(["--version"]).run().peakRSSBytes
    guard floor < 96 << 20 else { return }
    #expect(outcome.peakRSSBytes < bound)
  }

  /// A line one byte over the 64 MiB cap, without a line break: one error line naming it.
  @Test func lineOverTheCapIsAnError() {
    var run = ProcessRun(["diff", "-"])
    var bytes = Data("--- a/x\n+++ b/x\n".utf8)
    bytes.append(Data(repeating: 0x78, count: LineReader.defaultMaxLineBytes + 1))
    run.input = .data(bytes)
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.signal == nil)
    #expect(outcome.stderrLines == ["intent-render: <stdin>:3: line 3 is longer than 64 MiB"])
    // The buffer stops growing one chunk past the cap.
    Self.expectPeak(outcome, below: 256 << 20)
  }

  /// An endless stream of NULs stops at the cap, quickly, instead of growing until killed.
  @Test func endlessNULStreamStopsAtTheCap() {
    var run = ProcessRun(["diff", "/dev/zero"])
    run.timeout = 30
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines == ["intent-render: /dev/zero:1: line 1 is longer than 64 MiB"])
    Self.expectPeak(outcome, below: 256 << 20)
  }

  @Test(arguments: [
    "@@ -1 +9223372036854775807 @@", "@@ -1,9223372036854775807 +1 @@",
    "@@ -9223372036854775000,2000 +1 @@", "@@ -1 +99999999999999999999999 @@",
  ])
  func impossibleHunkHeaderIsAWarning(header: String) {
    var run = ProcessRun(["diff", "-", "--color", "never", "--width", "80"])
    run.input = Self.diff(
      "--- a/x\n+++ b/x\n\(header)\n-a\n+b\n@@ -5 +5 @@\n-c\n+d\n")
    let outcome = run.run()
    #expect(outcome.status == 0)
    #expect(outcome.signal == nil)
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.stderrLines.first?.hasPrefix("intent-render: warning: <stdin>:3:") == true)
    #expect(outcome.stderr.contains("out of range"))
    // The hunk after it renders.
    #expect(outcome.stdoutText.contains("@@ -5 +5 @@"))
    #expect(outcome.stdoutText.contains("+d"))
  }

  /// One 200,000-line hunk: the file comes in pieces of at most 65,536 lines, so peak memory
  /// stays near what one piece takes (about 70 MB for the debug build, where holding the whole
  /// hunk took about 170 MB in the release build before pieces).
  @Test func largeHunkStaysInBoundedMemory() {
    var text = "--- a/x.txt\n+++ b/x.txt\n@@ -1,133334 +1,133334 @@\n"
    text.reserveCapacity(7 << 20)
    for i in 0..<66_667 {
      text += " context line \(i) of the hunk\n-removed line \(i)\n+added line \(i)\n"
    }
    var run = ProcessRun(["diff", "-", "--format", "json"])
    run.input = Self.diff(text)
    let outcome = run.run()
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdout.count > 10 << 20)
    Self.expectPeak(outcome, below: 120 << 20)
  }

  @Test func closedStandardInputIsAnError() {
    var run = ProcessRun(["diff"])
    run.input = .closed
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines == ["intent-render: <stdin>: standard input is closed"])
  }

  @Test func directoryAsStandardInputIsAnError() {
    var run = ProcessRun(["diff"])
    run.input = .file(NSTemporaryDirectory())
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines == ["intent-render: <stdin>: standard input is a directory"])
  }

  /// `--old DIR --new DIR2` compares the directories file by file, as `git diff --no-index`.
  @Test func directoriesCompareFileByFile() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("intent-render-diff-dirs-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let old = root.appendingPathComponent("old")
    let new = root.appendingPathComponent("new")
    for directory in [old, new] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    try Data("one\n".utf8).write(to: old.appendingPathComponent("a.txt"))
    try Data("two\n".utf8).write(to: new.appendingPathComponent("a.txt"))
    let outcome = ProcessRun([
      "diff", "--old", old.path, "--new", new.path, "--color", "never", "--format", "json",
    ]).run()
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
    #expect(outcome.stdoutText.contains("\"text\":\"two\""))
  }

  /// `-o` writes the file atomically, without escapes unless `--color always`.
  @Test func outputFileIsWrittenWithoutEscapes() throws {
    let path = NSTemporaryDirectory() + "intent-render-diff-o-\(getpid()).txt"
    defer { unlink(path) }
    var run = ProcessRun(["diff", "-", "-o", path, "--width", "80"])
    run.environment = ["PATH": "/usr/bin:/bin", "CLICOLOR_FORCE": "0"]
    run.input = Self.diff("--- a/x.swift\n+++ b/x.swift\n@@ -1 +1 @@\n-let a = 1\n+let b = 1\n")
    let outcome = run.run()
    #expect(outcome.status == 0)
    #expect(outcome.stdout.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("let b = 1"))
    #expect(!written.contains("\u{1B}"))

    var colored = run
    colored.arguments += ["--color", "always"]
    #expect(colored.run().status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\u{1B}["))
  }

  /// A failing input leaves no file behind at the `-o` path.
  @Test func outputFileIsNotWrittenOnError() {
    let path = NSTemporaryDirectory() + "intent-render-diff-o-fail-\(getpid()).html"
    defer { unlink(path) }
    var run = ProcessRun(["diff", "/dev/zero", "--format", "html", "-o", path])
    run.timeout = 30
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func standalonePageCarriesTheRestrictivePolicy() {
    var run = ProcessRun(["diff", "-", "--format", "html", "--standalone"])
    run.input = Self.diff("--- a/x\n+++ b/x\n@@ -1 +1 @@\n-<script>a</script>\n+b\n")
    let outcome = run.run()
    #expect(outcome.status == 0)
    let page = outcome.stdoutText
    let policy =
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
      + "style-src 'unsafe-inline'\">"
    #expect(page.contains(policy))
    // The policy comes before anything the diff wrote, and no script is left.
    let head = page.range(of: "</head>").map { page[..<$0.lowerBound] } ?? ""
    #expect(head.contains(policy))
    #expect(!page.contains("<script"))
  }

  /// A malformed header with control characters stays one warning line.
  @Test func malformedHeaderWarningIsOneLine() {
    var run = ProcessRun(["diff", "-", "--color", "never"])
    run.input = Self.diff("--- a/x\n+++ b/x\n@@ -1 +1 @\r\u{1B}[2J\u{0B}x\n-a\n+b\n")
    let outcome = run.run()
    #expect(outcome.status == 0)
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.stderrLines.first?.contains("malformed hunk header") == true)
  }
}
