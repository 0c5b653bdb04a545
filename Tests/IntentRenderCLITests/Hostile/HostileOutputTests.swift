import Foundation
import TestSupport
import Testing

@testable import IntentRenderCLI

/// Writes are all-or-nothing, whole process: every write and the final close are checked; a
/// failure exits 1 with one line naming the target and the reason, leaves an `-o` target as it
/// was and removes the temporary file, also when a signal ends the process.
@Suite struct HostileOutputTests {
  /// One invocation per subcommand that writes to standard output.
  static let commands: [[String]] = [
    ["note", Fixtures.directory("MarkdownRender").appendingPathComponent("sample.md").path],
    ["highlight", Fixtures.root.appendingPathComponent("Package.swift").path],
    [
      "diagram",
      Fixtures.directory("DiagramLayout").appendingPathComponent("sequence-checkout.mmd").path,
    ],
    ["diff", Fixtures.directory("DiffView").appendingPathComponent("changes.diff").path],
    [
      "transcript",
      Fixtures.directory("Transcript").appendingPathComponent("dry-run.claude-code.jsonl").path,
    ],
    ["languages"],
  ]

  @Test(arguments: commands) func fullDeviceIsAnError(_ command: [String]) {
    var run = ProcessRun(command)
    run.output = .file("/dev/full")
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(
      outcome.stderrLines.last
        == "intent-render: standard output: cannot write: No space left on device")
  }

  @Test(arguments: commands) func closedStandardOutputIsAnError(_ command: [String]) {
    var run = ProcessRun(command)
    run.output = .closed
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(
      outcome.stderrLines.last
        == "intent-render: standard output: cannot write: Bad file descriptor")
  }

