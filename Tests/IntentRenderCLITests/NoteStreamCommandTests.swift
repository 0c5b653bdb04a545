import Foundation
import RenderJobs
import TestSupport
import Testing

@testable import IntentRenderCLI

/// `note --stream` on the command line: into a pipe the bytes of the one-shot render, on a
/// terminal (tmux) the same final screen; other formats and binary input refused in one line.
@Suite struct NoteStreamCommandTests {
  static let note = """
    # Answer

    Some text with `code` and a [link](https://example.com).

    ```swift
    let total = values.reduce(0, +) // sum
    ```

    | a | b |
    |---|--:|
    | 1 | 2 |

    - [x] done
    - [ ] next

    """

  @Test func intoAPipeTheBytesAreTheOneShotRender() {
    for format in ["ansi", "text"] {
      let flags = ["--format", format, "--color", "always", "--width", "60"]
      let oneShot = runCLI(["note"] + flags, stdin: Self.note)
      let streamed = runCLI(["note", "--stream"] + flags, stdin: Self.note)
      #expect(oneShot.0 == 0 && streamed.0 == 0)
      #expect(streamed.1 == oneShot.1)
    }
  }

  @Test func otherFormatsAndBinaryInputAreRefused() {
    let html = runCLI(["note", "--stream", "--format", "html"], stdin: "x\n")
    #expect(html.0 == 2)
    #expect(html.2.contains("--stream writes the terminal formats"))
    let binary = runCLI(["note", "--stream", "--format", "text"], stdin: "a\u{0}b\n")
    #expect(binary.0 == 1)
    #expect(binary.1.isEmpty)
    #expect(binary.2.contains("binary"))
  }

  /// The note arrives in 40-byte pieces 20 ms apart; once it has ended the screen is the
  /// one-shot render's.
  @Test(.enabled(if: TmuxPane.available, "tmux not installed"))
  func onATerminalTheLastScreenIsTheOneShotRender() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("note.md")
    try Self.note.write(toFile: path, atomically: true, encoding: .utf8)
    let binary = TmuxPane.quoted(ProcessRun.binary)
    let feed =
      "python3 -c 'import sys,time,os\ndata=open(sys.argv[1],\"rb\").read()\n"
      + "for i in range(0,len(data),40):\n os.write(1,data[i:i+40]); time.sleep(0.02)' "
      + TmuxPane.quoted(path)
    let streamed = try #require(
      TmuxSession("\(feed) | \(binary) note --stream --width 60", columns: 70, rows: 12))
    defer { streamed.close() }
    let oneShot = try #require(
      TmuxSession(
        "\(binary) note --paging never --width 60 \(TmuxPane.quoted(path))", columns: 70, rows: 12))
    defer { oneShot.close() }
    let expected = try #require(oneShot.outputBeforeEnd(timeout: 20))
    let screen = try #require(streamed.outputBeforeEnd(timeout: 20))
    #expect(screen == expected)
    #expect(screen.contains("next"))
  }

  /// 200 chunks written 1.5 ms apart (an agent's answer arriving) are rendered once a frame:
  /// the screen is written to no more often than once a frame, so far fewer times than chunks
  /// came; before, every chunk the reader caught up with redrew the open tail.
  @Test func aBurstOfChunksIsDrawnOnceAFrame() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let screen = WriteLog()
    var context = Self.terminal(screen)
    context.standardInputDescriptor = ends[0]
    let text = Array(repeating: Self.note, count: 8).joined(separator: "\n")
    let bytes = Array(text.utf8)
    let chunks = stride(from: 0, to: bytes.count, by: bytes.count / 200 + 1).map {
      Array(bytes[$0..<min($0 + bytes.count / 200 + 1, bytes.count)])
    }
    let writer = ends[1]
    let fed = FeedClock()
    let feeder = Thread {
      let started = ContinuousClock.now
      for chunk in chunks {
        _ = chunk.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        usleep(1500)
      }
      fed.set(ContinuousClock.now - started)
      close(writer)
    }
    let start = ContinuousClock.now
    feeder.start()
    let code = CLI.run(["note", "--stream", "--width", "60"], context: context)
    let elapsed = ContinuousClock.now - start
    close(ends[0])
    #expect(code == 0)
    let writes = screen.count
    // A frame, and the end's write.
    let frames = Int(elapsed / FramedInput.interval) + 2
    #expect(writes <= frames, "\(writes) writes in \(elapsed)")
    // Far fewer writes than chunks, unless a loaded machine spread the chunks over so many
    // frames that most came alone (the bound above still holds then).
    if fed.value < FramedInput.interval * chunks.count / 8 {
      #expect(writes * 4 < chunks.count, "\(writes) writes for \(chunks.count) chunks")
    }
    // The last frame's draft is erased and the note ends as the one-shot render does.
    let oneShot = WriteLog()
    var whole = Self.terminal(oneShot)
    whole.readStandardInput = { Data(text.utf8) }
    #expect(CLI.run(["note", "--paging", "never", "--width", "60"], context: whole) == 0)
    #expect(screen.text.hasSuffix(String(oneShot.text.suffix(200))))
  }

  /// An in-process run on a 60×20 terminal writing to `output`.
  static func terminal(_ output: WriteLog) -> CommandContext {
    var context = CommandContext(
      environment: ["TERM": "xterm-256color"], stdoutIsTTY: true, stderrIsTTY: false,
      terminalWidth: 60, readStandardInput: { Data() }, standardOutput: output,
      standardError: MemorySink())
    context.terminalHeight = 20
    return context
  }
}

/// How long the feeder took, set once from its thread.
final class FeedClock: @unchecked Sendable {
  private let lock = NSLock()
  private var duration = Duration.zero
  var value: Duration { lock.withLock { duration } }
  func set(_ value: Duration) { lock.withLock { duration = value } }
}

/// Standard output that counts its writes: each frame's drawing is one.
final class WriteLog: OutputSink, @unchecked Sendable {
  private let lock = NSLock()
  private var writes: [String] = []

  func write(_ text: String) { lock.withLock { writes.append(text) } }
  func write(_ data: Data) { write(String(decoding: data, as: UTF8.self)) }

  var count: Int { lock.withLock { writes.count } }
  var text: String { lock.withLock { writes.joined() } }
}
