import Foundation

/// An interactive command in a detached tmux pane on a private server (its own `-L` socket),
/// for tests that must answer what the screen shows (a pager waiting for `q`).
///
/// Every wait is bounded: `waitFor` polls `capture-pane` until a deadline, and `close()` (call
/// it in a `defer`) kills the private server whatever state the command is in, so a pager that
/// never quits cannot hang the test run.
final class TmuxSession {
  /// The line the shell prints when the command has ended, with its exit status after it.
  static let endMarker = "__SESSION_END__"

  let socket = "intent-render-session-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

  /// Starts `command` (a shell command line) in a pane of `columns` × `rows`; `nil` when tmux
  /// cannot start. The pane stays open after the command so its last screen can be read.
  init?(_ command: String, columns: Int = 80, rows: Int = 24) {
    guard TmuxPane.available else { return nil }
    let script = "\(command); printf '\\n\(Self.endMarker)%s\\n' \"$?\"; sleep 30"
    let start = [
      "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y",
      String(rows), "sh", "-c", script,
    ].map(TmuxPane.quoted).joined(separator: " ")
    // `system`, not `Process`: the forked server keeps a descriptor `Process` would wait on.
    guard system(start + " </dev/null >/dev/null 2>&1") == 0 else {
      close()
      return nil
    }
  }

  deinit { close() }

  /// Kills the private server (and with it the command and any pager).
  func close() {
    _ = system("tmux -L \(TmuxPane.quoted(socket)) kill-server >/dev/null 2>&1")
  }

  /// The pane's text (wrapped lines joined), or `nil` when tmux does not answer.
  func screen() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = ["-L", socket, "capture-pane", "-p", "-J"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Polls the screen until `condition` holds, for at most `timeout` seconds; the last screen
  /// seen when it held, else `nil`.
  func waitFor(timeout: TimeInterval = 4, _ condition: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let text = screen(), condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return nil
  }

  /// The command's exit status once it has ended (within `timeout`), else `nil`.
  func exitStatus(timeout: TimeInterval = 4) -> Int? {
    guard let text = waitFor(timeout: timeout, { $0.contains(Self.endMarker) }),
      let range = text.range(of: Self.endMarker)
    else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// The screen text before the end marker, once the command has ended.
  func outputBeforeEnd(timeout: TimeInterval = 4) -> String? {
    guard let text = waitFor(timeout: timeout, { $0.contains(Self.endMarker) }),
      let range = text.range(of: Self.endMarker)
    else { return nil }
    return String(text[..<range.lowerBound])
  }

  /// Types `keys` into the pane (tmux key names, such as `q` or `Enter`).
  func send(_ keys: String...) {
    let words = ["tmux", "-L", socket, "send-keys"] + keys
    _ = system(words.map(TmuxPane.quoted).joined(separator: " ") + " >/dev/null 2>&1")
  }
}
