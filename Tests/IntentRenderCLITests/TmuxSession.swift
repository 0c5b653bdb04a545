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

  /// Starts `command` (a shell command line) in a pane of `columns` × `rows`, the private
  /// server configured by `configuration` lines; `nil` when tmux cannot start. The pane stays
  /// open after the command so its last screen can be read.
  init?(_ command: String, columns: Int = 80, rows: Int = 24, configuration: [String] = []) {
    guard TmuxPane.available else { return nil }
    let script = "\(command); printf '\\n\(Self.endMarker)%s\\n' \"$?\"; sleep 120"
    // The server reads its configuration file when it starts, so the file is gone once it has.
    let config = FileManager.default.temporaryDirectory.appendingPathComponent(socket + ".conf")
    guard
      (try? (configuration.joined(separator: "\n") + "\n").write(
        to: config, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    defer { try? FileManager.default.removeItem(at: config) }
    let start = [
      "-f", config.path, "new-session", "-d", "-x", String(columns), "-y", String(rows), "sh",
      "-c", script,
    ]
    guard TmuxCommand.run(socket: socket, start) == 0 else {
      close()
      return nil
    }
  }

  deinit { close() }

  /// Kills the private server (and with it the command and any pager).
  func close() {
    TmuxCommand.run(socket: socket, ["kill-server"])
  }

  /// The pane's text (wrapped lines joined; with its SGR escapes when `escapes`), or `nil` when
  /// tmux does not answer.
  func screen(escapes: Bool = false) -> String? {
    TmuxCommand.text(socket: socket, ["capture-pane", "-p", "-J"] + (escapes ? ["-e"] : []))
  }

  /// Polls the screen until `condition` holds, for at most `timeout` seconds; the last screen
  /// seen when it held, else `nil`.
  func waitFor(timeout: TimeInterval = 20, _ condition: (String) -> Bool) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      if let text = screen(), condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    return nil
  }

  /// The command's exit status once it has ended (within `timeout`), else `nil`.
  func exitStatus(timeout: TimeInterval = 20) -> Int? {
    guard let text = waitFor(timeout: timeout, { $0.contains(Self.endMarker) }),
      let range = text.range(of: Self.endMarker)
    else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// The screen text before the end marker, once the command has ended.
  func outputBeforeEnd(timeout: TimeInterval = 20) -> String? {
    guard let text = waitFor(timeout: timeout, { $0.contains(Self.endMarker) }),
      let range = text.range(of: Self.endMarker)
    else { return nil }
    return String(text[..<range.lowerBound])
  }

  /// Types `keys` into the pane (tmux key names, such as `q` or `Enter`).
  func send(_ keys: String...) {
    TmuxCommand.run(socket: socket, ["send-keys"] + keys)
  }
}
