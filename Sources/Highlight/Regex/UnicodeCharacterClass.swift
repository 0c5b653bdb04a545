import COniguruma

/// Oniguruma's classes of one non-ASCII character of a line, asked of its UTF-8 encoding
/// table without a compiled pattern. In UTF-8 mode `\b` compares the word class of the
/// characters on each side and `\s` tests the space class, through exactly this table, so a
/// fast path that asks it answers as the match would (`WordTrie` next to a `’` or `é`,
/// which before sent the whole pattern to Oniguruma and compiled it).
enum UnicodeCharacterClass {
  /// Whether the character ending right before `offset` is a word character; nil when the
  /// bytes there are not one well-formed UTF-8 character (Oniguruma then decides).
  static func isWord(endingAt offset: Int, in base: UnsafePointer<UInt8>) -> Bool? {
    // The lead byte: at most three continuation bytes back.
    var start = offset - 1
    while start >= 0 && offset - start <= 4 && base[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0, offset - start <= 4,
      let code = scalar(in: base, at: start, count: offset), code.length == offset - start
    else { return nil }
    return test(code.value, ONIGENC_CTYPE_WORD)
  }

  /// Whether the character starting at `offset` is a word character (nil: not well-formed).
  static func isWord(startingAt offset: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool? {
    scalar(in: base, at: offset, count: count).map { test($0.value, ONIGENC_CTYPE_WORD) }
  }

  /// Whether the character starting at `offset` is a space (nil: not well-formed).
  static func isSpace(startingAt offset: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool? {
    scalar(in: base, at: offset, count: count).map { test($0.value, ONIGENC_CTYPE_SPACE) }
  }

  private static func test(_ code: UInt32, _ ctype: OnigEncCtype) -> Bool {
    ir_onig_utf8_is_code_ctype(code, ctype.rawValue) != 0
  }

  /// The code point of the well-formed UTF-8 sequence of two to four bytes at `offset`
  /// (none before `count`), and its length; nil for ASCII, a stray or missing continuation
  /// byte, an overlong form, a surrogate or a value past U+10FFFF.
  private static func scalar(in base: UnsafePointer<UInt8>, at offset: Int, count: Int)
    -> (value: UInt32, length: Int)?
  {
    guard offset < count else { return nil }
    let lead = base[offset]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return nil
    }
    guard offset + length <= count else { return nil }
    for index in 1..<length {
      let byte = base[offset + index]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let smallest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
    guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
      return nil
    }
    return (value, length)
  }
}
