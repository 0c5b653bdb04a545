import Foundation

/// One parsed event waiting to be rendered: a file is analysed in parts (runs of whole hunks)
/// on the workers, and `done` is signalled when the last part is in.
final class PendingEvent: @unchecked Sendable {
  /// What one part found for its hunks; `runs` is nil when the file stays plain.
  struct Part {
    var analyses: [HunkAnalysis]
    var runs: [[[SyntaxRun]]]?
  }

  let event: DiffEvent
  /// The file's line text in bytes (0 for other events), for the pipeline's window.
  let bytes: Int
  let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var parts: [Part?]
  private var remaining: Int
  private var whole: AnalyzedFile?

  init(_ event: DiffEvent, parts count: Int, bytes: Int = 0) {
    self.event = event
    self.bytes = bytes
    parts = Array(repeating: nil, count: count)
    remaining = count
    if count == 0 { done.signal() }
  }

  /// Stores part `index`; the last one signals `done`.
  func finish(part index: Int, _ part: Part) {
    let last = lock.withLock {
      parts[index] = part
      remaining -= 1
      return remaining == 0
    }
    if last { done.signal() }
  }

  /// Stores a file analysed in one piece (whole sources); the event has one part.
  func finish(whole analyzed: AnalyzedFile) {
    lock.withLock { whole = analyzed }
    finish(part: 0, Part(analyses: [], runs: nil))
  }

  /// The analysed file, once `done`: the parts joined in hunk order.
  func analyzedFile() -> AnalyzedFile? {
    guard case .file(let file) = event else { return nil }
    return lock.withLock {
      if let whole { return whole }
      var analyses: [HunkAnalysis] = []
      analyses.reserveCapacity(file.hunks.count)
      var runs: [[[SyntaxRun]]] = []
      var colored = true
      for part in parts {
        guard let part else { return nil }
        analyses.append(contentsOf: part.analyses)
        if let partRuns = part.runs {
          runs.append(contentsOf: partRuns)
        } else {
          colored = false
        }
      }
      return AnalyzedFile(file: file, analyses: analyses, runs: colored ? runs : [])
    }
  }
}
