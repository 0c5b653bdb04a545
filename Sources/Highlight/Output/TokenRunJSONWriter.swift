/// Writes the JSON contract native clients consume:
/// `{"language":…,"foreground":…,"background":…,"runs":[{"location","length","color",
/// "fontStyle"}]}`, plus `"fallback"` (with empty runs) when highlighting gave up.
///
/// Keys come in a fixed order and numbers as integers, so equal inputs give equal bytes.
public enum TokenRunJSONWriter {
  public static func write(_ source: HighlightedSource) -> String {
    var out = "{\"language\":"
    if let language = source.language {
      out += jsonString(language.identifier)
    } else {
      out += "null"
    }
    out += ",\"foreground\":\"\(source.theme.foreground.hex)\""
    out += ",\"background\":\"\(source.theme.background.hex)\""
    if let fallback = source.fallback {
      out += ",\"fallback\":" + jsonString(fallback) + ",\"runs\":[]}\n"
      return out
    }
    out += ",\"runs\":["
    var first = true
    for run in TokenRunBuilder.runs(source) {
      if !first { out += "," }
      first = false
      out += "{\"location\":\(run.location),\"length\":\(run.length)"
      out += ",\"color\":\"\(run.color.hex)\",\"fontStyle\":\(run.fontStyle.rawValue)}"
    }
    out += "]}\n"
    return out
  }

  /// A JSON string literal (RFC 8259 §7): quote, backslash and control characters escaped.
  static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
