/// The one place HTML output is escaped (a minimal version: element text and attribute values).
///
/// - text: `&`, `<`, `>` and `"` become entities;
/// - attribute: text escaping plus `'`, so a value is inert whichever quote surrounds it.
public enum HTMLEscaping {
  /// `text` escaped for element content.
  public static func text(_ text: String) -> String { escaped(text, attribute: false) }

  /// `value` escaped for a quoted attribute value.
  public static func attribute(_ value: String) -> String { escaped(value, attribute: true) }

  /// Appends `bytes` (UTF-8) escaped for element content or, with `attribute`, a quoted
  /// attribute value, copying runs of safe bytes in one call.
  public static func appendEscapedBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to out: inout [UInt8]
  ) {
    var runStart = 0
    for index in 0..<bytes.count {
      let entity: StaticString
      switch bytes[index] {
      case UInt8(ascii: "&"): entity = "&amp;"
      case UInt8(ascii: "<"): entity = "&lt;"
      case UInt8(ascii: ">"): entity = "&gt;"
      case UInt8(ascii: "\""): entity = "&quot;"
      case UInt8(ascii: "'") where attribute: entity = "&#x27;"
      default: continue
      }
      if runStart < index {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      entity.withUTF8Buffer { out.append(contentsOf: $0) }
      runStart = index + 1
    }
    if runStart < bytes.count {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }

  private static func escaped(_ input: String, attribute: Bool) -> String {
    var input = input
    var out: [UInt8] = []
    out.reserveCapacity(input.utf8.count + 16)
    input.withUTF8 { appendEscapedBytes($0, attribute: attribute, to: &out) }
    return String(decoding: out, as: UTF8.self)
  }
}
