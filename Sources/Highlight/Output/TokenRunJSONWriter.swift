import RenderSupport

/// Writes the JSON contract native clients consume:
/// `{"language":…,"foreground":…,"background":…,"runs":[{"location","length","color",
/// "fontStyle"}]}`, plus `"fallback"` (with empty runs) when highlighting gave up.
///
/// Keys come in a fixed order and numbers as integers, so equal inputs give equal bytes.
public enum TokenRunJSONWriter {
  public static func write(_ source: HighlightedSource) -> String {
    var out = "{\"language\":"
    if let language = source.language {
      out += JSONEscaping.quoted(language.identifier)
    } else {
      out += "null"
    }
    out += ",\"foreground\":\"\(source.theme.foreground.hex)\""
    out += ",\"background\":\"\(source.theme.background.hex)\""
    if let fallback = source.fallback {
      out += ",\"fallback\":" + JSONEscaping.quoted(fallback) + ",\"runs\":[]}\n"
      return out
    }
    var bytes = Array(out.utf8)
    bytes += Array(",\"runs\":[".utf8)
    var first = true
    var colors: [RGBColor: [UInt8]] = [:]
    for run in TokenRunBuilder.runs(source) {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      bytes += locationKey
      appendDecimal(run.location, to: &bytes)
      bytes += lengthKey
      appendDecimal(run.length, to: &bytes)
      bytes += colorKey
      if let cached = colors[run.color] {
        bytes += cached
      } else {
        let hex = Array(run.color.hex.utf8)
        colors[run.color] = hex
        bytes += hex
      }
      bytes += fontStyleKey
      appendDecimal(Int(run.fontStyle.rawValue), to: &bytes)
      bytes.append(UInt8(ascii: "}"))
    }
    bytes += Array("]}\n".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let locationKey = Array("{\"location\":".utf8)
  private static let lengthKey = Array(",\"length\":".utf8)
  private static let colorKey = Array(",\"color\":\"".utf8)
  private static let fontStyleKey = Array("\",\"fontStyle\":".utf8)

  /// Appends a non-negative integer in decimal.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value < 10 {
      bytes.append(UInt8(48 + value))
      return
    }
    var digits: [UInt8] = []
    var rest = value
    while rest > 0 {
      digits.append(UInt8(48 + rest % 10))
      rest /= 10
    }
    bytes += digits.reversed()
  }
}
