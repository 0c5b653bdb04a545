/// The byte searches of `JSONMembers`' skip and `JSONCounts`' walk, eight bytes at a time
/// (a string's plain run is found by RenderSupport's `JSONStringScan`, as the parser finds it).
/// A language's first run through the classifier steps over every token table of Linguist's
/// 2.5 MB `samples.json`, and a byte-by-byte loop was most of that run. Each search gives
/// exactly what the plain loop in its comment gives (`JSONCountsTests`).
enum JSONByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The index after the object or array whose opening bracket is at `start`, or nil when
  /// it does not close: what this loop gives, with `stringEnd` stepping over a backslash and
  /// the byte after it, up to the closing quote:
  ///
  ///     while i < count {
  ///       switch b {
  ///       case "\"": i = stringEnd(from: i) ?? return nil; continue
  ///       case "{", "[": depth += 1
  ///       case "}", "]": depth -= 1; if depth == 0 { return i + 1 }
  ///       }
  ///       i += 1
  ///     }
  ///
  /// A word of eight bytes without a backslash or a bracket only has quotes that matter, and
  /// only how many: each one enters or leaves a string. Such a word is stepped over whole
  /// (a token table is mostly such words); any other is walked byte by byte up to its first
  /// backslash or bracket.
  static func containerEnd(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int) -> Int? {
    var index = start
    var depth = 0
    var inString = false
    while true {
      var slowEnd = index &+ 1
      // Two words at once while neither has a backslash or a bracket: the parity of their
      // quotes together is that of the xor of their quote bits.
      if index &+ 16 <= count {
        let first = load(base, index)
        let second = load(base, index &+ 8)
        if specials(first) | specials(second) == 0 {
          if oddlyMany(quotes(first) ^ quotes(second)) { inString.toggle() }
          index &+= 16
          continue
        }
      }
      if index &+ 8 <= count {
        let word = load(base, index)
        let special = specials(word)
        if special == 0 {
          if oddlyMany(quotes(word)) { inString.toggle() }
          index &+= 8
          continue
        }
        slowEnd = index &+ special.trailingZeroBitCount &>> 3 &+ 1
      }
      while index < slowEnd {
        guard index < count else { return nil }
        let byte = base[index]
        if inString {
          if byte == UInt8(ascii: "\\") {
            index &+= 2
            continue
          }
          if byte == UInt8(ascii: "\"") { inString = false }
        } else {
          switch byte {
          case UInt8(ascii: "\""): inString = true
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth &+= 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth &-= 1
            if depth == 0 { return index &+ 1 }
          default: break
          }
        }
        index &+= 1
      }
    }
  }

  /// The high bit of every backslash or bracket of `word`, and of `|`. Setting bit 0x20
  /// folds `[`, `\`, `]` onto `{`, `|`, `}`. With the high bits cleared, adding 5 sets the
  /// high bit of a byte from `{` on and adding 2 that of one from 0x7E on, and no sum
  /// carries into the next byte; bytes of 0x80 or more are left out (`~word`).
  @inline(__always)
  private static func specials(_ word: UInt64) -> UInt64 {
    let folded = (word | (ones &* 0x20)) & ~highs
    return (folded &+ (ones &* 0x05)) & ~(folded &+ (ones &* 0x02)) & ~word & highs
  }

  /// The high bit of every quote of `word`: no borrow crosses a byte when the high bits are
  /// kept out of the sum.
  @inline(__always)
  private static func quotes(_ word: UInt64) -> UInt64 {
    let other = word ^ (ones &* 0x22)
    return ~(((other & ~highs) &+ ~highs) | other) & highs
  }

  /// Whether `bits` (high bits of bytes) has an odd number of them: the sum of the bytes of
  /// `bits >> 7` collects in the top byte.
  @inline(__always)
  private static func oddlyMany(_ bits: UInt64) -> Bool {
    ((bits &>> 7) &* ones) &>> 56 & 1 == 1
  }

  @inline(__always)
  private static func load(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }
}
