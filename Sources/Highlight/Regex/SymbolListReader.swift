/// Reads the pattern `SymbolList` takes: `(?x)`, `(?i)` or both, then `\b` and `(?<=B)` or
/// `(?<!B)` (each optional, in either order), the group of symbols, then `(?=A)` or `(?!A)`
/// and optionally `\b`. Symbols are
/// literal characters (escaped punctuation included), `(?:…)` groups and `?` after a
/// character or group, spelled out in full; anything else (classes, repeats, a plain group
/// inside, a symbol holding a byte the lookahead takes) is not taken, and Oniguruma keeps
/// the pattern.
struct SymbolListReader {
  /// What the pattern says.
  struct Parts {
    var before = ByteSet()
    /// What a character above ASCII right before a match means.
    var previousAboveASCII = SymbolList.PreviousAboveASCII.noMatch
    var ignoresCase = false
    var atLineStart = false
    var after = ByteSet()
    var atLineEnd = false
    var leadWordBoundary = false
    var tailWordBoundary = false
    var capturesSymbol = false
    var symbols: [[UInt8]] = []
  }

  /// Beyond this many symbols (nested optional groups multiply) the list is not taken.
  static let symbolLimit = 1 << 16

  let bytes: [UInt8]
  private var index = 0
  private var extended = false

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func read() -> Parts? {
    var parts = Parts()
    for options in ["(?x)", "(?i)", "(?xi)", "(?ix)"] where take(options) {
      extended = options.contains("x")
      parts.ignoresCase = options.contains("i")
      break
    }
    var sawLookbehind = false
    while true {
      skipSpace()
      if take(#"\b"#), !parts.leadWordBoundary {
        parts.leadWordBoundary = true
      } else if !sawLookbehind, take("(?<=") {
        sawLookbehind = true
        guard let body = assertion(anchor: UInt8(ascii: "^")), !body.word else { return nil }
        parts.before = body.set
        parts.previousAboveASCII = body.spaces ? .unknown : .noMatch
        parts.atLineStart = body.anchored
      } else if !sawLookbehind, take("(?<!") {
        // Not one of the class: any other byte, the text's start, or (for `\w` in it) a
        // character above ASCII that is no word character.
        sawLookbehind = true
        guard let body = assertion(anchor: nil), !body.spaces else { return nil }
        parts.before = Self.ascii.subtracting(body.set)
        parts.previousAboveASCII = body.word ? .unlessWord : .allowed
        parts.atLineStart = true
      } else {
        break
      }
    }
    if take("(?:") {
      parts.capturesSymbol = false
    } else if index < bytes.count, bytes[index] == UInt8(ascii: "("), !at("(?") {
      index += 1
      parts.capturesSymbol = true
    } else {
      return nil
    }
    guard let symbols = alternation(depth: 0), take(")"), !symbols.isEmpty else { return nil }
    skipSpace()
    // `\s` and `\w` also take characters above ASCII, but `answer` leaves any run holding
    // one to Oniguruma: among ASCII bytes a symbol ends where the first byte of `after` is.
    if take("(?=") {
      guard let body = assertion(anchor: UInt8(ascii: "$")) else { return nil }
      parts.after = body.set
      parts.atLineEnd = body.anchored
      if body.anchored { parts.after.insert(0x0A) }
    } else if take("(?!") {
      guard let body = assertion(anchor: nil) else { return nil }
      parts.after = Self.ascii.subtracting(body.set)
      parts.atLineEnd = true
    } else {
      return nil
    }
    skipSpace()
    if take(#"\b"#) { parts.tailWordBoundary = true }
    skipSpace()
    guard index == bytes.count else { return nil }
    // Exactness needs the delimiters to be no word characters and no symbol to hold one.
    guard parts.before.intersection(FirstBytesReader.asciiWord).count == 0,
      parts.after.intersection(FirstBytesReader.asciiWord).count == 0
    else { return nil }
    for symbol in symbols where symbol.isEmpty || symbol.contains(where: parts.after.contains) {
      return nil
    }
    parts.symbols = symbols
    return parts
  }

  private func at(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

  private mutating func take(_ text: String) -> Bool {
    guard at(text) else { return false }
    index += text.utf8.count
    return true
  }

  private mutating func skipSpace() {
    guard extended else { return }
    while let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) { index = end }
  }

  /// A lookaround's body: the ASCII bytes it takes, whether `\s` or `\w` is among them
  /// (they take characters above ASCII too), whether its anchor is.
  private struct Assertion {
    var set = ByteSet()
    var spaces = false
    var word = false
    var anchored = false
  }

  /// The body of a lookaround up to its `)`: alternatives each `anchor` (none in a negative
  /// one) or one class or character.
  private mutating func assertion(anchor: UInt8?) -> Assertion? {
    var body = Assertion()
    while true {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      if byte == anchor {
        body.anchored = true
        index += 1
      } else if byte == UInt8(ascii: "[") {
        index += 1
        var items = 0
        while index < bytes.count && bytes[index] != UInt8(ascii: "]") {
          // `-` first or last in a class means itself (`[\w-]`); elsewhere a range.
          if bytes[index] == UInt8(ascii: "-"), items == 0 || at("-]") {
            body.set.insert(bytes[index])
            index += 1
          } else {
            guard classItem(into: &body, inClass: true) else { return nil }
          }
          items += 1
        }
        guard items > 0, take("]") else { return nil }
      } else {
        guard classItem(into: &body, inClass: false) else { return nil }
      }
      if take(")") { return body }
      // A negative lookaround of alternatives is not read.
      guard anchor != nil, take("|") else { return nil }
    }
  }

  /// `\s`, an escaped ASCII punctuation character or a plain one that means itself (parentheses
  /// only inside a class).
  private mutating func classItem(into body: inout Assertion, inClass: Bool) -> Bool {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\\") {
      guard index + 1 < bytes.count else { return false }
      let escaped = bytes[index + 1]
      index += 2
      if escaped == UInt8(ascii: "s") {
        body.spaces = true
        for blank in [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20] as [UInt8] { body.set.insert(blank) }
        return true
      }
      if escaped == UInt8(ascii: "w") {
        body.word = true
        body.set.formUnion(FirstBytesReader.asciiWord)
        return true
      }
      guard Self.isPunctuation(escaped) else { return false }
      body.set.insert(escaped)
      return true
    }
    guard Self.isPunctuation(byte), !"[]^-&|$.\\*+?{}#".utf8.contains(byte),
      inClass || !"()".utf8.contains(byte)
    else { return false }
    body.set.insert(byte)
    index += 1
    return true
  }

