import Foundation
import RenderSupport

/// Cache entries made on the second core while the run that asked for them goes on.
///
/// A grammar's first run stores the analyses of every pattern its rules can compile, for the
/// runs after it; the run itself needs only the ones it searches, and works each out when it
/// first searches it (`CompiledRegex`), exactly as the stored one would be. Storing beside
/// the run takes the analysis of all the others off the first run's wall clock.
///
/// Off unless the process turns it on, and only a process that calls `finish` before it ends
/// may: a write cut off by the process's end is no write (its file is renamed into place
/// only when whole), and the next run would pay for it again. With one processor the work
/// runs in place, where it costs no more than on another thread.
package enum BackgroundCacheWrites {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var enabled = false
  private static let pending = DispatchGroup()
  /// One write at a time: a second would take the core the run itself is on.
  private static let queue = DispatchQueue(label: "intent-render.cache-writes")

  /// Lets `perform` run work in the background from now on (with two processors or more).
  package static func enable() {
    let second = ProcessorCount.active > 1
    lock.withLock { enabled = second }
  }

  /// Runs `work` in the background when enabled, else now.
  static func perform(_ work: @escaping @Sendable () -> Void) {
    guard lock.withLock({ enabled }) else { return work() }
    queue.async(group: pending, execute: work)
  }

  /// Waits until every write `perform` started has finished.
  package static func finish() {
    pending.wait()
  }
}
