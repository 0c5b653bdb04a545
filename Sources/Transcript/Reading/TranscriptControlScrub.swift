/// Replaces the control characters of the input that survive escaping (C0 but tab, line feed
/// and carriage return; DEL; C1) with U+FFFD in exported pages and Markdown: a page or a
/// Markdown file shown with `cat` must not retitle the terminal, write a hyperlink or set the
/// clipboard (OSC 0/8/52). Exports write no control characters of their own, so the scrub runs
/// over their finished bytes; terminal output sanitizes as it lays out.
enum TranscriptControlScrub {
  /// `bytes` (UTF-8) with each control character replaced; returned as is when it has none.
  static func scrub(_ bytes: [UInt8]) -> [UInt8] {
    guard let first = bytes.firstIndex(where: isSuspect) else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    out += bytes[..<first]
    var index = first
    while index < bytes.count {
      let byte = bytes[index]
      if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
        out += replacement
      } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        out += replacement
        index += 1
      } else {
        out.append(byte)
      }
      index += 1
    }
    return out
  }

  /// The same for text.
  static func scrub(_ text: String) -> String {
    let bytes = Array(text.utf8)
    let clean = scrub(bytes)
    return clean.count == bytes.count && clean == bytes
      ? text : String(decoding: clean, as: UTF8.self)
  }

  private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  private static func isSuspect(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2
  }
}
