/// A picture ready for the terminal: the escape sequences that draw it at the cursor and the
/// cells it covers. After drawing, the cursor stands on the picture's last row, so a newline
/// moves below it.
package struct TerminalImage: Equatable, Sendable {
  /// The whole sequence, from the first `ESC` to the last terminator.
  package var escape: String
  package var columns: Int
  package var rows: Int

  package init(escape: String, columns: Int, rows: Int) {
    self.escape = escape
    self.columns = columns
    self.rows = rows
  }
}
