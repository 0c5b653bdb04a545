/// Strings from the input as diagnostics quote them: in double quotes, control characters
/// escaped (`\n`, `\u{1B}`), cut to `limit` characters with `…`, so a warning stays one short
/// line whatever a hostile role name or record type holds.
package enum InputQuote {
  /// `"text"`, escaped and at most `limit` characters long inside the quotes.
  package static func excerpt(_ text: String, limit: Int = 40) -> String {
    var out = "\""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
          out += "\\u{\(String(value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