  /// `-o` under a file-size limit: exit 1, the old file untouched, nothing else in the folder.
  @Test(arguments: [
    ["note", "--width", "80"], ["diagram"], ["diagram", "--format", "png"],
    ["transcript", "--format", "html"],
    ["highlight", "--format", "html"],
  ])
  func fileSizeLimitLeavesTheTargetAsItWas(_ command: [String]) throws {
    let folder = try TemporaryFolder()
    let target = folder.path("out")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    let input: String
    switch command[0] {
    case "note": input = Self.commands[0][1]
    case "diagram": input = Self.commands[2][1]
    case "transcript": input = Self.commands[4][1]
    default: input = Self.commands[1][1]
    }
    var run = ProcessRun(command + [input, "-o", target])
    run.limits = ["--fsize=1000"]
    let outcome = run.run()
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stderrLines.last == "intent-render: \(target): cannot write: File too large")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
    #expect(folder.entries() == ["out"])
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP]) func signalRemovesTheTemporaryFile(_ number: Int32)
    throws
  {
    let folder = try TemporaryFolder()
    let note = folder.path("big.md")
    try Self.largeNote.write(to: URL(fileURLWithPath: note))
    let target = folder.path("n.txt")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    var run = ProcessRun(["note", note, "--format", "text", "-o", target])
    run.signal = (number, 0.6)
    let outcome = run.run()
    #expect(outcome.signal == number)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
    #expect(folder.entries() == ["big.md", "n.txt"])
  }

  /// About 6 MB of sections with code: long enough that the signal comes mid-write.
  static let largeNote: Data = {
    var text = ""
    for index in 0..<40_000 {
      text += "## Part \(index)\n\nSome *text* and `code` [here](https://example.com/\(index)).\n\n"
      text += "```python\ndef f(x):\n    return [x for x in range(10)]\n```\n"
    }
    return Data(text.utf8)
  }()

  @Test func newFilesFollowTheUmaskAndExistingFilesKeepTheirMode() throws {
    let folder = try TemporaryFolder()
    let input = Self.commands[0][1]
    var run = ProcessRun(["note", input, "-o", folder.path("private.txt")])
    run.umask = 0o077
    #expect(run.run().status == 0)
    #expect(folder.mode("private.txt") == 0o600)

    run = ProcessRun(["note", input, "-o", folder.path("shared.txt")])
    run.umask = 0o022
    #expect(run.run().status == 0)
    #expect(folder.mode("shared.txt") == 0o644)

    chmod(folder.path("shared.txt"), 0o640)
    run.umask = 0o000
    #expect(run.run().status == 0)
    #expect(folder.mode("shared.txt") == 0o640)
  }

  @Test func aSymbolicLinkKeepsPointingAtTheNewContent() throws {
    let folder = try TemporaryFolder()
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder.path("real.txt")))
    symlink("real.txt", folder.path("link.txt"))
    let outcome = ProcessRun([
      "note", Self.commands[0][1], "--format", "text", "-o", folder.path("link.txt"),
    ]).run()
    #expect(outcome.status == 0)
    var info = stat()
    lstat(folder.path("link.txt"), &info)
    #expect(info.st_mode & S_IFMT == S_IFLNK)
    #expect(
      try String(contentsOfFile: folder.path("real.txt"), encoding: .utf8).hasPrefix(
        "Release notes"))
  }

  /// The temporary file goes beside the target: a bare name in the working directory, a
  /// trailing slash ignored, the root kept as the root.
  @Test func temporaryFilesGoBesideTheTarget() {
    func parts(_ path: String) -> [String] {
      let split = AtomicFileSink.split(path)
      return [split.directory, split.name]
    }
    #expect(parts("out.svg") == [".", "out.svg"])
    #expect(parts("a/b/out.svg") == ["a/b", "out.svg"])
    #expect(parts("/out.svg") == ["/", "out.svg"])
    #expect(parts("/tmp/x/") == ["/tmp", "x"])
    #expect(parts("dir//") == [".", "dir"])
  }

  @Test func aDeviceIsWrittenInPlace() {
    let outcome = ProcessRun(["note", Self.commands[0][1], "-o", "/dev/null"]).run()
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
  }

  @Test func anEmptyOutputNameIsAUsageError() {
    let outcome = ProcessRun(["note", Self.commands[0][1], "-o", ""]).run()
    #expect(outcome.status == 2)
    #expect(outcome.stderrLines == ["intent-render: the output file name is empty"])
  }

  /// `| head`: the process ends quietly (as `cat` does, by SIGPIPE) and early.
  @Test func aReaderThatGoesAwayEndsTheProcessQuietly() throws {
    let folder = try TemporaryFolder()
    let note = folder.path("big.md")
    try Self.largeNote.write(to: URL(fileURLWithPath: note))
    let script =
      "'\(ProcessRun.binary)' note '\(note)' --format text 2>'\(folder.path("err"))' | head -c 100 >/dev/null; "
      + "echo ${PIPESTATUS[0]}"
    let outcome = ProcessRun.shell(script)
    #expect(outcome.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
    #expect(try String(contentsOfFile: folder.path("err"), encoding: .utf8) == "")
  }

  /// Raw control characters in the input (ESC starting an OSC 8 link or a colour, BEL, C1 CSI)
  /// never reach an HTML page: `cat page.html` must not drive the terminal, and HTML forbids
  /// them in text. Note and highlight pages replace them as transcript pages do.
  @Test(arguments: [
    ["note", "--format", "html", "-"], ["highlight", "--format", "html", "--path", "a.txt", "-"],
  ])
  func htmlPagesCarryNoRawControlCharacters(_ command: [String]) {
    let hostile =
      "# T\u{1B}]0;title\u{07}\n\ntext \u{1B}[31mred\u{1B}[0m \u{1B}]8;;http://x\u{1B}\\l\u{1B}]8;;\u{1B}\\ \u{C2}\u{9B}2J\n\n```\ncode\u{1B}[2J\n```\n"
    var run = ProcessRun(command)
    run.input = .data(Data(hostile.utf8))
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.stdout.contains(0x1B) && !outcome.stdout.contains(0x07), "\(command)")
    let text = outcome.stdoutText
    #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    #expect(text.contains("\u{FFFD}[31mred"))
  }
}
