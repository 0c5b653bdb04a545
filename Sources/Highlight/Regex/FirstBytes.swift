import Foundation

/// Where a match of a pattern can start: every match starting at position p has the line's
/// byte p in `first` (a positive lookahead at the start counts, since it inspects that byte
/// too), and, when the pattern opens with a one-character lookbehind or asserts `\b` before
/// a first word character on every way to it, a byte before p that allows it. A search can
/// then skip to the first such position before Oniguruma tries any, which matters for
/// patterns Oniguruma cannot optimise itself: those that open with a lookahead, a lookbehind
/// or a `\b`, like the operator and member rules of Swift and the keyword lists and method
/// rules of JavaScript. Derived by a conservative reading of the pattern (Ruby syntax, `(?x)`
/// extended mode): anything unclear widens the sets; a pattern that may match without
/// consuming or inspecting a byte (so possibly at the end of a line), or that ignores case,
/// gets none.
struct FirstBytes: Sendable, Equatable {
  let first: ByteSet
  /// The byte before a match (from a leading one-character lookbehind), when known.
  let previous: ByteSet?
  /// First bytes (ASCII word bytes) every path to which asserts `\b` at the start: an ASCII
  /// word byte cannot precede a match starting with one of them.
  let wordStartBytes: ByteSet
  /// Whether to try each candidate position alone: true when the condition is on the byte
  /// before (Oniguruma then has no way to skip positions itself); else a search just starts
  /// at the first candidate.
  let triesEachCandidate: Bool
  /// The pattern opens with `(\s*)` before a `\b` word: the sets are those of the word, and a
  /// match starts where the blanks before a candidate start (`MatchCache` backs up to there).
  let backsUpOverSpace: Bool
  /// The words of a `\b`-bounded list of plain words (the big keyword and library-name
  /// rules): a word start holding none of them is no candidate.
  let keywords: KeywordList?
  /// The pattern is one byte of `first` and nothing else (`OneByteClass`): a candidate is the
  /// whole match.
  let isWholeMatch: Bool
  /// The byte of `first` when it holds just one.
  private let onlyByte: UInt8?
  /// The pattern is a trie of plain words between a lead and a tail that ends the word:
  /// a candidate's match is decided without Oniguruma (`WordTrie`). With `backsUpOverSpace`
  /// it is the trie of the word group and only rules candidates out: a match there needs
  /// the blanks' and the word's groups, which Oniguruma fills in.
  let wordTrie: WordTrie?
  /// The pattern is a list of symbols between delimiting lookarounds: a candidate's match is
  /// decided without Oniguruma (`SymbolList`).
  let symbolList: SymbolList?

  /// The analysis as the asset cache stored it (`FirstBytesCodec`).
  init(
    first: ByteSet, previous: ByteSet?, wordStartBytes: ByteSet, triesEachCandidate: Bool,
    backsUpOverSpace: Bool, keywords: KeywordList?, isWholeMatch: Bool, wordTrie: WordTrie?,
    symbolList: SymbolList? = nil
  ) {
    self.first = first
    self.previous = previous
    self.wordStartBytes = wordStartBytes
    self.triesEachCandidate = triesEachCandidate
    self.backsUpOverSpace = backsUpOverSpace
    self.keywords = keywords
    self.isWholeMatch = isWholeMatch
    onlyByte = first.only
    self.wordTrie = wordTrie
    self.symbolList = symbolList
  }

