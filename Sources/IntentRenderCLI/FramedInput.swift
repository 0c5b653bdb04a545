import Foundation

/// Reads a descriptor as its writer fills it and ends a frame at most once an `interval`: the
/// bytes of every read go to `take` at once (checks, limits), and `frame` then renders all
/// that came since the last frame in one go. An agent's answer arriving 100 bytes at a time
/// every fraction of a millisecond is parsed and its open tail drawn some 30 times a second,
/// not once a write; a writer that pauses gets its text drawn at once.
///
/// A frame ends when input has come and either nothing more is readable once the interval
/// since the last frame has passed, or the interval has passed while input keeps coming (so a
/// long flood, a whole file, is still drawn as it goes).
struct FramedInput {
  /// 30 frames a second: text scrolling at that rate reads as smooth, and every frame costs a
  /// render of the open tail, so a shorter one would spend more for nothing the eye sees.
  static let interval = Duration.milliseconds(33)

  /// Why the input could not be read, in words (`InputStreamReader.readFailure`).
  struct Failure: Error {
    var reason: String
  }

  let descriptor: Int32
  var interval = FramedInput.interval

  /// Reads to the end of the input. `frame` is called only after `take` was given bytes; the
  /// bytes taken after the last frame are the caller's to render at the end.
  func run(take: (ArraySlice<UInt8>) throws -> Void, frame: () throws -> Void) throws {
    let clock = ContinuousClock()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    // The first bytes after a quiet start are drawn at once.
    var lastFrame = clock.now - interval
    var pending = false
    while true {
      if pending {
        let due = lastFrame + interval
        if !readable(within: due - clock.now) || clock.now >= due {
          try frame()
          pending = false
          lastFrame = clock.now
          continue
        }
      }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: InputStreamReader.readFailure(errno))
      }
      if count == 0 { return }
      try take(buffer[0..<count])
      pending = true
    }
  }

  /// Whether a read would return at once (bytes, the end, or an error) within `wait`.
  private func readable(within wait: Duration) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    // poll's timeout is in whole milliseconds: a wait is rounded up, so the frame is never
    // drawn before it is due only to wake again at once.
    let milliseconds =
      wait <= .zero ? 0 : Int32(clamping: Int((wait / .milliseconds(1)).rounded(.up)))
    while true {
      let result = poll(&entry, 1, milliseconds)
      if result < 0, errno == EINTR { continue }
      // An error of poll itself is left to the read to report.
      return result != 0
    }
  }
}
