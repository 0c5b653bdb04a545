/// The bytes a match of a pattern can start at: every match starting at position p has the
/// line's byte p in this set (a positive lookahead at the start counts, since it inspects that
/// byte too). A search can then skip to the first such byte before Oniguruma tries any
/// position, which matters for patterns Oniguruma cannot optimise itself: those that open
/// with a lookahead, a lookbehind or a `\b`, like the operator rules of Swift and JavaScript.
/// Derived by a conservative reading of the pattern (Ruby syntax, `(?x)` extended mode):
/// anything unclear widens the set; a pattern that may match without consuming or inspecting
/// a byte (so possibly at the end of a line), or that ignores case, gets none.
struct FirstBytes: Sendable {
  /// Bit `b` of word `b >> 6` is set for each possible first byte.
  private let words: (UInt64, UInt64, UInt64, UInt64)

  /// nil when the pattern gives no useful set.
  init?(pattern: String) {
    var reader = FirstBytesReader(Array(pattern.utf8))
    guard let info = reader.alternation(depth: 0), reader.atEnd, !info.canBeEmpty,
      info.set.count < Self.usefulBelow
    else { return nil }
    words = info.set.words
  }

  /// A set with this many bytes or more saves too little to be worth a scan.
  static let usefulBelow = 160

  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    let word: UInt64
    switch byte >> 6 {
    case 0: word = words.0
    case 1: word = words.1
    case 2: word = words.2
    default: word = words.3
    }
    return word & (1 << UInt64(byte & 63)) != 0
  }

  /// The first offset in `from..<count` of `base` holding a byte of the set, or nil.
  @inline(__always)
  func firstCandidate(in base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
    var offset = from
    while offset < count {
      if contains(base[offset]) { return offset }
      offset += 1
    }
    return nil
  }
}

/// A set of bytes as four words.
struct ByteSet: Equatable {
  var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  static let all: ByteSet = {
    var set = ByteSet()
    set.insert(0...255)
    return set
  }()

  /// Every byte that starts a character outside ASCII (and the continuation bytes, which a
  /// search never starts at but which keep this conservative).
  static let nonASCII: ByteSet = {
    var set = ByteSet()
    set.insert(0x80...0xFF)
    return set
  }()

  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  mutating func insert(_ range: ClosedRange<UInt8>) {
    for byte in range { insert(byte) }
  }

  mutating func formUnion(_ other: ByteSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  var count: Int {
    words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount
      + words.3.nonzeroBitCount
  }

  static func == (lhs: ByteSet, rhs: ByteSet) -> Bool {
    lhs.words == rhs.words
  }
}

/// What a fragment says about the start of its matches: the possible first bytes, and
/// whether it may match without consuming or inspecting any (then what follows it decides).
struct FirstInfo {
  var set: ByteSet
  var canBeEmpty: Bool

  static let empty = FirstInfo(set: ByteSet(), canBeEmpty: true)
  static let anything = FirstInfo(set: .all, canBeEmpty: true)

  static func bytes(_ set: ByteSet) -> FirstInfo { FirstInfo(set: set, canBeEmpty: false) }
}
