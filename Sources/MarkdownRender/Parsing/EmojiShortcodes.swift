/// GitHub's `:shortcode:` emoji, as github.com and glow show them: `:tada:` in text becomes 🎉.
/// Only text inlines are rewritten, so code spans, code blocks and raw HTML keep their colons;
/// an unknown name stays as typed.
package enum EmojiShortcodes {
  /// Name to emoji, read once from the generated table.
  static let emoji: [String: String] = {
    var map: [String: String] = [:]
    // Split by bytes, not characters: a skin-tone modifier after a space would join it in
    // one grapheme.
    let words = table.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A })
    map.reserveCapacity(words.count / 2)
    var index = 0
    while index + 1 < words.count {
      map[String(decoding: words[index], as: UTF8.self)] = String(
        decoding: words[index + 1], as: UTF8.self)
      index += 2
    }
    return map
  }()

  /// The emoji `name` (without colons) stands for.
  package static func emoji(named name: String) -> String? { emoji[name] }

  /// `text` with every known `:name:` replaced by its emoji.
  package static func replace(in text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.contains(UInt8(ascii: ":")) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var copied = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: ":") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      // A name is followed by its closing colon; that colon may open the next one.
      guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ":"),
        let found = emoji[String(decoding: bytes[(index + 1)..<end], as: UTF8.self)]
      else {
        index = end > index + 1 ? end : index + 1
        continue
      }
      out += bytes[copied..<index]
      out += Array(found.utf8)
      index = end + 1
      copied = index
    }
    guard copied > 0 else { return text }
    out += bytes[copied...]
    return String(decoding: out, as: UTF8.self)
  }

  /// The characters of GitHub's names: lower-case letters, digits, `_`, `+` and `-`.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }
}
