/// Reads a pattern for `FirstBytes`: a recursive descent over Oniguruma's Ruby syntax that
/// keeps only what a match can start with. Returns nil for what it does not know how to
/// bound (case-insensitive parts, conditionals, control escapes); sets only ever grow where
/// it is unsure, which costs speed, never a match.
struct FirstBytesReader {
  private let bytes: [UInt8]
  private var index = 0
  private var extended = false
  /// Whether the pattern's top level has branches (a leading assertion then binds only the
  /// first).
  private(set) var hasTopLevelAlternation = false

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// alternation := sequence ('|' sequence)*
  mutating func alternation(depth: Int) -> FirstInfo? {
    guard depth < 64 else { return nil }
    let savedExtended = extended
    defer { extended = savedExtended }
    guard var result = sequence(depth: depth) else { return nil }
    while peek() == UInt8(ascii: "|") {
      if depth == 0 { hasTopLevelAlternation = true }
      index += 1
      guard let next = sequence(depth: depth) else { return nil }
      result.set.formUnion(next.set)
      result.free.formUnion(next.free)
      result.canBeEmpty = result.canBeEmpty || next.canBeEmpty
      result.isWordBoundary = false
    }
    return result
  }

  /// The first bytes of the leading parts up to the first one that cannot be empty; those
  /// reached after a leading `\b` are not free.
  private mutating func sequence(depth: Int) -> FirstInfo? {
    var result = FirstInfo.empty
    var boundary = false
    var parts = 0
    while let byte = peek(), byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
      if extended && skipExtendedSpace() { continue }
      if !result.canBeEmpty {
        // Past the sequence's first bytes, a plain character that another follows (so no
        // quantifier or space) is a part that changes nothing: a keyword trie is mostly
        // these, skipped here without reading each as an atom.
        let end = Self.plainRunEnd(bytes, from: index)
        if end - index > 1 {
          parts += end - index - 1
          index = end - 1
          continue
        }
        // So is a group of plain words (a keyword trie: words, `|`, groups, `?` after a
        // group), which always reads: it is one part, skipped whole instead of read word by
        // word, and what follows it is read as after any atom.
        // (`alternation` reads a group's content one level deeper, below 64.)
        if let close = PatternSyntax.trieGroupEnd(bytes, at: index, nestingBelow: 64 - depth) {
          index = close + 1
          guard quantified(.empty) != nil else { return nil }
          parts += 1
          continue
        }
      }
      guard let atom = atom(depth: depth), let part = quantified(atom) else { return nil }
      parts += 1
      guard result.canBeEmpty else { continue }
      if part.isWordBoundary {
        boundary = true
        continue
      }
      result.set.formUnion(part.set)
      if !boundary { result.free.formUnion(part.free) }
      result.canBeEmpty = part.canBeEmpty
    }
    // A lone `\b` stays one, so a group around it or a branch of it still counts.
    if parts == 1 && boundary { return .wordBoundary }
    return result
  }

  /// Where the run of plain characters (printable ASCII that is no metacharacter, brace,
  /// `#` or space) from `start` ends.
  private static func plainRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var end = start
      while end < buffer.count {
        switch buffer[end] {
        case 0x21...0x7E:
          switch buffer[end] {
          case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: "^"),
            UInt8(ascii: "$"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "*"),
            UInt8(ascii: "+"), UInt8(ascii: "|"), UInt8(ascii: "#"):
            return end
          default: end += 1
          }
        default: return end
        }
      }
      return end
    }
  }

  private mutating func skipExtendedSpace() -> Bool {
    guard let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) else { return false }
    index = end
    return true
  }

  /// Quantifiers after an atom: a minimum of 0 lets it be empty.
  private mutating func quantified(_ atom: FirstInfo) -> FirstInfo? {
    var result = atom
    while true {
      if extended { while skipExtendedSpace() {} }
      guard let byte = peek() else { return result }
      switch byte {
      case UInt8(ascii: "?"), UInt8(ascii: "*"):
        result.canBeEmpty = true
        result.isWordBoundary = false
        index += 1
      case UInt8(ascii: "+"):
        index += 1
      case UInt8(ascii: "{"):
        guard let minimum = interval() else { return result }  // a literal `{` follows
        if minimum == 0 {
          result.canBeEmpty = true
          result.isWordBoundary = false
        }
      default:
        return result
      }
      // Lazy `?` and possessive `+` suffixes do not change what can match.
      if let next = peek(), next == UInt8(ascii: "?") || next == UInt8(ascii: "+") { index += 1 }
    }
  }

  /// An interval quantifier's minimum, with the index after `}`; nil (index unchanged) when
  /// the brace is a literal.
  private mutating func interval() -> Int? {
    guard let (minimum, end) = PatternSyntax.interval(bytes, at: index) else { return nil }
    index = end
    return minimum
  }

  private mutating func atom(depth: Int) -> FirstInfo? {
    guard let byte = peek() else { return nil }
    switch byte {
    case UInt8(ascii: "("): return group(depth: depth)
    case UInt8(ascii: "["): return characterClass(depth: depth).map(FirstInfo.bytes)
    case UInt8(ascii: "."):
      index += 1
      return .bytes(.all)
    case UInt8(ascii: "^"), UInt8(ascii: "$"):
      index += 1
      return .empty
    case UInt8(ascii: "\\"):
      index += 1
      return escape(inClass: false)
    case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"):
      return nil
    default:
      return literalCharacter().map(FirstInfo.bytes)
    }
  }

  /// A literal character (a whole UTF-8 sequence): its first byte.
  private mutating func literalCharacter() -> ByteSet? {
    guard let byte = peek() else { return nil }
    let length = PatternSyntax.characterLength(lead: byte)
    guard index + length <= bytes.count else { return nil }
    index += length
    var set = ByteSet()
    set.insert(byte)
    return set
  }

  /// After a backslash: the escape's first bytes (`.empty` for zero-width anchors).
  private mutating func escape(inClass: Bool) -> FirstInfo? {
    guard let letter = peek() else { return nil }
    index += 1
    func single(_ byte: UInt8) -> FirstInfo {
      var set = ByteSet()
      set.insert(byte)
      return .bytes(set)
    }
    switch letter {
    case UInt8(ascii: "t"): return single(0x09)
    case UInt8(ascii: "n"): return single(0x0A)
    case UInt8(ascii: "r"): return single(0x0D)
    case UInt8(ascii: "f"): return single(0x0C)
    case UInt8(ascii: "v"): return single(0x0B)
    case UInt8(ascii: "a"): return single(0x07)
    case UInt8(ascii: "e"): return single(0x1B)
    case UInt8(ascii: "b"): return inClass ? single(0x08) : .wordBoundary
    case UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "z"), UInt8(ascii: "Z"),
      UInt8(ascii: "G"), UInt8(ascii: "K"):
      return .empty
    case UInt8(ascii: "d"): return .bytes(Self.digits)
    case UInt8(ascii: "w"): return .bytes(Self.word)
    case UInt8(ascii: "s"): return .bytes(Self.space)
    case UInt8(ascii: "h"): return .bytes(Self.hexDigits)
    case UInt8(ascii: "R"): return .bytes(Self.lineBreaks)
    case UInt8(ascii: "D"), UInt8(ascii: "W"), UInt8(ascii: "S"), UInt8(ascii: "H"),
      UInt8(ascii: "X"), UInt8(ascii: "N"), UInt8(ascii: "O"):
      return .bytes(.all)
    case UInt8(ascii: "p"), UInt8(ascii: "P"):
      guard peek() == UInt8(ascii: "{"),
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))
      else { return nil }
      let name = bytes[(index + 1)..<close]
      index = close + 1
      guard letter == UInt8(ascii: "p") else { return .bytes(.all) }
      return .bytes(Self.property(name))
    case UInt8(ascii: "x"): return hexEscape()
    case UInt8(ascii: "k"), UInt8(ascii: "g"):
      // Back-reference or subexpression call: unknown text, maybe empty.
      guard let open = peek(), open == UInt8(ascii: "<") || open == UInt8(ascii: "'") else {
        return nil
      }
      let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
      guard let end = bytes[(index + 1)...].firstIndex(of: close) else { return nil }
      index = end + 1
      return .anything
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      // A back-reference (or, in a class, an octal escape): anything.
      while let digit = peek(), digit >= 0x30, digit <= 0x39 { index += 1 }
      return .anything
    case UInt8(ascii: "0"):
      while let digit = peek(), digit >= 0x30, digit <= 0x37 { index += 1 }
      return .bytes(.all)
    default:
      // Escaped punctuation is itself; other escaped letters (\c, \M, \u ...) are left alone.
      let isWord =
        (letter >= 0x30 && letter <= 0x39) || (letter | 0x20 >= 0x61 && letter | 0x20 <= 0x7A)
      if isWord || letter >= 0x80 { return nil }
      return single(letter)
    }
  }

  /// `\xHH` or `\x{H...}` (the `x` read): that byte for ASCII, else any byte above it.
  private mutating func hexEscape() -> FirstInfo? {
    var value = 0
    var digits = 0
    let braced = peek() == UInt8(ascii: "{")
    if braced { index += 1 }
    while let byte = peek(), let digit = Self.hexValue(byte), braced || digits < 2 {
      value = min(value * 16 + digit, 0x11_0000)
      digits += 1
      index += 1
    }
    if braced {
      guard peek() == UInt8(ascii: "}") else { return nil }
      index += 1
    }
    guard digits > 0 else { return nil }
    if value < 0x80 {
      var set = ByteSet()
      set.insert(UInt8(value))
      return .bytes(set)
    }
    return .bytes(.nonASCII)
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - 0x30)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - 0x61 + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - 0x41 + 10)
    default: return nil
    }
  }

  private mutating func group(depth: Int) -> FirstInfo? {
    index += 1
    guard peek() == UInt8(ascii: "?") else { return closeGroup(alternation(depth: depth + 1)) }
    index += 1
    guard let marker = peek() else { return nil }
    switch marker {
    case UInt8(ascii: ":"), UInt8(ascii: ">"):
      index += 1
      return closeGroup(alternation(depth: depth + 1))
    case UInt8(ascii: "="):
      // A lookahead inspects the bytes at the start without consuming them.
      index += 1
      return closeGroup(alternation(depth: depth + 1))
    case UInt8(ascii: "!"):
      index += 1
      return closeGroup(alternation(depth: depth + 1)).map { _ in .empty }
    case UInt8(ascii: "#"):
      guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
      index = close + 1
      return .empty
    case UInt8(ascii: "<"):
      index += 1
      if peek() == UInt8(ascii: "=") || peek() == UInt8(ascii: "!") {
        // A lookbehind looks at bytes before the start.
        index += 1
        return closeGroup(alternation(depth: depth + 1)).map { _ in .empty }
      }
      guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
      index = close + 1
      return closeGroup(alternation(depth: depth + 1))
    case UInt8(ascii: "'"):
      guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else {
        return nil
      }
      index = close + 1
      return closeGroup(alternation(depth: depth + 1))
    default:
      return optionGroup(depth: depth)
    }
  }

  /// `(?x)`, `(?-x)`, `(?m:...)` and the like; case-insensitivity gives up.
  private mutating func optionGroup(depth: Int) -> FirstInfo? {
    var on = true
    var setsExtended: Bool?
    while let letter = peek(), letter != UInt8(ascii: ")"), letter != UInt8(ascii: ":") {
      switch letter {
      case UInt8(ascii: "-"): on = false
      case UInt8(ascii: "x"): setsExtended = on
      case UInt8(ascii: "m"), UInt8(ascii: "s"): break
      default: return nil
      }
      index += 1
    }
    guard let terminator = peek() else { return nil }
    index += 1
    if terminator == UInt8(ascii: ")") {
      // Applies to the rest of the enclosing group.
      if let setsExtended { extended = setsExtended }
      return .empty
    }
    let saved = extended
    if let setsExtended { extended = setsExtended }
    let inner = alternation(depth: depth + 1)
    extended = saved
    return closeGroup(inner)
  }

  private mutating func closeGroup(_ inner: FirstInfo?) -> FirstInfo? {
    guard let inner, peek() == UInt8(ascii: ")") else { return nil }
    index += 1
    return inner
  }

  /// A bracket class from its `[`: the bytes its characters start with (all bytes when
  /// negated).
  private mutating func characterClass(depth: Int) -> ByteSet? {
    guard depth < 64 else { return nil }
    index += 1
    var negated = false
    if peek() == UInt8(ascii: "^") {
      negated = true
      index += 1
    }
    var set = ByteSet()
    var first = true
    while let byte = peek() {
      if byte == UInt8(ascii: "]") && !first {
        index += 1
        return negated ? .all : set
      }
      first = false
      if byte == UInt8(ascii: "["), peek(1) == UInt8(ascii: ":") {
        guard let posix = posixClass() else { return nil }
        set.formUnion(posix)
        continue
      }
      if byte == UInt8(ascii: "[") {
        guard let nested = characterClass(depth: depth + 1) else { return nil }
        set.formUnion(nested)
        continue
      }
      if byte == UInt8(ascii: "&"), peek(1) == UInt8(ascii: "&") {
        // An intersection is within the union of its sides.
        index += 2
        continue
      }
      guard let low = classMember() else { return nil }
      guard peek() == UInt8(ascii: "-"), let after = peek(1), after != UInt8(ascii: "]") else {
        set.formUnion(low.set)
        continue
      }
      index += 1
      guard let high = classMember() else { return nil }
      if let lowByte = low.single, let highByte = high.single {
        if lowByte <= highByte { set.insert(lowByte...highByte) }
      } else {
        // An end outside ASCII (or an escape that is a class): everything from the low end.
        set.formUnion(low.set)
        set.formUnion(high.set)
        if let lowByte = low.single { set.insert(lowByte...0x7F) }
        set.formUnion(.nonASCII)
      }
    }
    return nil
  }

  /// One class member: an ASCII character (`single`), or the set of an escape or of a
  /// character outside ASCII.
  private mutating func classMember() -> (set: ByteSet, single: UInt8?)? {
    guard let byte = peek() else { return nil }
    if byte == UInt8(ascii: "\\") {
      index += 1
      guard let info = escape(inClass: true) else { return nil }
      let set = info.canBeEmpty ? ByteSet.all : info.set
      return (set, set.onlyByte)
    }
    guard let set = literalCharacter() else { return nil }
    return (set, byte < 0x80 ? byte : nil)
  }

  /// `[:name:]` or `[:^name:]` inside a class.
  private mutating func posixClass() -> ByteSet? {
    guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "]")), close > index + 2,
      bytes[close - 1] == UInt8(ascii: ":")
    else { return nil }
    let name = bytes[(index + 2)..<(close - 1)]
    index = close + 1
    if name.first == UInt8(ascii: "^") { return .all }
    switch String(decoding: name, as: UTF8.self) {
    case "alpha", "upper", "lower": return Self.letters
    case "alnum", "word": return Self.word
    case "digit": return Self.digits
    case "xdigit": return Self.hexDigits
    case "space", "blank": return Self.space
    default: return .all
    }
  }

  /// The assertions a pattern opens with, before its first character: the byte a one-
  /// character lookbehind `(?<=c)` wants before the match (ASCII only), and whether a `\b`
  /// is among them. Option groups, extended-mode space and negative lookbehinds are skipped.
  static func leadingAssertions(_ bytes: [UInt8]) -> (
    previous: ByteSet?, wordBoundary: Bool, end: Int, extended: Bool
  ) {
    var previous: ByteSet?
    var wordBoundary = false
    var extended = false
    var index = 0
    func starts(_ text: StaticString) -> Bool { PatternSyntax.hasPrefix(bytes, at: index, text) }
    while index < bytes.count {
      let byte = bytes[index]
      if extended, let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) {
        index = end
      } else if starts("(?x)") {
        extended = true
        index += 4
      } else if starts("\\b") {
        wordBoundary = true
        index += 2
      } else if starts("(?<!"), let close = simpleGroupEnd(bytes, from: index + 4) {
        index = close + 1
      } else if starts("(?<="), previous == nil,
        let (set, end) = oneCharacter(bytes, at: index + 4),
        end < bytes.count, bytes[end] == UInt8(ascii: ")")
      {
        previous = set
        index = end + 1
      } else if "?*+{".utf8.contains(byte) {
        // A quantified assertion may be absent: no condition.
        return (nil, false, index, extended)
      } else {
        break
      }
    }
    return (previous, wordBoundary, index, extended)
  }

  /// The `)` closing a group body without groups or classes that starts at `from`.
  private static func simpleGroupEnd(_ bytes: [UInt8], from: Int) -> Int? {
    var index = from
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "("), UInt8(ascii: "["): return nil
      case UInt8(ascii: ")"): return index
      default: index += 1
      }
    }
    return nil
  }

  /// The byte of one ASCII character written at `start` (a plain character, an escaped
  /// punctuation mark, or a class of plain ASCII characters and escaped punctuation), with
  /// the index after it; nil for anything else.
  private static func oneCharacter(_ bytes: [UInt8], at start: Int) -> (ByteSet, Int)? {
    guard start < bytes.count else { return nil }
    func plain(_ byte: UInt8) -> Bool {
      byte > 0x20 && byte < 0x7F && !"()[]{}|?*+.^$\\".utf8.contains(byte)
    }
    func escapedPunctuation(_ index: Int) -> UInt8? {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\") else { return nil }
      let next = bytes[index + 1]
      let isPunctuation =
        next > 0x20 && next < 0x7F && !(next >= 0x30 && next <= 0x39)
        && !(next | 0x20 >= 0x61 && next | 0x20 <= 0x7A)
      return isPunctuation ? next : nil
    }
    var set = ByteSet()
    if plain(bytes[start]) {
      set.insert(bytes[start])
      return (set, start + 1)
    }
    if let escaped = escapedPunctuation(start) {
      set.insert(escaped)
      return (set, start + 2)
    }
    guard bytes[start] == UInt8(ascii: "[") else { return nil }
    var index = start + 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "]") && index > start + 1 { return (set, index + 1) }
      if byte == UInt8(ascii: "-") { return nil }  // a range
      if let escaped = escapedPunctuation(index) {
        set.insert(escaped)
        index += 2
      } else if plain(byte) || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "(")
        || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "|")
      {
        // (A leading `^` or a `-` range is neither plain nor listed: no set.)
        set.insert(byte)
        index += 1
      } else {
        return nil
      }
    }
    return nil
  }

  // MARK: Byte sets of the classes Oniguruma matches over Unicode (any byte above ASCII too)

  private static func make(_ ranges: [ClosedRange<UInt8>], nonASCII: Bool = true) -> ByteSet {
    var set = nonASCII ? ByteSet.nonASCII : ByteSet()
    for range in ranges { set.insert(range) }
    return set
  }

  static let digits = make([0x30...0x39])
  static let letters = make([0x41...0x5A, 0x61...0x7A])
  /// ASCII word bytes and every byte above ASCII.
  static let word = make([0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
  /// ASCII word bytes only.
  static let asciiWord = make(
    [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A], nonASCII: false)
  static let space = make([0x09...0x0D, 0x20...0x20])
  static let hexDigits = make([0x30...0x39, 0x41...0x46, 0x61...0x66], nonASCII: false)
  static let lineBreaks = make([0x0A...0x0D])

  /// `\p{…}`: letters, marks and numbers are known; any other property may be anything.
  private static func property(_ name: ArraySlice<UInt8>) -> ByteSet {
    switch String(decoding: name, as: UTF8.self) {
    case "L", "Letter", "Alpha", "Alphabetic", "Lu", "Ll", "Lt", "Upper", "Lower": return letters
    case "N", "Nd", "Digit", "Number": return digits
    case "M", "Mn", "Mc", "Me", "Mark": return .nonASCII
    case "Word", "Alnum": return word
    default: return .all
    }
  }
}

extension ByteSet {
  /// The one byte of a one-byte set below 0x80.
  fileprivate var onlyByte: UInt8? {
    guard count == 1 else { return nil }
    if words.0 != 0 { return UInt8(words.0.trailingZeroBitCount) }
    if words.1 != 0 { return UInt8(64 + words.1.trailingZeroBitCount) }
    return nil
  }
}