  /// nil when the pattern gives no useful condition.
  init?(pattern: String) {
    var bytes = Array(pattern.utf8)
    if let set = OneByteClass.set(of: bytes) {
      first = set
      previous = nil
      wordStartBytes = ByteSet()
      triesEachCandidate = false
      backsUpOverSpace = false
      keywords = nil
      isWholeMatch = true
      onlyByte = set.only
      wordTrie = nil
      symbolList = nil
      return
    }
    // Read before the general reader, which would spend longer on the Emacs Lisp lists
    // (hundreds of KB) than compiling them.
    if let symbols = SymbolList(bytes) {
      first = symbols.first
      previous = nil
      // Where no ASCII word character may come before a symbol (`\b`, `(?<![\w-])`), a
      // candidate after one is passed over in the scan for the next, not answered: every
      // position inside a word of minified JavaScript is one for the DOM lists.
      wordStartBytes =
        symbols.before.intersection(FirstBytesReader.asciiWord).count == 0
        ? symbols.first.intersection(FirstBytesReader.asciiWord) : ByteSet()
      triesEachCandidate = true
      backsUpOverSpace = false
      keywords = nil
      isWholeMatch = false
      onlyByte = symbols.first.only
      wordTrie = nil
      symbolList = symbols
      return
    }
    symbolList = nil
    isWholeMatch = false
    // The platform function lists of the C grammars (88 patterns searched on every line)
    // are `(\s*)(\b(?:…))`: a match is the blanks before a word start and the word.
    let spacePrefix = Array(#"(\s*)(\b"#.utf8)
    backsUpOverSpace = bytes.starts(with: spacePrefix)
    if backsUpOverSpace { bytes.removeFirst(spacePrefix.count - 3) }
    var reader = FirstBytesReader(bytes)
    guard let info = reader.alternation(depth: 0), reader.atEnd, !info.canBeEmpty else {
      return nil
    }
    var leading: (previous: ByteSet?, wordBoundary: Bool, end: Int, extended: Bool) =
      reader.hasTopLevelAlternation
      ? (nil, false, 0, false) : FirstBytesReader.leadingAssertions(bytes)
    if backsUpOverSpace {
      // The `\b` opens the group that follows the blanks.
      guard !reader.hasTopLevelAlternation else { return nil }
      leading = (nil, true, 0, false)
    }
    keywords =
      leading.wordBoundary && !backsUpOverSpace
      ? KeywordList(bytes, from: leading.end, extended: leading.extended) : nil
    first = info.set
    onlyByte = info.set.only
    previous = leading.previous
    wordStartBytes = info.set.subtracting(info.free).intersection(FirstBytesReader.asciiWord)
    triesEachCandidate = previous != nil || wordStartBytes.count > 0
    let previousIsASCII = leading.previous.map { $0.intersection(.nonASCII).count == 0 } ?? false
    if !triesEachCandidate || reader.hasTopLevelAlternation {
      wordTrie = nil
    } else if backsUpOverSpace {
      // `(\b(?:…)\b)`: the group holding the word, read without its parentheses. A match's
      // word group starts at the candidate (blanks are no word bytes), so where the word
      // there is none of the trie's, no match backs up to the blanks before it.
      wordTrie =
        bytes.count > 2 && bytes.last == UInt8(ascii: ")")
        ? WordTrie(Array(bytes[1..<(bytes.count - 1)]), previousIsASCII: false) : nil
    } else {
      wordTrie = WordTrie(bytes, previousIsASCII: previousIsASCII)
    }
    guard triesEachCandidate || (!backsUpOverSpace && first.count < Self.usefulBelow) else {
      return nil
    }
  }

  /// A first-byte set with this many bytes or more saves too little to be worth a scan.
  static let usefulBelow = 160

  /// Whether a match may start at `offset` of the line at `base`.
  @inline(__always)
  func isCandidate(_ base: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> Bool {
    let byte = base[offset]
    guard first.contains(byte) else { return false }
    if let previous {
      guard offset > 0, previous.contains(base[offset - 1]) else { return false }
    }
    if offset > 0, wordStartBytes.contains(byte) {
      // A byte above ASCII before may end a character that is not a word character.
      if PatternSyntax.isASCIIWord(base[offset - 1]) { return false }
    }
    if let keywords, !keywords.mayStart(base, at: offset, count: count) { return false }
    return true
  }

  /// The first offset in `from..<count` of `base` where a match may start, or nil. The
  /// bytes are skipped through `memchr` when one byte can start a match, else through a
  /// bit test of the set's four words before the other conditions are checked.
  @inline(__always)
  func firstCandidate(in base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
    var offset = from
    if let single = onlyByte {
      while offset < count {
        guard let found = memchr(base + offset, Int32(single), count - offset) else {
          return nil
        }
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        if isCandidate(base, offset, count) { return offset }
        offset += 1
      }
      return nil
    }
    var words = first.words
    return withUnsafeBytes(of: &words) { raw in
      while offset < count {
        let byte = base[offset]
        let word = raw.load(fromByteOffset: Int(byte >> 6) &* 8, as: UInt64.self)
        if word & (1 << UInt64(byte & 63)) != 0, isCandidate(base, offset, count) {
          return offset
        }
        offset += 1
      }
      return nil
    }
  }
}

/// A set of bytes as four words.
struct ByteSet: Equatable, Sendable {
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

  func subtracting(_ other: ByteSet) -> ByteSet {
    var result = self
    result.words.0 &= ~other.words.0
    result.words.1 &= ~other.words.1
    result.words.2 &= ~other.words.2
    result.words.3 &= ~other.words.3
    return result
  }

  func intersection(_ other: ByteSet) -> ByteSet {
    var result = self
    result.words.0 &= other.words.0
    result.words.1 &= other.words.1
    result.words.2 &= other.words.2
    result.words.3 &= other.words.3
    return result
  }

  func isSuperset(of other: ByteSet) -> Bool {
    other.words.0 & ~words.0 == 0 && other.words.1 & ~words.1 == 0
      && other.words.2 & ~words.2 == 0 && other.words.3 & ~words.3 == 0
  }

  mutating func formUnion(_ other: ByteSet) {
    words.0 |= other.words.0
    words.1 |= other.words.1
    words.2 |= other.words.2
    words.3 |= other.words.3
  }

  /// The byte, when the set holds exactly one.
  var only: UInt8? {
    guard count == 1 else { return nil }
    for (index, word) in [words.0, words.1, words.2, words.3].enumerated() where word != 0 {
      return UInt8(index * 64 + word.trailingZeroBitCount)
    }
    return nil
  }

  var count: Int {
    words.0.nonzeroBitCount + words.1.nonzeroBitCount + words.2.nonzeroBitCount
      + words.3.nonzeroBitCount
  }

  static func == (lhs: ByteSet, rhs: ByteSet) -> Bool {
    lhs.words == rhs.words
  }
}

/// What a fragment says about the start of its matches: the possible first bytes, those of
/// them reached without a `\b` just before (`free`), and whether it may match without
/// consuming or inspecting any (then what follows it decides).
struct FirstInfo {
  var set: ByteSet
  /// First bytes some path reaches without a word boundary asserted at the start.
  var free: ByteSet
  var canBeEmpty: Bool
  /// The fragment is a `\b`: it matches nothing and asserts a word boundary.
  var isWordBoundary = false

  static let empty = FirstInfo(set: ByteSet(), free: ByteSet(), canBeEmpty: true)
  static let anything = FirstInfo(set: .all, free: .all, canBeEmpty: true)
  static let wordBoundary = FirstInfo(
    set: ByteSet(), free: ByteSet(), canBeEmpty: true, isWordBoundary: true)

  static func bytes(_ set: ByteSet) -> FirstInfo {
    FirstInfo(set: set, free: set, canBeEmpty: false)
  }
}
