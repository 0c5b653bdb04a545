import RenderSupport

/// The tokenizing time budget, in CPU time of the calling thread, so a busy machine does not
/// turn a file that highlights into a fallback. Reading the thread's CPU clock is a system
/// call, too slow for every line; it is read only when the cheap monotonic clock has moved
/// on by a few milliseconds since the last reading (CPU time never runs ahead of it).
struct BudgetClock {
  private let limit: UInt64
  private let startCPU: UInt64
  private var nextCheck: UInt64
  private static let interval: UInt64 = 5_000_000

  init(limit seconds: Double) {
    limit = UInt64(max(seconds, 0) * 1e9)
    startCPU = ThreadClock.nanoseconds()
    nextCheck = ThreadClock.monotonicNanoseconds()
  }

  /// True once the thread has spent more than the limit since this clock was made.
  mutating func isOverBudget() -> Bool {
    let now = ThreadClock.monotonicNanoseconds()
    guard now >= nextCheck else { return false }
    nextCheck = now + Self.interval
    return ThreadClock.nanoseconds() - startCPU > limit
  }
}
