import Foundation

/// Clocks for time budgets. Budgets measure CPU time of the calling thread, the work of
/// tokenizing, so a busy machine (or a worker waiting for a core) does not turn a text that
/// highlights into a plain one.
package enum ThreadClock {
  /// CPU time of the calling thread (a system call: do not read it for every line).
  package static func nanoseconds() -> UInt64 {
    read(CLOCK_THREAD_CPUTIME_ID)
  }

  /// Monotonic wall time, cheap to read.
  package static func monotonicNanoseconds() -> UInt64 {
    read(CLOCK_MONOTONIC)
  }

  private static func read(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
