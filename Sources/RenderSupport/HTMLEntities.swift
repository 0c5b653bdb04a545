/// Decodes the character references of an HTML attribute value, so URL checks see what a
/// browser will see.
///
/// Numeric references (`&#106;`, `&#x6A;`, with or without `;`) and the named references that
/// matter for URLs and common text are decoded. An unknown named reference is kept as written;
/// that is safe because callers escape the decoded value again (`&` becomes `&amp;`), so a
/// browser never gets to decode something this decoder skipped.
package enum HTMLEntities {
  static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "colon": ":", "sol": "/", "tab": "\t", "newline": "\n", "period": ".", "comma": ",",
    "lpar": "(", "rpar": ")", "num": "#", "quest": "?", "equals": "=", "excl": "!",
    "percnt": "%", "plus": "+", "semi": ";", "commat": "@", "lowbar": "_", "hyphen": "-",
    "dash": "-", "copy": "©", "reg": "®", "hellip": "…", "mdash": "—", "ndash": "–",
  ]

  /// `value` with character references replaced by the characters they stand for.
  package static func decode(_ value: String) -> String {
    guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
    let bytes = Array(value.utf8)
    var out = String.UnicodeScalarView()
    var index = 0
    var pending: [UInt8] = []
    func flush() {
      if !pending.isEmpty {
        out.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
        pending.removeAll(keepingCapacity: true)
      }
    }
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "&"), let (scalar, length) = reference(bytes, at: index) {
        flush()
        out.append(contentsOf: scalar.unicodeScalars)
        index += length
      } else {
        pending.append(bytes[index])
        index += 1
      }
    }
    flush()
    return String(out)
  }

  /// The reference starting at `start` (an `&`) and how many bytes it spans.
  private static func reference(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "#") {
      index += 1
      var hex = false
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
        hex = true
        index += 1
      }
      let digitsStart = index
      var value: UInt32 = 0
      while index < bytes.count, let digit = digitValue(bytes[index], hex: hex) {
        value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
        index += 1
      }
      guard index > digitsStart else { return nil }
      if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
      // NUL, surrogates and out-of-range values become U+FFFD, as browsers do.
      let scalar = Unicode.Scalar(value).flatMap { value == 0 ? nil : $0 } ?? "\u{FFFD}"
      return (String(scalar), index - start)
    }
    let nameStart = index
    while index < bytes.count, index - nameStart < 32,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";"), index > nameStart else {
      return nil
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    guard let text = named[name] ?? named[name.lowercased()] else { return nil }
    return (text, index + 1 - start)
  }

  private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - 87)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - 55)
    default: return nil
    }
  }
}
