import Foundation
import TestSupport
import Testing

/// `intent-render transcript` as a whole process on hostile inputs and odd standard streams:
/// one-line errors and exit 1, never a trap, a hang or a second read of a stream.
@Suite struct HostileTranscriptTests {
  static let fixture = Fixtures.directory("Transcript")
    .appendingPathComponent("weather.openai.json").path

  func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "intent-render-hostile-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Exit 1 with exactly one line on stderr, which contains `text`.
  func expectOneLineError(_ outcome: ProcessRun.Outcome, _ text: String) {
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.contains(text), "\(outcome.stderr)")
    #expect(!outcome.timedOut)
  }

  @Test func nulBytesAreRefusedAtOnceAsBinary() {
    var run = ProcessRun(["transcript", "/dev/zero"])
    run.limits = ["--as=2000000000"]
    run.timeout = 20
    let outcome = run.run()
    expectOneLineError(outcome, "/dev/zero:1:1: looks like a binary file (it contains NUL bytes)")
    #expect(outcome.wallSeconds < 5)
    var piped = ProcessRun(["transcript", "-"])
    piped.input = .data(Data("{\"role\": \"user\", \"content\": \"a\"}\n{\"x\": \"\0\"}\n".utf8))
    expectOneLineError(piped.run(), "<stdin>:2:8: looks like a binary file")
  }

  @Test func closedAndDirectoryStandardInputAreOneLineErrors() throws {
    var closed = ProcessRun(["transcript", "-"])
    closed.input = .closed
    expectOneLineError(closed.run(), "intent-render: <stdin>: cannot read")
    var directory = ProcessRun(["transcript", "-"])
    directory.input = .file(try temporaryDirectory())
    expectOneLineError(directory.run(), "intent-render: <stdin>: is a directory")
  }

  @Test func processSubstitutionIsReadOnce() throws {
    // `<(cat FILE)` is a pipe behind `/dev/fd/N`: it can be read once only.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = [
      "-c", "\"$0\" transcript <(cat \"$1\") --format text --width 60", ProcessRun.binary,
      Self.fixture,
    ]
    let output = Pipe()
    shell.standardOutput = output
    shell.standardError = FileHandle.nullDevice
    try shell.run()
    let watchdog = DispatchWorkItem { shell.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    watchdog.cancel()
    #expect(shell.terminationStatus == 0)
    #expect(text.contains("── Assistant ─"))
    #expect(text.contains("Prompts: 1 · Agent turns: 1 · Tool calls: 1"))
  }

  @Test func namedFIFOIsReadOnceWithoutHanging() throws {
    let fifo = try temporaryDirectory() + "/chat.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    let contents = try Data(contentsOf: URL(fileURLWithPath: Self.fixture))
    let writer = Thread {
      // Blocks until the reader opens the FIFO, then writes the transcript once.
      guard let handle = FileHandle(forWritingAtPath: fifo) else { return }
      handle.write(contents)
      try? handle.close()
    }
    writer.start()
    var run = ProcessRun(["transcript", fifo, "--format", "text"])
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.timedOut)
    #expect(outcome.stdoutText.contains("Prompts: 1 · Agent turns: 1 · Tool calls: 1"))
  }

  @Test(arguments: ["", "  \n\n\t "])
  func emptyInputSaysSo(text: String) {
    var run = ProcessRun(["transcript", "-"])
    run.input = .data(Data(text.utf8))
    expectOneLineError(run.run(), "intent-render: <stdin>: empty input")
  }

  @Test func noRecordsSaysSo() {
    var run = ProcessRun(["transcript", "-"])
    run.input = .data(Data("{\"messages\": []}".utf8))
    expectOneLineError(run.run(), "<stdin>: no messages found: the file has no records")
  }

  @Test func warningsAreOneLineWithShortEscapedQuotes() {
    let role = "wizard\n\u{1B}[31m" + String(repeating: "r", count: 500)
    let lines = [
      #"{"role": "user", "content": "hello"}"#,
      #"{"role": "\#(role.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1B}", with: "\\u001b"))", "content": "x"}"#,
    ]
    var run = ProcessRun(["transcript", "-", "--format", "text", "--input-format", "openai"])
    run.input = .data(Data(("[" + lines.joined(separator: ",\n") + "]").utf8))
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
    let warning = outcome.stderrLines.first ?? ""
    #expect(warning.contains(#"unknown role "wizard\n\u{1B}[31mrrrrr"#), "\(warning)")
    #expect(warning.contains("…\"; skipped"))
    #expect(warning.count < 160)
  }

  @Test func oneLargeMessageStaysWithinFourTimesTheInput() throws {
    // A Claude Code log whose reply is a single text block of 12,000 lines (about 1.2 MB, so it is shown plain):
    // the full-size figures (a 63 MB message) are in the README; this guards the shape.
    let body = (1...12_000).map {
      "Line \($0): parser token stream layout render width cell glyph buffer queue index."
    }.joined(separator: "\\n")
    let log = [
      #"{"type": "user", "uuid": "u0", "message": {"role": "user", "content": "Show it."}}"#,
      #"{"type": "assistant", "uuid": "u1", "message": {"id": "m1", "role": "assistant", "content": [{"type": "text", "text": ""#
        + body + #""}]}}"#,
    ].joined(separator: "\n")
    let path = try temporaryDirectory() + "/large.jsonl"
    try log.write(toFile: path, atomically: false, encoding: .utf8)
    for format in ["html", "text"] {
      let (status, peak) = try Self.peakRSS([
        "transcript", path, "--format", format, "-o", path + "." + format,
      ])
      #expect(status == 0)
      #expect(
        peak <= 4 * log.utf8.count + (64 << 20),
        "\(format): \(peak >> 20) MiB for \(log.utf8.count >> 20) MiB")
    }
  }

  /// The exit status and peak RSS of one run (`ProcessRun` forks the command from a small
  /// launcher, so the peak is the command's own).
  static func peakRSS(_ arguments: [String]) throws -> (Int32, Int) {
    let outcome = ProcessRun(arguments).run()
    return (outcome.status ?? -1, outcome.peakRSSBytes)
  }
}
