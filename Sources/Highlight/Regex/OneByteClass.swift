/// Patterns that are one ASCII character out of a few and nothing else: `,`, `\(`, `=|:`,
/// `[;:]`, `%|\*|/|-|\+` (many of JavaScript's searches on a line are these). Their match
/// is the first such byte, so `MatchCache` finds it without calling Oniguruma, whose fixed
/// cost per call (a copied backtracking stack) is most of such a search.
///
/// Read strictly: alternatives of single characters, escaped punctuation or classes of them
/// (with ranges); anything else (negation, other escapes, groups, quantifiers, `{`, `&`,
/// characters above ASCII) is not one.
enum OneByteClass {
  /// The bytes, or nil when the pattern is anything else.
  static func set(of pattern: [UInt8]) -> ByteSet? {
    var set = ByteSet()
    var index = 0
    while true {
      guard index < pattern.count else { return nil }
      switch pattern[index] {
      case UInt8(ascii: "["):
        guard let end = readClass(pattern, from: index + 1, into: &set) else { return nil }
        index = end
      default:
        guard let (byte, end) = character(pattern, at: index, inClass: false) else { return nil }
        set.insert(byte)
        index = end
      }
      if index == pattern.count { return set }
      guard pattern[index] == UInt8(ascii: "|") else { return nil }
      index += 1
    }
  }

  /// Reads a class body from `start` (after `[`) into `set`; the index after its `]`.
  private static func readClass(_ pattern: [UInt8], from start: Int, into set: inout ByteSet)
    -> Int?
  {
    var index = start
    var any = false
    while index < pattern.count {
      if pattern[index] == UInt8(ascii: "]") {
        return any ? index + 1 : nil
      }
      guard let (low, next) = character(pattern, at: index, inClass: true) else { return nil }
      index = next
      if index + 1 < pattern.count, pattern[index] == UInt8(ascii: "-"),
        pattern[index + 1] != UInt8(ascii: "]")
      {
        guard let (high, end) = character(pattern, at: index + 1, inClass: true), low <= high
        else { return nil }
        set.insert(low...high)
        index = end
      } else {
        set.insert(low)
      }
      any = true
    }
    return nil
  }

  /// One plain character or escaped punctuation at `index`: its byte and the index after.
  private static func character(_ pattern: [UInt8], at index: Int, inClass: Bool) -> (
    UInt8, Int
  )? {
    let byte = pattern[index]
    guard byte >= 0x20, byte < 0x7F else { return nil }
    if byte == UInt8(ascii: "\\") {
      guard index + 1 < pattern.count else { return nil }
      let escaped = pattern[index + 1]
      guard escaped >= 0x20, escaped < 0x7F, !PatternSyntax.isASCIIWord(escaped) else {
        return nil
      }
      return (escaped, index + 2)
    }
    let special: [UInt8] =
      inClass ? Array("[]^-&".utf8) : Array(".^$|()[]{}*+?".utf8)
    guard !special.contains(byte) else { return nil }
    return (byte, index + 1)
  }
}
