import Foundation

/// The terminal modes to put back when a signal ends the process while the terminal is in raw
/// mode without echo (the OSC 11 background query's wait): without this, Ctrl-C, a `kill`,
/// a hang-up or SIGQUIT in those 100 ms would leave the user's shell with no echo and no line
/// editing.
///
/// The signal handler may only call async-signal-safe functions, so the saved modes live in
/// memory allocated once, before they are needed; the handler reads them and calls
/// `tcsetattr(2)`, which POSIX lists as async-signal-safe. The descriptor is published last
/// when arming and cleared first when disarming, so the handler never reads a half-written
/// entry.
enum TerminalModes {
  nonisolated(unsafe) private static let saved: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  /// The terminal's descriptor while its modes are changed, else -1.
  nonisolated(unsafe) private static var descriptor: Int32 = -1

  /// Remembers `modes` as those of `terminal` to restore if a signal comes before `disarm`.
  static func arm(_ terminal: Int32, modes: termios) {
    descriptor = -1
    saved.pointee = modes
    descriptor = terminal
  }

  /// The modes were restored on the normal path: a later signal has nothing to do.
  static func disarm() {
    descriptor = -1
  }

  /// Async-signal-safe: puts the remembered modes back, if any are armed.
  static func restoreFromSignal() {
    let terminal = descriptor
    guard terminal >= 0 else { return }
    descriptor = -1
    _ = tcsetattr(terminal, TCSANOW, saved)
  }
}
