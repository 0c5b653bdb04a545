import Foundation
import TestSupport
import Testing

/// Copying a code block from the terminal gives the code: the pane's text between the block's
/// rules is the code, line for line (tmux shows what a terminal would let a user select).
@Test func codeLinesInTheTerminalAreTheCode() throws {
  guard TmuxPane.available else {
    print("NOTICE: tmux not installed; copy-paste of code blocks not checked")
    return
  }
  let code = """
    def greet(name):
        if name:
            return f"hello {name}"  # a comment

        return "hello"
    """
  let folder = try TemporaryFolder()
  let note = folder.url.appendingPathComponent("note.md")
  try "Some text.\n\n```python\n\(code)\n```\n\nAfter.\n".write(
    to: note, atomically: true, encoding: .utf8)
  let pane = TmuxPane(columns: 80, rows: 30)
  let command = "COLORTERM=truecolor '\(ProcessRun.binary)' note --color always '\(note.path)'"
  let captured = try pane.capture(command)
  let lines = captured.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let top = try #require(lines.firstIndex { $0.hasPrefix("── python ─") })
  let bottom = try #require(lines[(top + 1)...].firstIndex { $0.hasPrefix("────") })
  #expect(lines[(top + 1)..<bottom].joined(separator: "\n") == code)
}
