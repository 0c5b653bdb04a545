/// A small terminal model for what `NoteStream` writes: text lines (escapes other than the three
/// below kept in the text, so colours are compared too), `ESC [ n A` (cursor up, never past the
/// screen's top), `ESC [ J` (clear to the end of the screen) and `ESC [ 2 K` (clear the line),
/// after `\r`. Lines that scroll off the top stay in the scrollback, as a terminal keeps them.
struct TerminalScreen {
  let height: Int
  private(set) var lines: [String] = [""]
  /// The cursor's line in `lines`.
  private(set) var row = 0
  /// What a real terminal would have shown differently (a cursor-up past the screen's top).
  private(set) var violations: [String] = []

  init(height: Int) {
    self.height = height
  }

  /// The screen and its scrollback as text, as the one-shot output would show.
  var text: String {
    // Cleared rows below the cursor are blank on a screen; anything else there is shown.
    var all = lines
    while all.count > row + 1, all.last == "" { all.removeLast() }
    if all.last == "" { all.removeLast() }
    return all.map { $0 + "\n" }.joined()
  }

  mutating func write(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.first {
      scalars.removeFirst()
      switch scalar {
      case "\n":
        row += 1
        if row == lines.count { lines.append("") }
      case "\r":
        // Only ever sent before a clear of the line it is on (the model writes whole lines).
        guard
          scalars.starts(with: "\u{1B}[J".unicodeScalars)
            || scalars.starts(with: "\u{1B}[2K".unicodeScalars)
        else {
          violations.append("a carriage return not followed by a clear")
          continue
        }
      case "\u{1B}" where scalars.first == "[":
        var parameter = ""
        var rest = scalars.dropFirst()
        while let next = rest.first, ("0"..."9").contains(next) {
          parameter.unicodeScalars.append(next)
          rest.removeFirst()
        }
        switch rest.first {
        case "A":
          let count = Int(parameter) ?? 1
          // The top of the screen is `height - 1` lines above the cursor at most.
          let top = max(lines.count - height, 0)
          if row - count < top { violations.append("cursor up \(count) past the screen's top") }
          row = max(row - count, 0)
          scalars = rest.dropFirst()
        case "J":
          lines.removeSubrange((row + 1)...)
          lines[row] = ""
          scalars = rest.dropFirst()
        case "K" where parameter == "2":
          lines[row] = ""
          scalars = rest.dropFirst()
        default:
          lines[row].unicodeScalars.append(scalar)
        }
      default:
        lines[row].unicodeScalars.append(scalar)
      }
    }
  }
}
