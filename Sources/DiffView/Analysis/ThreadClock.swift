import Foundation

/// CPU time of the calling thread: time budgets measure the work of tokenizing, so a busy
/// machine (or a worker waiting for a core) does not turn a hunk that highlights into a plain one.
enum ThreadClock {
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
