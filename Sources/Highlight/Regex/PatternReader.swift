/// Reads an Oniguruma (Ruby syntax) pattern far enough to derive `FragmentInfo`: literals,
/// groups, alternation, quantifiers, classes, escapes, `(?x)` extended mode. Returns nil for
/// anything it is unsure about, which only costs the filter, never correctness.
struct PatternReader {
  private let bytes: [UInt8]
  private var index = 0
  private var extended = false
  /// Set while reading branches whose strings cannot change the result: they are read only
  /// for where they end and whether they parse, and their strings are not spelled out.
  private var discarding = false

  /// The lists of strings this reader makes.
  private var lists: LiteralArena

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    lists = LiteralArena(pattern: bytes)
  }

  /// The strings of a list this reader made.
  func strings(of list: LiteralList) -> [ArraySlice<UInt8>] { lists.strings(of: list) }

  var atEnd: Bool { index >= bytes.count }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// alternation := sequence ('|' sequence)*
  mutating func parseAlternation(depth: Int) -> FragmentInfo? {
    guard depth < 64 else { return nil }
    let savedExtended = extended
    defer { extended = savedExtended }
    guard let first = parseSequence(depth: depth) else { return nil }
    guard peek() == UInt8(ascii: "|") else { return first }
    // Branches are merged in place: concatenating per branch would copy the lists again and
    // again in the long keyword alternations grammars are full of.
    var exact = first.exact
    var required = first.requirement
    var prefixes = first.startStrings
    var suffixes = first.endStrings
    // A branch of plain strings gives the same strings for all four lists. While a list holds
    // what `exact` holds it is only flagged so (and left nil), and made from `exact` when it
    // parts from it or at the end: appending one branch's strings to four lists that share
    // a buffer copied the buffer for each.
    var requiredIsExact = exact != nil && Self.same(required, exact)
    var prefixesAreExact = exact != nil && Self.same(prefixes, exact)
    var suffixesAreExact = exact != nil && Self.same(suffixes, exact)
    if requiredIsExact { required = nil }
    if prefixesAreExact { prefixes = nil }
    if suffixesAreExact { suffixes = nil }
    /// Adds a branch's strings, or gives up on the list when they are unknown or too many.
    func merge(_ list: inout LiteralList?, _ other: LiteralList?) {
      if let other, let current = list, current.count + other.count <= FragmentInfo.maxStrings {
        list = lists.union(current, other)
      } else {
        list = nil
      }
    }
    /// `merge` for a list that may be flagged as holding what `exact` holds: it stays so
    /// while the branch adds to it what it adds to `exact` (merging the same strings into the
    /// same strings gives the same list). Called before `exact` takes the branch.
    func merge(
      _ list: inout LiteralList?, _ isExact: inout Bool, _ other: LiteralList?,
      branchExact: LiteralList?
    ) {
      if isExact {
        if Self.same(other, branchExact) { return }
        list = exact
        isExact = false
      }
      merge(&list, other)
    }
    var startedDiscarding = false
    defer { if startedDiscarding { discarding = false } }
    while peek() == UInt8(ascii: "|") {
      index += 1
      if !discarding && exact == nil && required == nil && prefixes == nil && suffixes == nil {
        // Every list has given up, and a list that gave up stays so whatever the branches
        // after hold: those are only read (a big keyword trie's, mostly), not spelled out.
        // (A flagged list is nil with `exact`.)
        discarding = true
        startedDiscarding = true
      }
      guard let next = parseSequence(depth: depth) else { return nil }
      if discarding { continue }
      let branchExact = next.exact
      merge(&required, &requiredIsExact, next.requirement, branchExact: branchExact)
      merge(&prefixes, &prefixesAreExact, next.startStrings, branchExact: branchExact)
      merge(&suffixes, &suffixesAreExact, next.endStrings, branchExact: branchExact)
      merge(&exact, branchExact)
    }
    return FragmentInfo(
      exact: exact, required: requiredIsExact ? exact : required,
      prefixes: prefixesAreExact ? exact : prefixes, suffixes: suffixesAreExact ? exact : suffixes)
  }

  /// A sequence: the product of its parts for `exact`; for `required`, the best of its parts'
  /// requirements and of every run of consecutive parts whose strings are known. A run also
  /// starts from the known endings of a part whose strings are not (`(label:)+\)` needs
  /// `:)`). While every part is known, the current run is the whole product, so it is
  /// computed once. Zero-width parts (anchors, lookarounds) leave runs alone.
  private mutating func parseSequence(depth: Int) -> FragmentInfo? {
    var required: LiteralList?
    var run = LiteralList.emptyString
    var allKnown = true
    /// The start strings of the sequence, fixed when the run first breaks.
    var leading: LiteralList?
    func breakRun(at part: FragmentInfo) {
      let runIsEmpty = run.containsEmpty
      if allKnown { leading = runIsEmpty ? part.startStrings : run }
      if !runIsEmpty { required = FragmentInfo.better(required, run) }
      allKnown = false
    }
    while let byte = peek(), byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
      if extended && skipExtendedSpace() { continue }
      if let length = unquantifiedLiteralLength() {
        // The common case, a plain character: extend the run's strings in place (what the
        // product with its one string gives), without building a fragment for it.
        // Consecutive ones, as many as every string has room for, are added at once (what
        // adding them one at a time gives).
        if !discarding {
          let room = FragmentInfo.maxLength - run.longest
          var end = index + length
          while let next = unquantifiedLiteralLength(at: end), end + next - index <= room {
            end += next
          }
          if end - index > length && end - index <= room {
            run = lists.appendToEach(run, index..<end)
            index = end
            continue
          }
        }
        let literal = index..<index + length
        index += length
        if discarding { continue }
        if run.longest + length <= FragmentInfo.maxLength {
          run = lists.appendToEach(run, literal)
        } else {
          breakRun(at: .unknown)
          run = lists.run(literal)
        }
        continue
      }
      guard var atom = parseAtom(depth: depth) else { return nil }
      guard let quantified = applyQuantifier(to: &atom) else { return nil }
      if discarding { continue }
      required = FragmentInfo.better(required, quantified.required)
      if quantified.isZeroWidth { continue }
      if let parts = quantified.exact, let extended = product(run, parts) {
        run = extended
      } else {
        breakRun(at: quantified)
        run = quantified.exact ?? quantified.endStrings ?? .emptyString
      }
    }
    if discarding { return .unknown }
    let runEnds = run.containsEmpty ? nil : run
    if let runEnds { required = FragmentInfo.better(required, runEnds) }
    if allKnown { return FragmentInfo(exact: run, required: required) }
    return FragmentInfo(exact: nil, required: required, prefixes: leading, suffixes: runEnds)
  }

  /// The byte length of the plain literal character at the index when no quantifier (nor, in
  /// extended mode, space that may precede one) follows it; nil for anything else.
  private func unquantifiedLiteralLength() -> Int? {
    unquantifiedLiteralLength(at: index)
  }

  /// `unquantifiedLiteralLength` of the character at `position`.
  private func unquantifiedLiteralLength(at position: Int) -> Int? {
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "."), UInt8(ascii: "^"),
      UInt8(ascii: "$"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: "|"), UInt8(ascii: ")"):
      return nil
    default: break
    }
    let length = PatternSyntax.characterLength(lead: byte)
    guard position + length <= bytes.count else { return nil }
    guard position + length < bytes.count else { return length }
    switch bytes[position + length] {
    case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"): return nil
    case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, UInt8(ascii: "#"): return extended ? nil : length
    default: return length
    }
  }

  /// Skips whitespace and `#` comments in extended mode; true when it skipped something.
  private mutating func skipExtendedSpace() -> Bool {
    guard let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) else { return false }
    index = end
    return true
  }

  private mutating func applyQuantifier(to atom: inout FragmentInfo) -> FragmentInfo? {
    var result = atom
    while true {
      if extended { while skipExtendedSpace() {} }
      guard let byte = peek() else { return result }
      var minimum: Int
      switch byte {
      case UInt8(ascii: "?"): minimum = 0
      case UInt8(ascii: "*"): minimum = 0
      case UInt8(ascii: "+"): minimum = 1
      case UInt8(ascii: "{"):
        guard let bound = readInterval() else { return result }  // a literal `{` follows
        minimum = bound
        index -= 1  // readInterval consumed through `}`; the shared step below skips one byte
      default: return result
      }
      index += 1
      // Lazy `?` or possessive `+` suffixes do not change what can match.
      if let next = peek(), next == UInt8(ascii: "?") || next == UInt8(ascii: "+") { index += 1 }
      let requirement = result.requirement
      if minimum == 0 {
        if byte == UInt8(ascii: "?"), let exact = result.exact {
          result = FragmentInfo(exact: lists.union(exact, .emptyString), required: nil)
        } else {
          result = .unknownOrEmpty
        }
      } else {
        // Each repetition starts and ends as one match of the atom does.
        result = FragmentInfo(
          exact: nil, required: requirement, prefixes: result.startStrings,
          suffixes: result.endStrings)
      }
    }
  }

  /// An interval quantifier's minimum, with the index after `}`; nil (index unchanged) when
  /// the brace is a literal.
  private mutating func readInterval() -> Int? {
    guard let (minimum, end) = PatternSyntax.interval(bytes, at: index) else { return nil }
    index = end
    return minimum
  }

  private mutating func parseAtom(depth: Int) -> FragmentInfo? {
    guard let byte = peek() else { return nil }
    switch byte {
    case UInt8(ascii: "("): return parseGroup(depth: depth)
    case UInt8(ascii: "["):
      let start = index
      guard skipClass() else { return nil }
      return smallClass(bytes[(start + 1)..<(index - 1)]) ?? .unknown
    case UInt8(ascii: "."):
      index += 1
      return .unknown
    case UInt8(ascii: "^"), UInt8(ascii: "$"):
      index += 1
      return .empty
    case UInt8(ascii: "\\"): return parseEscape()
    case UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"): return nil
    default:
      // A literal character (a whole UTF-8 sequence).
      let length = PatternSyntax.characterLength(lead: byte)
      guard index + length <= bytes.count else { return nil }
      let literal = lists.run(index..<index + length)
      index += length
      return FragmentInfo(exact: literal, required: nil)
    }
  }

  private mutating func parseEscape() -> FragmentInfo? {
    guard let next = peek(1) else { return nil }
    index += 2
    switch next {
    case UInt8(ascii: "t"): return .literal(0x09)
    case UInt8(ascii: "n"): return .literal(0x0A)
    case UInt8(ascii: "r"): return .literal(0x0D)
    case UInt8(ascii: "f"): return .literal(0x0C)
    case UInt8(ascii: "v"): return .literal(0x0B)
    case UInt8(ascii: "a"): return .literal(0x07)
    case UInt8(ascii: "e"): return .literal(0x1B)
    case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "A"), UInt8(ascii: "z"),
      UInt8(ascii: "Z"), UInt8(ascii: "G"), UInt8(ascii: "K"):
      return .empty
    case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "w"), UInt8(ascii: "W"),
      UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "h"), UInt8(ascii: "H"),
      UInt8(ascii: "R"), UInt8(ascii: "X"), UInt8(ascii: "N"), UInt8(ascii: "O"):
      return .unknown
    case UInt8(ascii: "p"), UInt8(ascii: "P"):
      guard peek() == UInt8(ascii: "{"),
        let close = bytes[index...].firstIndex(of: UInt8(ascii: "}"))
      else { return nil }
      index = close + 1
      return .unknown
    case UInt8(ascii: "k"), UInt8(ascii: "g"):
      // Back-reference or subexpression call by name or number: matches unknown text.
      guard let open = peek(), open == UInt8(ascii: "<") || open == UInt8(ascii: "'") else {
        return nil
      }
      let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
      guard let end = bytes[(index + 1)...].firstIndex(of: close) else { return nil }
      index = end + 1
      return .unknownOrEmpty
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      while let digit = peek(), digit >= 0x30, digit <= 0x39 { index += 1 }
      return .unknownOrEmpty
    default:
      // Escaped punctuation is itself; escaped letters and digits with other meanings
      // (\x, \u, \0, \c, \M, ...) are left to Oniguruma.
      let isWord = (next >= 0x30 && next <= 0x39) || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A)
      if isWord { return nil }
      guard next >= 0x80 else { return .literal(next) }
      // An escaped character above ASCII is itself: the U+FFFF that stands for an anchor
      // that cannot match (`RegexSource`) rules the pattern out of every line.
      let start = index - 1
      let length = PatternSyntax.characterLength(lead: next)
      guard start + length <= bytes.count else { return nil }
      index = start + length
      return FragmentInfo(exact: lists.run(start..<index), required: nil)
    }
  }

  private mutating func parseGroup(depth: Int) -> FragmentInfo? {
    // A discarded group is read only for where it ends, and a group of plain words (a
    // keyword trie) ends where `trieGroupEnd` says: read within the nesting `parseAlternation`
    // takes, it always parses.
    if discarding,
      let close = PatternSyntax.trieGroupEnd(bytes, at: index, nestingBelow: 64 - depth)
    {
      index = close + 1
      return .unknown
    }
    index += 1
    var kind = 0  // 0 plain, 1 positive lookaround, 2 negative lookaround
    if peek() == UInt8(ascii: "?") {
      index += 1
      guard let marker = peek() else { return nil }
      switch marker {
      case UInt8(ascii: ":"), UInt8(ascii: ">"):
        index += 1
      case UInt8(ascii: "="):
        index += 1
        kind = 1
      case UInt8(ascii: "!"):
        index += 1
        kind = 2
      case UInt8(ascii: "#"):
        guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
        index = close + 1
        return .empty
      case UInt8(ascii: "<"):
        index += 1
        if peek() == UInt8(ascii: "=") {
          index += 1
          kind = 1
        } else if peek() == UInt8(ascii: "!") {
          index += 1
          kind = 2
        } else {
          guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
          index = close + 1
        }
      case UInt8(ascii: "'"):
        guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else {
          return nil
        }
        index = close + 1
      default:
        // Option letters: (?x) (?-x) (?m) (?x: ...). Case-insensitivity defeats the filter.
        var on = true
        var setsExtended: Bool?
        while let letter = peek(), letter != UInt8(ascii: ")"), letter != UInt8(ascii: ":") {
          switch letter {
          case UInt8(ascii: "-"): on = false
          case UInt8(ascii: "x"): setsExtended = on
          case UInt8(ascii: "m"), UInt8(ascii: "s"): break
          case UInt8(ascii: "i"): if on { return nil }
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
        let inner = parseAlternation(depth: depth + 1)
        extended = saved
        guard let inner, peek() == UInt8(ascii: ")") else { return nil }
        index += 1
        return inner
      }
    }
    guard let inner = parseAlternation(depth: depth + 1), peek() == UInt8(ascii: ")") else {
      return nil
    }
    index += 1
    switch kind {
    case 1:
      return FragmentInfo(exact: .emptyString, required: inner.requirement)
    case 2: return .empty
    default: return inner
    }
  }

  /// Every string of `left` followed by every string of `right`, unless that is too many
  /// or too long.
  private mutating func product(_ left: LiteralList, _ right: LiteralList) -> LiteralList? {
    guard left.count * right.count <= FragmentInfo.maxStrings else { return nil }
    return lists.product(left, right, maxLength: FragmentInfo.maxLength)
  }

  /// Both nil, or the same list as made: where a list is only flagged as holding what
  /// another does, lists made apart are joined as lists, which gives the same strings.
  private static func same(_ a: LiteralList?, _ b: LiteralList?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.isSame(as: b)
  }

  /// A class of a few plain ASCII punctuation characters, e.g. `[?!]`, as its literals.
  private mutating func smallClass(_ body: ArraySlice<UInt8>) -> FragmentInfo? {
    guard !body.isEmpty, body.count <= 6 else { return nil }
    var literals = LiteralList.none
    for byte in body {
      let isPunctuation =
        byte > 0x20 && byte < 0x7F && !(byte >= 0x30 && byte <= 0x39)
        && !(byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      guard isPunctuation, byte != UInt8(ascii: "^"), byte != UInt8(ascii: "-"),
        byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "["), byte != UInt8(ascii: "]"),
        byte != UInt8(ascii: "&"), byte != UInt8(ascii: ":")
      else { return nil }
      literals = lists.union(literals, .byte(byte))
    }
    return FragmentInfo(exact: literals, required: nil)
  }

  /// Skips a character class, nested classes included.
  private mutating func skipClass() -> Bool {
    guard let end = PatternSyntax.classEnd(bytes, at: index) else { return false }
    index = end + 1
    return true
  }
}

extension FragmentInfo {
  static func literal(_ byte: UInt8) -> FragmentInfo {
    FragmentInfo(exact: .byte(byte), required: nil)
  }
  /// Matches unknown text that may be empty.
  static let unknownOrEmpty = FragmentInfo(exact: nil, required: nil)
}
