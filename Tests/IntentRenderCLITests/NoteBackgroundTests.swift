import Foundation
import TestSupport
import Testing

/// On a terminal, the default palette follows the background the terminal reports to an OSC 11
/// query: tmux answers it with the pane's `window-style` colour, a fake light or dark terminal.
/// The test process may carry `NO_COLOR` and the like; the pane must decide colour itself.
private let cleanEnvironment = "env -u NO_COLOR -u FORCE_COLOR -u CLICOLOR_FORCE -u COLORFGBG"

@Test(arguments: [("#fafafa", "38;2;46;89;168"), ("#101010", "38;2;122;162;247")])
func theDefaultPaletteFollowsTheTerminalBackground(background: String, heading: String) throws {
  guard TmuxPane.available else {
    print("NOTICE: tmux not installed; background detection not checked")
    return
  }
  let folder = try TemporaryFolder()
  let note = folder.url.appendingPathComponent("note.md")
  try "# Title\n\nText.\n".write(to: note, atomically: true, encoding: .utf8)
  let pane = TmuxPane(
    columns: 60, rows: 10, configuration: ["set -g window-style bg=\(background)"])
  let command =
    "\(cleanEnvironment) COLORTERM=truecolor '\(ProcessRun.binary)' note '\(note.path)'; echo; echo done"
  let screen = try pane.capture(command, escapes: true)
  // The level 1 heading's colour: #2E59A8 in the light palette, #7AA2F7 in the dark one.
  #expect(
    screen.contains("\u{1B}[\(heading)m") || screen.contains(";\(heading)m"),
    "\(screen.debugDescription)")
  #expect(screen.contains("done"))
  // The terminal's answer never shows on the screen.
  #expect(!screen.contains("rgb:"))
  #expect(!screen.contains("11;"))
}

@Test func anExplicitThemeWinsOverTheTerminal() throws {
  guard TmuxPane.available else { return }
  let folder = try TemporaryFolder()
  let note = folder.url.appendingPathComponent("note.md")
  try "# Title\n".write(to: note, atomically: true, encoding: .utf8)
  let pane = TmuxPane(columns: 60, rows: 10, configuration: ["set -g window-style bg=#fafafa"])
  let command =
    "\(cleanEnvironment) COLORTERM=truecolor '\(ProcessRun.binary)' note --theme dark '\(note.path)'"
  let screen = try pane.capture(command, escapes: true)
  #expect(screen.contains("38;2;122;162;247"))
}
