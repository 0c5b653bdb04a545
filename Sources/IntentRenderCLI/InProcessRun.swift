import Foundation
import Highlight
import RenderServer

/// One subcommand run inside the server for a request, stoppable by the request's
/// cancellation at the command's budget checks:
/// - fences stop being highlighted (`CommandContext.cancellation` reaches every highlighting
///   pass of `note` and `transcript`, which checks it with its time budget);
/// - `diff` reads its input through a pipe fed a chunk at a time, and the feeding stops, so
///   the streaming diff pipeline sees the end of its input after the window it holds;
/// - everything written after the cancellation is dropped, so a stopped run holds no output.
struct InProcessRun {
  let environment: [String: String]
  let cancellation: HighlightCancellation?
  var budgets = CommandBudgets()

  /// The bytes fed to a streaming command's pipe at a time (between two checks).
  static let feedChunk = 64 << 10

  func run(_ arguments: [String], input: Data) -> CommandOutcome {
    let output = CancellableSink(cancellation: cancellation)
    let errors = MemorySink()
    var context = CommandContext(
      environment: environment, stdoutIsTTY: false, stderrIsTTY: false, terminalWidth: nil,
      readStandardInput: { input }, standardOutput: output, standardError: errors)
    context.cancellation = cancellation
    context.maxCodeBytes = budgets.maxCodeBytes
    context.blockTimeLimit = budgets.blockTimeLimit
    context.hunkLimits = budgets.hunkLimits
    var feeder: PipeFeeder?
    if arguments.first == "diff", let cancellation, let made = PipeFeeder(input, cancellation) {
      context.standardInputDescriptor = made.readEnd
      feeder = made
    }
    let status = CLI.run(arguments, context: context)
    feeder?.finish()
    return CommandOutcome(status: status, output: output.data, errors: errors.text)
  }
}

/// Writes a request's input into a pipe on its own thread, checking the cancellation before
/// each chunk; on cancellation it closes the pipe early, which the reader takes as the end.
/// The pipe is a socket pair, so a write after the reader has gone fails with EPIPE instead of
/// raising SIGPIPE (`MSG_NOSIGNAL`), whatever the process does with that signal.
final class PipeFeeder: @unchecked Sendable {
  let readEnd: Int32
  private let writeEnd: Int32
  private let done = DispatchSemaphore(value: 0)

  init?(_ data: Data, _ cancellation: HighlightCancellation) {
    var ends: [Int32] = [0, 0]
    guard
      socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else { return nil }
    shutdown(ends[0], Int32(SHUT_WR))
    readEnd = ends[0]
    writeEnd = ends[1]
    let thread = Thread { [self] in
      feed(data, cancellation)
      close(writeEnd)
      done.signal()
    }
    thread.start()
  }

  private func feed(_ data: Data, _ cancellation: HighlightCancellation) {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count && !cancellation.isCancelled {
        let count = min(InProcessRun.feedChunk, buffer.count - offset)
        let written = send(writeEnd, base + offset, count, Int32(MSG_NOSIGNAL))
        if written < 0 && errno == EINTR { continue }
        // EPIPE: the command stopped reading (it ended, or failed on bad input).
        guard written > 0 else { return }
        offset += written
      }
    }
  }

  /// After the command: closing the read end unblocks a feeder whose reader stopped early.
  func finish() {
    close(readEnd)
    done.wait()
  }
}

/// A memory sink that drops what is written once its request is cancelled.
final class CancellableSink: OutputSink, @unchecked Sendable {
  private let memory = MemorySink()
  private let cancellation: HighlightCancellation?

  init(cancellation: HighlightCancellation?) {
    self.cancellation = cancellation
  }

  func write(_ text: String) {
    if cancellation?.isCancelled != true { memory.write(text) }
  }

  func write(_ data: Data) {
    if cancellation?.isCancelled != true { memory.write(data) }
  }

  var data: Data { memory.data }
}
