import Foundation

/// The worker threads of a concurrent `DiffPipeline`: one thread per colorizer, for the
/// pipeline's life, each using only its own colorizer (tokenizers keep per-thread state; the
/// compiled grammars behind them are shared).
///
/// Jobs are taken first in, first out, so the parts of the file the renderer waits for are
/// worked on before later ones.
final class AnalysisWorkers: @unchecked Sendable {
  typealias Job = @Sendable (FileColorizer) -> Void

  private let condition = NSCondition()
  /// Taken jobs are set to `nil` at once: a job holds its file, and the queue is only
  /// compacted now and then.
  private var jobs: [Job?] = []
  private var head = 0
  private var closed = false
  private let exited = DispatchGroup()

  init(colorizers: [FileColorizer]) {
    for colorizer in colorizers {
      exited.enter()
      let thread = Thread { [self] in
        work(with: colorizer)
        exited.leave()
      }
      thread.name = "diffview.analysis"
      thread.start()
    }
  }

  /// Queues `job` for the next free worker.
  func submit(_ job: @escaping Job) {
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  /// Lets the workers finish the queued jobs, then waits for them to exit.
  func close() {
    condition.withLock {
      closed = true
      condition.broadcast()
    }
    exited.wait()
  }

  private func work(with colorizer: FileColorizer) {
    while let job = nextJob() {
      job(colorizer)
    }
  }

  private func nextJob() -> Job? {
    condition.withLock {
      while head == jobs.count && !closed { condition.wait() }
      guard head < jobs.count else { return nil }
      let job = jobs[head]
      jobs[head] = nil
      head += 1
      // Drop taken jobs now and then, so the queue does not grow with the whole diff.
      if head >= 256 && head * 2 >= jobs.count {
        jobs.removeFirst(head)
        head = 0
      }
      return job
    }
  }
}
