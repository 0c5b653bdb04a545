/// A picture ready for the terminal: the escape sequences that draw it at the cursor and the
/// cells it covers. After drawing, the cursor stands on the picture's last row, so a newline
/// moves below it.
public struct TerminalImage: Equatable, Sendable {
  /// The whole sequence, from the first `ESC` to the last terminator.
  public var escape: String
  public var columns: Int
  public var rows: Int

  public init(escape: String, columns: Int, rows: Int) {
    self.escape = escape
    self.columns = columns
    self.rows = rows
  }
}
