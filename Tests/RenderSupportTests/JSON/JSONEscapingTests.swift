import Foundation
import RenderSupport
import Testing

/// `JSONEscaping` copies runs of plain bytes in one call; its output is the byte-by-byte
/// definition's (RFC 8259 §7 plus U+2028 and U+2029), and it parses back to the text.
struct JSONEscapingTests {
  /// The definition, one byte at a time.
  static func reference(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    let hex = Array("0123456789abcdef".utf8)
    var out: [UInt8] = [0x22]
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      case 0x00..<0x20, 0x7F: out += [0x5C, 0x75, 0x30, 0x30, hex[Int(c >> 4)], hex[Int(c & 0xF)]]
      case 0xE2
      where i + 2 < bytes.count && bytes[i + 1] == 0x80
        && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
        out += Array("\\u202".utf8) + [bytes[i + 2] == 0xA8 ? 0x38 : 0x39]
        i += 3
        continue
      default: out.append(c)
      }
      i += 1
    }
    return out + [0x22]
  }

  static let pieces = [
    "a", "plain text ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}",
    "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "é", "→", "😀", "€", "{\"k\":[1,2]}",
  ]

  @Test func matchesTheByteByByteDefinition() throws {
    var rng = SystemRandomNumberGenerator()
    var texts = Self.pieces + [""]
    for _ in 0..<500 {
      let count = Int.random(in: 1...40, using: &rng)
      texts.append((0..<count).map { _ in Self.pieces.randomElement(using: &rng)! }.joined())
    }
    texts.append(String(repeating: "function(a){return a};", count: 4000) + "\u{2028}\"")
    for text in texts {
      var out: [UInt8] = []
      JSONEscaping.append(text, to: &out)
      #expect(out == Self.reference(text))
      let parsed = try JSONSerialization.jsonObject(with: Data(out), options: .fragmentsAllowed)
      #expect(parsed as? String == text)
    }
  }
}
