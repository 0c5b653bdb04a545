import Foundation
import RenderSupport

/// The time budget of one highlighting pass, shared by every thread working on it: the CPU
/// time they spend, added up. So the limit bounds both what the pass costs the machine and,
/// as long as it gets a core, how long the caller waits; a busy machine does not turn a file
/// that highlights into a fallback, as a wall-clock limit would.
package final class PassBudget: @unchecked Sendable {
  private let limit: UInt64
  private let lock = NSLock()
  private var spent: UInt64 = 0

  private let cancellation: HighlightCancellation?

  /// A budget of `seconds` (clamped to `0...HighlightLimits.maxTimeLimit`), also over as
  /// soon as `cancellation` is cancelled.
  package init(seconds: Double, cancellation: HighlightCancellation? = nil) {
    self.cancellation = cancellation
    // NaN fails `> 0` and becomes 0, so the conversion cannot trap.
    limit = UInt64((seconds > 0 ? min(seconds, HighlightLimits.maxTimeLimit) : 0) * 1e9)
  }

  /// Adds `nanoseconds` of one thread's CPU time; true once the total is over the limit.
  package func spend(_ nanoseconds: UInt64) -> Bool {
    lock.withLock {
      let (sum, overflow) = spent.addingReportingOverflow(nanoseconds)
      spent = overflow ? .max : sum
      return spent > limit || cancellation?.isCancelled == true
    }
  }
}

/// One thread's meter on a `PassBudget`. Reading the thread's CPU clock is a system call, too
/// slow for every line; it is read only when the cheap monotonic clock has moved on by a few
/// milliseconds since the last reading (CPU time never runs ahead of it), and what the thread
/// spent since is added to the pass's total.
package struct BudgetClock {
  private let pass: PassBudget
  private var lastCPU: UInt64
  private var nextCheck: UInt64
  private var over = false
  private static let interval: UInt64 = 5_000_000

  /// A meter starting now on the calling thread.
  package init(pass: PassBudget) {
    self.pass = pass
    lastCPU = ThreadClock.nanoseconds()
    nextCheck = ThreadClock.monotonicNanoseconds()
  }

  /// True once the pass's threads together have spent more than its limit.
  package mutating func isOverBudget() -> Bool {
    if over { return true }
    let now = ThreadClock.monotonicNanoseconds()
    guard now >= nextCheck else { return false }
    nextCheck = now &+ Self.interval
    let cpu = ThreadClock.nanoseconds()
    let spent = cpu >= lastCPU ? cpu - lastCPU : 0
    lastCPU = cpu
    over = pass.spend(spent)
    return over
  }
}