  /// Alternatives up to (not past) the `)` that closes them, spelled out.
  private mutating func alternation(depth: Int) -> [[UInt8]]? {
    guard depth < 16 else { return nil }
    var result: [[UInt8]] = []
    while true {
      guard let branch = branch(depth: depth) else { return nil }
      result += branch
      guard result.count <= Self.symbolLimit else { return nil }
      skipSpace()
      guard take("|") else { return result }
    }
  }

  /// One branch: the product of its pieces, each a character or group, optionally `?`.
  private mutating func branch(depth: Int) -> [[UInt8]]? {
    var words: [[UInt8]] = [[]]
    while true {
      skipSpace()
      guard index < bytes.count else { return words }
      let byte = bytes[index]
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ")") { return words }
      var piece: [[UInt8]]
      if take("(?:") {
        guard let inner = alternation(depth: depth + 1), take(")") else { return nil }
        piece = inner
      } else if let character = literal() {
        piece = [character]
      } else {
        return nil
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
        index += 1
        // A lazy or possessive mark after `?` is some other construct.
        if index < bytes.count && "?+".utf8.contains(bytes[index]) { return nil }
        piece.append([])
      }
      if index < bytes.count && "*+{".utf8.contains(bytes[index]) { return nil }
      var next: [[UInt8]] = []
      next.reserveCapacity(words.count * piece.count)
      for word in words {
        for part in piece { next.append(word + part) }
      }
      guard next.count <= Self.symbolLimit else { return nil }
      words = next
    }
  }

  /// One literal character: an escaped ASCII punctuation character, a plain ASCII one that
  /// is no metacharacter, or a whole UTF-8 character above ASCII.
  private mutating func literal() -> [UInt8]? {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\\") {
      // `\<`, `\>`, `\'` and `` \` `` are anchors in some syntaxes: not taken as literals.
      guard index + 1 < bytes.count, Self.isPunctuation(bytes[index + 1]),
        !"<>'`".utf8.contains(bytes[index + 1])
      else { return nil }
      index += 2
      return [bytes[index - 1]]
    }
    if byte >= 0x80 {
      let length = PatternSyntax.characterLength(lead: byte)
      guard byte >= 0xC0, index + length <= bytes.count,
        bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { return nil }
      index += length
      return Array(bytes[(index - length)..<index])
    }
    guard byte > 0x20, byte < 0x7F, !"\\|()[]{}.^$*+?#".utf8.contains(byte) else { return nil }
    index += 1
    return [byte]
  }

  /// Every ASCII byte.
  static let ascii: ByteSet = {
    var set = ByteSet()
    set.insert(0...0x7F)
    return set
  }()

  /// ASCII punctuation: printable, no letter, digit or `_` (an escaped one means itself).
  private static func isPunctuation(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F && !PatternSyntax.isASCIIWord(byte)
  }
}
