import Foundation
import RenderJobs

/// `--paging auto|always|never`.
public enum PagingChoice: String, CaseIterable, Sendable {
  case auto, always, never
}

extension CommandContext {
  /// Whether terminal output asked to page would go through less (not another pager, a
  /// pipe or a file).
  func pagesThroughLess(to path: String?, paging: PagingChoice) -> Bool {
    guard path == nil || path == "-", paging != .never, stdoutIsTTY, pagingAvailable,
      let command = PagerCommand.resolve(environment: environment)
    else { return false }
    return command.isLess
  }

  /// Runs `body` with the output for `path`, as `withOutput(to:)` does; standard output on a
  /// terminal goes through the pager when it is taller than the screen (`auto`) or whatever
  /// its height (`always`). A pipe or file is never paged; a pager that cannot start falls
  /// back to writing directly.
  /// With `searchPattern`, less starts with it as its `--pattern`, so `n`/`N` jump between
  /// the places it marks (other pagers are not given it).
  public func withOutput<T>(
    to path: String?, paging: PagingChoice, searchPattern: String? = nil,
    _ body: (OutputSink) throws -> T
  ) throws -> T {
    guard path == nil || path == "-", paging != .never, stdoutIsTTY, pagingAvailable,
      var pager = PagerCommand.resolve(environment: environment)
    else { return try withOutput(to: path, body) }
    if let searchPattern, pager.isLess { pager.words.append("--pattern=" + searchPattern) }
    let environment = self.environment
    let command = pager
    let sink = PagingSink(
      direct: standardOutput, rows: terminalHeight ?? 24, columns: terminalWidth ?? 80,
      always: paging == .always,
      start: {
        guard let running = command.start(environment: environment) else { return nil }
        TemporaryFiles.pagerStarted(pid: running.pid, descriptor: running.descriptor)
        return (
          FileDescriptorSink(descriptor: running.descriptor),
          {
            TemporaryFiles.pagerFinished()
            running.finish()
          }
        )
      },
      onQuit: { TemporaryFiles.endAfterPagerQuit() })
    // Also on an error: what was written is shown, then the error line.
    defer { sink.finish() }
    return try body(sink)
  }
}
