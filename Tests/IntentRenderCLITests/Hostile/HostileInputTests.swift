import Foundation
import TestSupport
import Testing

/// Inputs that are not regular files, whole process: a closed or directory standard input, an
/// endless stream, a FIFO and process substitution are read once or refused in one line.
@Suite struct HostileInputTests {
  static let note = Fixtures.directory("MarkdownRender").appendingPathComponent("sample.md").path
  static let wholeInputCommands: [[String]] = [
    ["note", "-"], ["highlight", "-", "--language", "swift"], ["diagram", "-"],
  ]

  @Test(arguments: wholeInputCommands) func closedStandardInputIsAnError(_ command: [String]) {
    var run = ProcessRun(command)
    run.input = .closed
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines == ["intent-render: <stdin>: standard input is closed"])
  }

  @Test(arguments: wholeInputCommands) func directoryAsStandardInputIsAnError(_ command: [String]) {
    var run = ProcessRun(command)
    run.input = .file(FileManager.default.temporaryDirectory.path)
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines == ["intent-render: <stdin>: is a directory"])
  }

  /// `/dev/zero` is refused as binary at its first 8,000 bytes, not read to exhaustion.
  @Test(arguments: wholeInputCommands) func endlessZerosAreRefusedAtOnce(_ command: [String]) {
    var run = ProcessRun(command)
    run.input = .file("/dev/zero")
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(
      outcome.stderrLines == [
        "intent-render: <stdin>: looks like a binary file (it contains NUL bytes)"
      ])
    #expect(outcome.cpuSeconds < 1)
    #expect(outcome.peakRSSBytes < 200 << 20)
  }

  /// A stream longer than a diagram may be is cut off at the cap, not read whole.
  @Test func aDiagramStreamStopsAtItsCap() {
    let outcome = ProcessRun.shell(
      "yes 'A --> B' | head -c 1000000 | '\(ProcessRun.binary)' diagram - 2>&1 >/dev/null; echo \"rc=${PIPESTATUS[2]}\""
    )
    #expect(outcome.hasSuffix("over the limit of 200003 bytes\nrc=1\n"), "\(outcome)")
  }

  @Test func processSubstitutionIsReadOnce() throws {
    let direct = ProcessRun(["note", Self.note, "--format", "text", "--width", "72"]).run()
    let substituted = ProcessRun.shell(
      "'\(ProcessRun.binary)' note <(cat '\(Self.note)') --format text --width 72")
    #expect(direct.status == 0)
    #expect(substituted == direct.stdoutText)
  }

  @Test(arguments: ["note", "highlight", "diagram"]) func aNamedPipeIsReadOnce(_ command: String)
    throws
  {
    let folder = try TemporaryFolder()
    let fifo = folder.path("input.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let text = command == "diagram" ? "flowchart LR\n  A --> B\n" : "# Title\n\nlet x = 1\n"
    Thread.detachNewThread {
      let descriptor = open(fifo, O_WRONLY)
      _ = text.withCString { write(descriptor, $0, strlen($0)) }
      close(descriptor)
    }
    var arguments = [command, fifo]
    if command == "highlight" { arguments += ["--language", "markdown"] }
    var run = ProcessRun(arguments)
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.timedOut)
    #expect(!outcome.stdout.isEmpty)
  }

  /// Control characters quoted from the input reach the terminal escaped, on one line.
  @Test func diagnosticsAreInert() {
    var run = ProcessRun(["diagram", "-"])
    run.input = .data(Data("sequenceDiagram\n  \u{1B}]0;PWNED\u{07}\u{9B}2J\n".utf8))
    let outcome = run.run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines.count == 1)
    #expect(
      !outcome.stderr.unicodeScalars.contains {
        $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
      })
    #expect(outcome.stderr.contains("\\e]0;PWNED\\u{7}"))
    #expect(outcome.stderr.contains("\\u{9b}2J"))
  }
}
