import Foundation

/// Reads a descriptor as its writer fills it and ends a frame at most once an `interval`: the
/// bytes of every read go to `take` at once (checks, limits), and `frame` then renders all
/// that came since the last frame in one go. An agent's answer arriving 100 bytes at a time
/// every fraction of a millisecond is parsed and its open tail drawn some 30 times a second,
/// not once a write; a writer that pauses gets its text drawn at once.
///
/// The first bytes after a pause end a frame at once. Bytes that come sooner after a frame
/// wait for the interval to pass, the process asleep meanwhile (not woken by every write:
/// the pipe holds them), then what is readable (up to `frameBytes`) is read and ends one
/// frame. A frame that filled the read buffer or reached `frameBytes` came from a writer
/// faster than the frames (a file, a pipe that was full): the next is read without sleeping,
/// so a fast input is never held up by the interval.
struct FramedInput {
  /// 30 frames a second: text scrolling at that rate reads as smooth, and every frame costs a
  /// render of the open tail, so a shorter one would spend more for nothing the eye sees.
  static let interval = Duration.milliseconds(33)

  /// Why the input could not be read, in words (`InputStreamReader.readFailure`).
  struct Failure: Error {
    var reason: String
  }

  /// At most this much is read into one frame: a render of far more than a screen shows.
  static let frameBytes = 1 << 20

  let descriptor: Int32
  var interval = FramedInput.interval

  /// Reads to the end of the input. `frame` is called only after `take` was given bytes; the
  /// bytes taken after the last frame are the caller's to render at the end.
  func run(take: (ArraySlice<UInt8>) throws -> Void, frame: () throws -> Void) throws {
    let clock = ContinuousClock()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var drained = 0
    // A read waits for input, so a frame starts as soon as bytes come; false at the end.
    func readOnce() throws -> Bool {
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 {
          if errno == EINTR { continue }
          throw Failure(reason: InputStreamReader.readFailure(errno))
        }
        if count == 0 { return false }
        drained += count
        try take(buffer[0..<count])
        return true
      }
    }
    var lastFrame = clock.now - interval
    var behind = false
    while try readOnce() {
      let first = drained
      let due = lastFrame + interval
      if !behind, clock.now < due { sleep(until: due, clock) }
      // What the writer wrote meanwhile belongs to this frame, up to a bound: a flood (a
      // whole file) is still drawn as it goes.
      drained = 0
      while drained < Self.frameBytes, readable() {
        guard try readOnce() else { return }
      }
      behind = first == buffer.count || drained >= buffer.count
      drained = 0
      try frame()
      lastFrame = clock.now
    }
  }

  private func sleep(until due: ContinuousClock.Instant, _ clock: ContinuousClock) {
    while clock.now < due {
      let (seconds, attoseconds) = (due - clock.now).components
      var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      nanosleep(&wait, nil)
    }
  }

  /// Whether a read would return at once (bytes, the end of the input, or an error).
  private func readable() -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = poll(&entry, 1, 0)
      if result < 0, errno == EINTR { continue }
      // An error of poll itself is left to the read to report.
      return result != 0
    }
  }
}
