/// Lexical pieces of Oniguruma's Ruby syntax shared by the readers that derive prefilters
/// from a pattern (`PatternReader`, `FirstBytesReader`, `KeywordList`), and the ASCII
/// character classes the searches check bytes against.
enum PatternSyntax {
  /// `\s` in ASCII: space, tab, line feed, vertical tab, form feed, carriage return.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// `\w` in ASCII: letters, digits and `_`.
  @inline(__always)
  static func isASCIIWord(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte == UInt8(ascii: "_")
  }

  /// Whether `text` (ASCII) comes at `index` of `bytes`. Compares bytes directly, not through
  /// the generic `starts(with:)` over a slice and a `String.UTF8View`: the pattern readers ask
  /// this once per character of kilobyte-long keyword lists.
  @inline(__always)
  static func hasPrefix(_ bytes: [UInt8], at index: Int, _ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index >= 0, index + count <= bytes.count else { return false }
    let literal = text.utf8Start
    for offset in 0..<count where bytes[index + offset] != literal[offset] { return false }
    return true
  }

  /// The `]` closing the character class that opens at `start`, nested classes, escapes
  /// and POSIX brackets (`[:alpha:]`) skipped; nil when the class does not close.
  static func classEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    var depth = 0
    var at = start
    while at < bytes.count {
      let byte = bytes[at]
      if byte == UInt8(ascii: "\\") {
        at += 2
        continue
      }
      if byte == UInt8(ascii: "[") {
        if at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ":"),
          let close = bytes[(at + 2)...].firstIndex(of: UInt8(ascii: "]")),
          bytes[close - 1] == UInt8(ascii: ":")
        {
          at = close + 1
          continue
        }
        depth += 1
        at += 1
        // A `]` right after `[` or `[^` is literal.
        if at < bytes.count, bytes[at] == UInt8(ascii: "^") { at += 1 }
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { at += 1 }
        continue
      }
      if byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return at }
      }
      at += 1
    }
    return nil
  }

  /// The `)` closing a `(?:` at `start` whose content is only ASCII word bytes, `|`, `(?:`
  /// groups and `?` after a group (a keyword trie), with groups nested fewer than `limit`
  /// deep, the outer one included; nil otherwise. A reader that only has to get past such a
  /// group skips it whole: the C grammars' function lists are mostly these.
  static func trieGroupEnd(_ bytes: [UInt8], at start: Int, nestingBelow limit: Int) -> Int? {
    guard hasPrefix(bytes, at: start, "(?:") else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      trieRunBytes.withUnsafeBufferPointer { plain in
        var nesting = 0
        var index = start
        while index < buffer.count {
          let byte = buffer[index]
          // Most bytes of a trie: one table lookup each. A grammar's first run reads each
          // kilobytes-long keyword trie several times over (first bytes, word trie, head).
          if plain[Int(byte)] {
            index += 1
            continue
          }
          if byte == UInt8(ascii: "(") {
            guard index + 2 < buffer.count, buffer[index + 1] == UInt8(ascii: "?"),
              buffer[index + 2] == UInt8(ascii: ":")
            else { return nil }
            nesting += 1
            guard nesting < limit else { return nil }
            index += 3
            continue
          }
          guard byte == UInt8(ascii: ")") else { return nil }
          nesting -= 1
          if nesting == 0 { return index }
          if index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "?") { index += 1 }
          index += 1
        }
        return nil
      }
    }
  }

  /// The bytes `trieGroupEnd` steps over: ASCII word characters and `|`.
  private static let trieRunBytes: [Bool] = (0...255).map {
    isASCIIWord(UInt8($0)) || $0 == Int(UInt8(ascii: "|"))
  }

  /// The length of the UTF-8 sequence `lead` starts.
  static func characterLength(lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
  }

  /// In extended mode: the index after the blank or `#` comment at `index` (a comment ends
  /// before its line feed), or nil when neither is there.
  static func extendedSpaceEnd(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    if isBlank(bytes[index]) { return index + 1 }
    guard bytes[index] == UInt8(ascii: "#") else { return nil }
    var end = index
    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
    return end
  }

  /// The interval quantifier at `index` (`{n}`, `{n,}`, `{n,m}`, `{,m}`): its minimum and the
  /// index after its `}`; nil when the brace is a literal.
  static func interval(_ bytes: [UInt8], at index: Int) -> (minimum: Int, end: Int)? {
    var cursor = index + 1
    var minimum = 0
    var digits = 0
    while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 {
      minimum = min(minimum * 10 + Int(bytes[cursor] - 0x30), 100_000)
      digits += 1
      cursor += 1
    }
    var sawComma = false
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
      sawComma = true
      cursor += 1
      while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39 { cursor += 1 }
    }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}"), digits > 0 || sawComma else {
      return nil
    }
    return (minimum, cursor + 1)
  }
}
