import Foundation

/// Writes `data` to `descriptor` (a child's standard input) on the calling thread with
/// SIGPIPE held back, and stops at the first failed write.
///
/// A child that exits before reading all of its input (a usage error, `head`) breaks the pipe,
/// and a write to a broken pipe raises SIGPIPE in the writing thread, whose default action
/// ends the whole test process. Blocked on this thread only, the write fails with `EPIPE`
/// instead; the signal left pending is taken before the mask is restored, so it never reaches
/// the process, and nothing else in the process (nor any child, which starts with default
/// signals) changes.
public func writeHoldingBackSIGPIPE(_ data: Data, to descriptor: Int32) {
  var sigpipe = sigset_t()
  sigemptyset(&sigpipe)
  sigaddset(&sigpipe, SIGPIPE)
  var previous = sigset_t()
  pthread_sigmask(SIG_BLOCK, &sigpipe, &previous)
  defer {
    var pending = sigset_t()
    sigpending(&pending)
    if sigismember(&pending, SIGPIPE) == 1 {
      var now = timespec()
      _ = sigtimedwait(&sigpipe, nil, &now)
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
  data.withUnsafeBytes { raw in
    guard let base = raw.baseAddress else { return }
    var offset = 0
    while offset < raw.count {
      let written = write(descriptor, base + offset, raw.count - offset)
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { break }
      offset += written
    }
  }
}
