import Foundation

/// Pattern text as a dictionary key: hashed once, as its UTF-8 bytes, and compared as bytes.
///
/// `String` hashes and compares the canonical (NFC) form of text above ASCII, normalising it on
/// every lookup; the anchor variants of a pattern hold U+FFFF (`RegexSource.anchoredSource`),
/// so each lookup of one normalised kilobytes of pattern, a few lookups per pattern between the
/// grammar, `RegexCache` and `PatternAnalyses` (4% of highlighting a 50-line Swift file).
/// Oniguruma compiles the bytes, so equal bytes are the same pattern and different bytes are
/// not, whatever Unicode says about their characters.
struct PatternText: Hashable, Sendable {
  let text: String
  private let hash: Int

  init(_ text: String) {
    var text = text
    hash = text.withUTF8 { Self.digest(UnsafeRawBufferPointer($0)) }
    self.text = text
  }

  /// The bytes' hash: eight at a time, a multiply and a shift each, from a seed drawn for
  /// the process (as `Hasher`'s is: which texts collide cannot be known in advance).
  /// A pattern is looked up several times between the grammar, `RegexCache` and
  /// `PatternAnalyses`, and `Hasher`'s byte-wise rounds over the big keyword lists cost
  /// 4% of a grammar's first run.
  static func digest(_ bytes: UnsafeRawBufferPointer) -> Int {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (state ^ word) &* multiplier
      return mixed ^ (mixed >> 29)
    }
    var state = seed ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= bytes.count {
      state = mix(state, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      for index in offset..<bytes.count {
        tail |= UInt64(bytes[index]) << UInt64(8 * (index - offset))
      }
      state = mix(state, tail)
    }
    return Int(truncatingIfNeeded: mix(state, seed))
  }

  private static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  static func == (lhs: PatternText, rhs: PatternText) -> Bool {
    lhs.hash == rhs.hash && sameBytes(lhs.text, rhs.text)
  }

  /// Whether two texts have the same UTF-8 bytes (Oniguruma's view of a pattern).
  static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var left = lhs
    var right = rhs
    return left.withUTF8 { a in
      right.withUTF8 { b in
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
      }
    }
  }
}
