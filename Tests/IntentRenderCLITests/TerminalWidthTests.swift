import Foundation
import TestSupport
import Testing

/// `--color always` into a pipe (`| less -R`) wraps at the width of the controlling terminal
/// (`/dev/tty`), else `COLUMNS`, else 80: checked in a tmux pane of a known width, and with
/// `setsid`, which starts the command without a controlling terminal.
@Suite struct TerminalWidthTests {
  static let paragraph =
    (1...60).map { "word\($0)" }.joined(separator: " ") + "\n"

  /// The widest line (in characters; the text is ASCII) the command shows in a pane of
  /// `columns`, or `nil` when tmux is missing or the command did not end.
  static func widestLine(_ shellCommand: String, columns: Int) throws -> Int? {
    let session = try #require(TmuxSession(shellCommand, columns: columns, rows: 40))
    defer { session.close() }
    guard let output = session.outputBeforeEnd() else { return nil }
    #expect(session.exitStatus() == 0)
    let lines = output.split(separator: "\n").filter { $0.contains("word") }
    #expect(lines.count > 1, "the paragraph did not wrap: \(output)")
    return lines.map { $0.count }.max()
  }

  static func command(_ folder: TemporaryFolder, environment: [String], setsid: Bool) throws
    -> String
  {
    let note = folder.path("para.md")
    try paragraph.write(toFile: note, atomically: true, encoding: .utf8)
    let run =
      (["env", "-i", "PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8"] + environment
      + [ProcessRun.binary, "note", "--color", "always", note])
      .map(TmuxPane.quoted).joined(separator: " ") + " | cat"
    return setsid ? "setsid -w sh -c \(TmuxPane.quoted(run))" : run
  }

  static var skipped: Bool {
    guard TmuxPane.available, FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")
    else {
      print("NOTICE: tmux or setsid not installed; the width of a pipe was not checked")
      return true
    }
    return false
  }

  @Test func colourIntoAPipeTakesTheControllingTerminalsWidth() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    // COLUMNS says otherwise: the terminal the pipe ends on wins.
    let widest = try Self.widestLine(
      Self.command(folder, environment: ["COLUMNS=120"], setsid: false), columns: 60)
    let width = try #require(widest)
    #expect(width <= 60 && width > 50, "widest line \(width), pane 60")
  }

  @Test func withoutATerminalColumnsDecides() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let widest = try Self.widestLine(
      Self.command(folder, environment: ["COLUMNS=44"], setsid: true), columns: 100)
    let width = try #require(widest)
    #expect(width <= 44 && width > 34, "widest line \(width), COLUMNS=44")
  }

  @Test func withoutATerminalOrColumnsTheWidthIs80() throws {
    guard !Self.skipped else { return }
    let folder = try TemporaryFolder()
    let widest = try Self.widestLine(
      Self.command(folder, environment: [], setsid: true), columns: 120)
    let width = try #require(widest)
    #expect(width <= 80 && width > 70, "widest line \(width), no terminal, no COLUMNS")
  }
}
