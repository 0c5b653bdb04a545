/// Text from an input made inert for a terminal: diagnostics quote file names, roles, hunk
/// headers and diagram statements, and none of it may move the cursor, set a title (OSC),
/// clear the screen or start a line of its own.
///
/// C0 controls, DEL and C1 controls (U+0080–U+009F: 8-bit CSI U+009B acts like `ESC [` on
/// some terminals) are written as Swift-style escapes: `\e`, `\n`, `\r`, `\t`, `\u{9b}`; so
/// are the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can
/// reorder what the reader sees ("Trojan Source"). Everything else, other scripts and emoji
/// included, is kept as it is.
package enum InertText {
  /// `text` with every control character escaped; unchanged when it has none.
  package static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\u{1B}": out += "\\e"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return out
  }

  /// Whether `scalar` must not reach a terminal as itself.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
