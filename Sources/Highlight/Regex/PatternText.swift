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
    hash = text.withUTF8 { bytes in
      var hasher = Hasher()
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      return hasher.finalize()
    }
    self.text = text
  }

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
