import Foundation

/// What the fences of one document may highlight together. The budget that decides is bytes
/// of code, claimed in document order, so which blocks stay plain depends only on the input:
/// the same document gives the same output on a fast and a slow machine. CPU time is only a
/// safety net over the whole document (a document of a thousand pathological fences cannot
/// cost a thousand per-block limits); when it fires, the caller is told once, since from
/// there the output depends on the machine's speed.
package final class HighlightBudget: @unchecked Sendable {
  /// The CPU seconds of the document's safety net.
  static let defaultSafetySeconds = 30.0

  private let lock = NSLock()
  private let safetySeconds: Double
  private let totalNanoseconds: UInt64
  private var spentNanoseconds: UInt64 = 0
  private var bytesLeft: Int
  private var reportedExhaustion = false
  private let maxCodeBytes: Int
  private let onFirstRefusal: (@Sendable (Int) -> Void)?
  private var refused = false

  /// `onFirstRefusal` hears, once, the byte budget when the first block does not fit in it.
  init(
    maxCodeBytes: Int = .max, safetySeconds: Double = defaultSafetySeconds,
    onFirstRefusal: (@Sendable (Int) -> Void)? = nil
  ) {
    self.safetySeconds = safetySeconds
    totalNanoseconds = UInt64(max(0, min(safetySeconds, 86_400)) * 1e9)
    bytesLeft = maxCodeBytes
    self.maxCodeBytes = maxCodeBytes
    self.onFirstRefusal = onFirstRefusal
  }

  /// Whether the safety net still has time; the first call that finds none runs
  /// `onExhaustion` with the net's seconds.
  func hasTimeLeft(onExhaustion: (Double) -> Void) -> Bool {
    let (hasTime, first) = lock.withLock {
      guard spentNanoseconds >= totalNanoseconds else { return (true, false) }
      let first = !reportedExhaustion
      reportedExhaustion = true
      return (false, first)
    }
    if first { onExhaustion(safetySeconds) }
    return hasTime
  }

  func spend(_ nanoseconds: UInt64) {
    lock.withLock {
      let (sum, overflow) = spentNanoseconds.addingReportingOverflow(nanoseconds)
      spentNanoseconds = overflow ? .max : sum
    }
  }

  /// Takes `bytes` of code from the byte budget; `false` (nothing taken) when they do not fit.
  func claim(bytes: Int) -> Bool {
    let (fits, firstRefusal) = lock.withLock {
      guard bytes <= bytesLeft else {
        bytesLeft = 0
        let first = !refused
        refused = true
        return (false, first)
      }
      bytesLeft -= bytes
      return (true, false)
    }
    if firstRefusal { onFirstRefusal?(maxCodeBytes) }
    return fits
  }

  /// A budget for a draft of what comes next (the open tail of a streamed note): the bytes
  /// this one has left, spent apart from it, so drafts never change what the final text gets.
  func draft() -> HighlightBudget {
    let left = lock.withLock { bytesLeft }
    return HighlightBudget(maxCodeBytes: left, safetySeconds: safetySeconds)
  }
}
