/// Escaping for XML and SVG text, the one audited place generated markup goes through.
///
/// Text content escapes `&`, `<` and `>`; attribute values also escape both quote characters,
/// so a value is safe inside either kind of quotes. Characters XML 1.0 forbids (C0 controls
/// other than tab, newline and carriage return, and U+FFFE/U+FFFF) become U+FFFD, so no input
/// can make a document ill-formed.
public enum XMLEscaping {
  /// `text` escaped for element content.
  public static func text(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// `value` escaped for an attribute value in single or double quotes.
  public static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  private static func escape(_ input: String, quotes: Bool) -> String {
    func needsWork(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
      case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotes
      case 0..<0x20: return byte != 0x09 && byte != 0x0A && byte != 0x0D
      case 0xEF: return true  // may start U+FFFE / U+FFFF
      default: return false
      }
    }
    // Most values (numbers, path data, ids) need nothing: scan the contiguous bytes once.
    let clean =
      input.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: needsWork) }
      ?? !input.utf8.contains(where: needsWork)
    if clean { return input }
    var out = ""
    out.reserveCapacity(input.utf8.count + 16)
    for scalar in input.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      case "'" where quotes: out += "&#39;"
      default:
        let value = scalar.value
        if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
          || value == 0xFFFE || value == 0xFFFF
        {
          out.unicodeScalars.append("\u{FFFD}")
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
