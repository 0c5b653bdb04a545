import Foundation

/// A command run to its end in a `TmuxSession` (a detached pane on a private server, so no other
/// tmux is touched), for tests of what a terminal shows: the pane's text after the command
/// printed its end marker.
struct TmuxPane {
  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
  }

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

  /// The pane's text once `command` (a shell command line) has run (the whole pane with its SGR
  /// escapes when `escapes`); throws `Failure` when tmux cannot start or on a timeout.
  func capture(_ command: String, escapes: Bool = false, timeout: TimeInterval = 60) throws
    -> String
  {
    guard
      let session = TmuxSession(
        command, columns: columns, rows: rows, configuration: configuration)
    else { throw Failure(description: "tmux did not start") }
    defer { session.close() }
    guard let text = session.outputBeforeEnd(timeout: timeout) else {
      throw Failure(
        description: "no end marker after \(Int(timeout)) s; the pane showed:\n"
          + (session.screen() ?? "(capture-pane failed)"))
    }
    if !escapes { return text }
    guard let colored = session.screen(escapes: true) else {
      throw Failure(description: "tmux capture-pane -e failed")
    }
    return colored
  }

  /// `text` as one shell word.
  static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }
}
