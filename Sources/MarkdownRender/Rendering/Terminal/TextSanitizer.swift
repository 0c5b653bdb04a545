/// Keeps input text from driving the terminal: control characters, which could start escape
/// sequences or move the cursor, are shown as Unicode Control Pictures (U+2400 block) or
/// U+FFFD instead of being written.
package enum TextSanitizer {
  /// The visible stand-in for a control character, or `nil` when `character` is printable.
  static func replacement(for character: Character) -> String? {
    if let ascii = character.asciiValue {
      if ascii < 0x20 {
        return String(Character(Unicode.Scalar(0x2400 + UInt32(ascii)) ?? "\u{FFFD}"))
      }
      return ascii == 0x7F ? "\u{2421}" : nil
    }
    let first = character.unicodeScalars.first?.value ?? 0
    if first >= 0x80 && first < 0xA0 { return "\u{FFFD}" }
    return nil
  }

  /// `text` with every control character replaced (tabs too: callers expand them first).
  package static func printable(_ text: String) -> String {
    let clean = text.utf8.withContiguousStorageIfAvailable { buffer in
      !buffer.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }
    if clean == true { return text }
    var out = ""
    for character in text { out += replacement(for: character) ?? String(character) }
    return out
  }

  /// CJK closing punctuation that must not start a line (JIS X 4051 line-start rules, the
  /// common subset).
  static func isClosingPunctuation(_ character: Character) -> Bool {
    switch character {
    case "、", "。", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》", "ー",
      "…", "・", "ゝ", "ゞ", "々", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ",
      "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", ")", "]", "}", ",", ".", ":", ";", "?", "!":
      return true
    default:
      return false
    }
  }
}
