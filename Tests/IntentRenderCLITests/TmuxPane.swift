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

  /// Why a pane gave no screen: tmux did not start, or the command did not end in time (with
  /// what the pane showed last, so a failure says what the terminal held).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The pane's text once `command` (a shell command line) has run (with its SGR escapes when
  /// `escapes`); throws `Failure` when tmux cannot start or on a timeout.
  func capture(_ command: String, escapes: Bool = false, timeout: TimeInterval = 60) throws
    -> String
  {
    let marker = "__PANE_DONE__"
    let script = "\(command); printf '\\n\(marker)'; sleep 60"
    let config = FileManager.default.temporaryDirectory.appendingPathComponent(socket + ".conf")
    try (configuration.joined(separator: "\n") + "\n").write(
      to: config, atomically: true, encoding: .utf8)
    defer {
      TmuxCommand.run(socket: socket, ["kill-server"])
      try? FileManager.default.removeItem(at: config)
    }
    let start = [
      "-f", config.path, "new-session", "-d", "-x", String(columns), "-y", String(rows), "sh",
      "-c", script,
    ]
    let status = TmuxCommand.run(socket: socket, start)
    guard status == 0 else { throw Failure(description: "tmux new-session exited \(status)") }
    let deadline = Date().addingTimeInterval(timeout)
    var last: String?
    while Date() < deadline {
      last = paneText(escapes: false)
      if let text = last, let end = text.range(of: marker) {
        if !escapes { return String(text[..<end.lowerBound]) }
        guard let colored = paneText(escapes: true) else {
          throw Failure(description: "tmux capture-pane -e failed")
        }
        return colored
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    throw Failure(
      description: "no end marker after \(Int(timeout)) s; the pane showed:\n"
        + (last ?? "(capture-pane failed)"))
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
