import Foundation
import RenderJobs
import TestSupport
import Testing

/// One `TranscriptFollowJob` following on a thread of its own while a test writes the file:
/// the harness every follow test shares.
final class FollowRun: Sendable {
  /// What the job printed so far.
  let sink = MemorySink()
  private let stopFlag = StopFlag()
  private let failure = StopFlag()
  private let done = DispatchSemaphore(value: 0)

  /// The request the follow tests start from: terminal text, 80 columns, polled every 50 ms.
  static func request(_ path: String) -> TranscriptFollowJob.Request {
    var request = TranscriptFollowJob.Request(path: path)
    request.render.format = .text
    request.render.width = 80
    request.interval = 0.05
    return request
  }

  /// Starts following as `request` says.
  init(_ request: TranscriptFollowJob.Request) {
    Thread { [sink, stopFlag, failure, done] in
      do {
        try TranscriptFollowJob.run(request, to: sink, shouldStop: { stopFlag.isSet })
      } catch {
        failure.set()
      }
      done.signal()
    }.start()
  }

  /// Stops following and waits (at most 20 s) for the job to end without an error; the whole
  /// output.
  func stop() -> String {
    stopFlag.set()
    #expect(done.wait(timeout: .now() + 20) == .success)
    #expect(!failure.isSet)
    return String(decoding: sink.data, as: UTF8.self)
  }
}

/// A flag set once from any thread.
final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
