import Foundation

/// A command run in a detached tmux pane on a private server (its own `-L` socket, so no other
/// tmux is touched), for tests of what a terminal shows: the pane's text after the command
/// printed its end marker.
struct TmuxPane {
  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

  let socket = "intent-render-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  var columns = 100
  var rows = 50
  /// tmux configuration lines for the private server (`window-style bg=#fafafa` makes tmux
  /// answer OSC 11 queries with that colour, as a light terminal would).
  var configuration: [String] = []

  /// The pane's text once `command` (a shell command line) has run (with its SGR escapes when
  /// `escapes`), or `nil` on a timeout.
  func capture(_ command: String, escapes: Bool = false, timeout: TimeInterval = 30) -> String? {
    let marker = "__PANE_DONE__"
    let script = "\(command); printf '\\n\(marker)'; sleep 30"
    let config = FileManager.default.temporaryDirectory.appendingPathComponent(socket + ".conf")
    guard
      (try? (configuration.joined(separator: "\n") + "\n").write(
        to: config, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    defer {
      TmuxCommand.run(socket: socket, ["kill-server"])
      try? FileManager.default.removeItem(at: config)
    }
    let start = [
      "-f", config.path, "new-session", "-d", "-x", String(columns), "-y", String(rows), "sh",
      "-c", script,
    ]
    guard TmuxCommand.run(socket: socket, start) == 0 else { return nil }
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = paneText(escapes: false), let end = text.range(of: marker) {
        return escapes ? paneText(escapes: true) : String(text[..<end.lowerBound])
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return nil
  }

  /// `text` as one shell word.
  static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }

  private func paneText(escapes: Bool) -> String? {
    TmuxCommand.text(socket: socket, ["capture-pane", "-p", "-J"] + (escapes ? ["-e"] : []))
  }
}
