import Foundation
import RenderSupport

/// Asks the controlling terminal for its background colour (OSC 11) and waits a short while
/// for the answer, so a light terminal gets the light palette without a flag.
///
/// The query goes to `/dev/tty`, not standard output, so it works whatever stdout is; the
/// terminal is put in raw mode without echo for the wait (its answer must not show or reach
/// the shell) and restored on every path, also when a signal ends the process during the
/// wait (`TerminalModes`). A device-attributes request (DA1, `ESC [ c`) follows
/// the query: every terminal answers it, so a terminal that ignores OSC 11 ends the wait at
/// once instead of at the timeout.
///
/// The answers must be read before the modes are restored: bytes that arrive once echo is
/// back on are echoed by the terminal's line discipline, and `^[]11;rgb:…^[[?1;2c` lands in
/// the middle of the output or on the shell's prompt. Over ssh, or on a loaded machine, the
/// answer takes longer than a local terminal's few milliseconds, so the wait allows a second;
/// only a terminal that answers neither request waits that long. Whatever part of an answer
/// came in but was not read by then is discarded before echo comes back.
enum TerminalBackgroundQuery {
  /// How long the terminal may take to answer (the DA1 answer ends the wait before it).
  static let timeout = 1.0

  /// The background: the terminal's answer, else `COLORFGBG`, else `nil`.
  static func detect(environment: [String: String]) -> TerminalBackground? {
    if let answered = query() { return answered }
    return TerminalBackground.fromColorFGBG(environment["COLORFGBG"])
  }

  static func query() -> TerminalBackground? {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    // Armed before the change, so a signal at any point after it restores the modes too.
    TerminalModes.arm(descriptor, modes: saved)
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else {
      TerminalModes.disarm()
      return nil
    }
    defer {
      // TCSAFLUSH: input received and not read (a late part of an answer) is dropped with
      // the change, so it is never echoed.
      _ = tcsetattr(descriptor, TCSAFLUSH, &saved)
      TerminalModes.disarm()
    }
    let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
    guard request.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == request.count
    else { return nil }
    var reply: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 256)
    while reply.count < 1024 {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(max(left * 1000, 1))) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      reply.append(contentsOf: buffer[0..<count])
      if Self.endsWithDeviceAttributes(reply) { break }
    }
    return TerminalBackground.parse(oscReply: reply)
  }

  /// Whether `reply` ends with the DA1 answer (`ESC [ ? … c`), which comes after the OSC one.
  static func endsWithDeviceAttributes(_ reply: [UInt8]) -> Bool {
    guard reply.last == UInt8(ascii: "c"),
      let start = reply.lastIndex(of: 0x1B), start + 2 < reply.count
    else { return false }
    return reply[start + 1] == UInt8(ascii: "[") && reply[start + 2] == UInt8(ascii: "?")
  }
}
