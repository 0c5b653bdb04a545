import Foundation

/// Waits until a followed file (or the folder of sessions it is in) may have changed: with
/// inotify(7) where the system has it, so an appended record is seen at once and an idle
/// session costs nothing; else by waking at a fixed interval, as `tail -F` does on systems
/// without it. Either way the caller polls the file after each wait: an event only says when
/// to look, never what changed.
package final class TranscriptFileWatcher {
  #if canImport(Glibc)
    private var descriptor: Int32 = -1
    private var watches: [String: Int32] = [:]
  #endif

  /// A watcher; `notifications: false` polls even where inotify exists (tests of the
  /// fallback).
  package init(notifications: Bool = true) {
    #if canImport(Glibc)
      if notifications { descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
    #endif
  }

  deinit {
    #if canImport(Glibc)
      if descriptor >= 0 { close(descriptor) }
    #endif
  }

  /// Whether changes are notified (else the waits are timed).
  package var usesNotifications: Bool {
    #if canImport(Glibc)
      return descriptor >= 0
    #else
      return false
    #endif
  }

  /// Watches `folder` for files written, created, moved in, removed or truncated in it (a
  /// folder, not the file: a replaced file keeps being seen under its name).
  package func watch(folder: String) {
    #if canImport(Glibc)
      guard descriptor >= 0, watches[folder] == nil else { return }
      let mask =
        UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE)
        | UInt32(IN_ATTRIB) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_FROM)
      let watch = inotify_add_watch(descriptor, folder, mask)
      if watch >= 0 { watches[folder] = watch }
    #endif
  }

  /// Returns when something changed or `timeout` seconds passed, whichever is first.
  package func wait(timeout: Double) {
    #if canImport(Glibc)
      if descriptor >= 0 {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, Int32(max(0, timeout) * 1000))
        if ready > 0 { drain() }
        return
      }
    #endif
    usleep(useconds_t(max(0, timeout) * 1_000_000))
  }

  #if canImport(Glibc)
    /// Reads the pending events (their content does not matter: the file is polled).
    private func drain() {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }
  #endif
}
