/// Reads the pattern `SymbolList` takes: `(?x)`, `(?i)` or both, then `\b` and `(?<=B)` or
/// `(?<!B)` (each optional, in either order), the group of symbols, then `(?=A)` or `(?!A)`
/// and optionally `\b`, or for a captured list `\b` alone. The group is `(?:…)`, `(…)` (the
/// list captured), or `(?:(…)|(…))` whose every branch is a captured list of its own
/// (JavaScript's DOM names: the variables are group 1, the classes group 2). In place of
/// the lookbehind and `\b`, a captured punctuation character and `\s*` may lead the list:
/// `(\.)\s*(?:(…)|(…))\b` (JavaScript's DOM properties after a dot). Symbols are
/// literal characters (escaped punctuation included), `(?:…)` groups, classes of word
/// characters alone (`[xy]`) and `?` after any of them, spelled out in full; anything else
/// (other classes, repeats, a plain group
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
    var symbols = ByteStrings()
    /// `(?:(…)|(…))`: how many branches capture, and each symbol's branch (1 for the first),
    /// in the order of `symbols`; 0 and empty for other lists.
    var alternativeGroups = 0
    var groups: [UInt8] = []
    /// `(X)\s*` before the list: the punctuation character X, group 1.
    var lead: UInt8?
  }

  /// A list closed by `\b` alone is taken from this length on (JavaScript's DOM lists).
  static let wordBoundaryListBytes = 1024

  /// Beyond this many captured branches the list is not taken (a group number is a byte).
  static let groupLimit = 64

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
    let options: [(text: StaticString, extended: Bool, ignoresCase: Bool)] = [
      ("(?x)", true, false), ("(?i)", false, true), ("(?xi)", true, true), ("(?ix)", true, true),
    ]
    for option in options where take(option.text) {
      extended = option.extended
      parts.ignoresCase = option.ignoresCase
      break
    }
    var sawLookbehind = false
    skipSpace()
    if let lead = capturedLead() {
      // Any character may come before the symbol: the lead or a blank.
      parts.lead = lead
      sawLookbehind = true
      parts.before = Self.ascii
      parts.previousAboveASCII = .allowed
      parts.atLineStart = true
    }
    while parts.lead == nil {
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
    // The tail is read first: most patterns of this shape (C's `\b(?:…)\b` lists) have
    // none, and spelling out their body only to find that cost more than compiling them.
    // A `\b` alone ends only a long captured list: C's uncaptured ones are `WordTrie`'s, and
    // a short one compiles in less time than a warm run takes to read its symbols back.
    let bodyStart = index
    skipSpace()
    let capturedBranches = !parts.capturesSymbol && at("(") && !at("(?")
    index = bodyStart
    let tailStart: Int
    if let lookahead = Self.lastLookahead(in: bytes, after: bodyStart) {
      tailStart = lookahead
      index = tailStart
      guard readTail(into: &parts) else { return nil }
    } else if parts.capturesSymbol || capturedBranches,
      bytes.count >= Self.wordBoundaryListBytes,
      let boundary = wordBoundaryTail(after: bodyStart)
    {
      // A match ends where a character that is no word character comes, or the text ends.
      tailStart = boundary
      parts.after = Self.ascii.subtracting(FirstBytesReader.asciiWord)
      parts.atLineEnd = true
      parts.tailWordBoundary = true
    } else {
      return nil
    }
    index = bodyStart
    let read = capturedBranches ? capturedAlternation(into: &parts) : alternation(depth: 0)
    guard let symbols = read, take(")"), !symbols.isEmpty else { return nil }
    skipSpace()
    guard index == tailStart else { return nil }
    if !sawLookbehind {
      // No lookbehind: any character may come before.
      parts.before = Self.ascii
      parts.previousAboveASCII = .allowed
      parts.atLineStart = true
    }
    // A `\b` before a symbol, which then starts with a word character, needs no ASCII word
    // character before it; one after needs the lookahead's bytes to be none.
    if parts.leadWordBoundary {
      parts.before = parts.before.subtracting(FirstBytesReader.asciiWord)
    }
    guard
      !parts.tailWordBoundary
        || parts.after.intersection(FirstBytesReader.asciiWord).count == 0
    else { return nil }
    // No symbol is empty, and none holds a byte the lookahead takes (one pass over them all,
    // a table lookup a byte: Emacs Lisp's lists hold 795 KB).
    let after = (0...255).map { parts.after.contains(UInt8($0)) }
    let holdsAfter = symbols.bytes.withUnsafeBufferPointer { bytes in
      after.withUnsafeBufferPointer { after in bytes.contains { after[Int($0)] } }
    }
    guard !symbols.containsEmpty, !holdsAfter else { return nil }
    // After a lead, `\s*` takes every blank before the symbol only when none starts with one.
    if parts.lead != nil, symbols.contains(where: { PatternSyntax.isBlank($0.first!) }) {
      return nil
    }
    parts.symbols = symbols
    return parts
  }

  /// Reads `(?=A)` or `(?!A)`, then optionally `\b`, to the pattern's end.
  private mutating func readTail(into parts: inout Parts) -> Bool {
    // `\s` and `\w` also take characters above ASCII, but `answer` leaves any run holding
    // one to Oniguruma: among ASCII bytes a symbol ends where the first byte of `after` is.
    if take("(?=") {
      guard let body = assertion(anchor: UInt8(ascii: "$")) else { return false }
      parts.after = body.set
      parts.atLineEnd = body.anchored
      if body.anchored { parts.after.insert(0x0A) }
    } else if take("(?!") {
      guard let body = assertion(anchor: nil) else { return false }
      parts.after = Self.ascii.subtracting(body.set)
      parts.atLineEnd = true
    } else {
      return false
    }
    skipSpace()
    if take(#"\b"#) { parts.tailWordBoundary = true }
    skipSpace()
    return index == bytes.count
  }

  /// `(X)\s*` at the index, X one escaped or plain ASCII punctuation character: X, with the
  /// index after the `*` (and the spaces after it); nil, the index unchanged, otherwise.
  private mutating func capturedLead() -> UInt8? {
    let start = index
    guard take("(") else { return nil }
    if index < bytes.count, let character = literal(), character.count == 1,
      Self.isPunctuation(bytes[character.lowerBound]), take(")")
    {
      let lead = bytes[character.lowerBound]
      skipSpace()
      if take(#"\s*"#), index == bytes.count || !Self.quantifiers.contains(bytes[index]) {
        skipSpace()
        return lead
      }
    }
    index = start
    return nil
  }

  /// Where a last `\b` (with the spaces after it in extended mode) begins, when the pattern
  /// ends with one after `start`.
  private func wordBoundaryTail(after start: Int) -> Int? {
    var end = bytes.count
    if extended {
      while end > start, PatternSyntax.isBlank(bytes[end - 1]) || bytes[end - 1] == 0x0A {
        end -= 1
      }
    }
    guard end - 2 > start, bytes[end - 2] == UInt8(ascii: "\\"),
      bytes[end - 1] == UInt8(ascii: "b"),
      end - 3 < start || bytes[end - 3] != UInt8(ascii: "\\")
    else { return nil }
    return end - 2
  }

  /// `(…)|(…)` up to the `)` that closes them, each branch a captured list: the symbols of
  /// all, each one's branch in `parts.groups`.
  private mutating func capturedAlternation(into parts: inout Parts) -> ByteStrings? {
    var symbols = ByteStrings()
    var groups: [UInt8] = []
    while true {
      skipSpace()
      guard at("("), !at("(?"), parts.alternativeGroups < Self.groupLimit else { return nil }
      index += 1
      parts.alternativeGroups += 1
      guard let branch = alternation(depth: 1), take(")") else { return nil }
      for symbol in branch { symbols.append(symbol) }
      groups += repeatElement(UInt8(parts.alternativeGroups), count: branch.count)
      guard symbols.count <= Self.symbolLimit else { return nil }
      skipSpace()
      if !take("|") { break }
    }
    parts.groups = groups
    return symbols
  }

  /// Where the last `(?=` or `(?!` after `start` begins.
  private static func lastLookahead(in bytes: [UInt8], after start: Int) -> Int? {
    var index = bytes.count - 3
    while index > start {
      if bytes[index] == UInt8(ascii: "("), bytes[index + 1] == UInt8(ascii: "?"),
        bytes[index + 2] == UInt8(ascii: "=") || bytes[index + 2] == UInt8(ascii: "!")
      {
        return index
      }
      index -= 1
    }
    return nil
  }

  private func at(_ text: StaticString) -> Bool {
    PatternSyntax.hasPrefix(bytes, at: index, text)
  }

  private mutating func take(_ text: StaticString) -> Bool {
    guard at(text) else { return false }
    index += text.utf8CodeUnitCount
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
    guard Self.isPunctuation(byte), !Self.classExcluded.contains(byte),
      inClass || (byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")"))
    else { return false }
    body.set.insert(byte)
    index += 1
    return true
  }

  /// Alternatives up to (not past) the `)` that closes them, spelled out.
  private mutating func alternation(depth: Int) -> ByteStrings? {
    guard depth < 16 else { return nil }
    var result = ByteStrings()
    while true {
      guard let closed = takePlainBranches(into: &result) else { return nil }
      if closed { return result }
      if let symbol = plainBranch() {
        result.append(bytes, symbol)
      } else {
        guard branch(depth: depth, into: &result) else { return nil }
      }
      guard result.count <= Self.symbolLimit else { return nil }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "|") else { return result }
      index += 1
    }
  }

  /// The branches from the index that are each one run of plain characters right before
  /// `|` or `)`, as many as come in a row, added to `result` in one pass over the bytes: what
  /// `plainBranch` and `alternation`'s loop read for each (a big list's symbols, nearly all
  /// of them), without their calls per symbol. True when the last one ends the alternation
  /// (the index at its `)`); false when another kind of branch starts at the index; nil past
  /// `symbolLimit` symbols.
  private mutating func takePlainBranches(into result: inout ByteStrings) -> Bool? {
    var at = index
    var closed = false
    var tooMany = false
    bytes.withUnsafeBufferPointer { buffer in
      Self.plainBytes.withUnsafeBufferPointer { plain in
        while true {
          var end = at
          while end < buffer.count && plain[Int(buffer[end])] { end += 1 }
          guard end > at, end < buffer.count,
            buffer[end] == UInt8(ascii: "|") || buffer[end] == UInt8(ascii: ")")
          else { return }
          result.append(bytes, at..<end)
          guard result.count <= Self.symbolLimit else {
            tooMany = true
            return
          }
          if buffer[end] == UInt8(ascii: ")") {
            at = end
            closed = true
            return
          }
          at = end + 1
        }
      }
    }
    index = at
    return tooMany ? nil : closed
  }

  /// A branch that is one run of plain characters up to `|`, `)` or the end (the symbols of
  /// a big list, nearly all of them): where its bytes are, with the index after it (and the
  /// space after it), which is what `branch` would read, without its word lists. Nil, with
  /// the index unchanged, for any other branch.
  private mutating func plainBranch() -> Range<Int>? {
    let start = index
    skipSpace()
    let runStart = index
    let runEnd = Self.plainRunEnd(bytes, from: runStart)
    index = runEnd
    if runEnd > runStart && (runEnd == bytes.count || !Self.quantifiers.contains(bytes[runEnd])) {
      skipSpace()
      if index == bytes.count || bytes[index] == UInt8(ascii: "|")
        || bytes[index] == UInt8(ascii: ")")
      {
        return runStart..<runEnd
      }
    }
    index = start
    return nil
  }

  /// Where the run of plain characters from `start` ends: one table lookup a byte, as a
  /// grammar's first run reads every symbol of its lists here (795 KB in Emacs Lisp's).
  private static func plainRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      plainBytes.withUnsafeBufferPointer { plain in
        var end = start
        while end < buffer.count && plain[Int(buffer[end])] { end += 1 }
        return end
      }
    }
  }

  /// `plain` as a table by byte.
  private static let plainBytes: [Bool] = (0...255).map { plain.contains(UInt8($0)) }

  /// One branch: the product of its pieces, each a character or group, optionally `?`,
  /// added to `result`; false when it is not one this reader takes.
  private mutating func branch(depth: Int, into result: inout ByteStrings) -> Bool {
    // Until a group or optional piece comes, the branch is the one word in `pending`: most
    // symbols of a list are plain, and those go to `result` without a list of their own.
    var words: [[UInt8]]?
    // Characters read since the last group or optional piece, added to every word at once:
    // adding them one by one copies each symbol once per character, quadratic in its length.
    var pending: [UInt8] = []
    func flush() {
      guard !pending.isEmpty, words != nil else { return }
      for index in words!.indices { words![index] += pending }
      pending.removeAll(keepingCapacity: true)
    }
    while true {
      skipSpace()
      // A run of plain characters (none of them a metacharacter, a space or a `#`, so none
      // that `skipSpace` or `literal` reads otherwise) is taken at once; a quantifier after
      // its last character leaves that one to the piece below.
      let runStart = index
      index = Self.plainRunEnd(bytes, from: runStart)
      if index < bytes.count && index > runStart && Self.quantifiers.contains(bytes[index]) {
        index -= 1
      }
      if index > runStart {
        pending.append(contentsOf: bytes[runStart..<index])
        continue
      }
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == UInt8(ascii: "|") || byte == UInt8(ascii: ")") { break }
      var piece: [[UInt8]]
      if byte == UInt8(ascii: "[") {
        guard let members = wordCharacterClass() else { return false }
        piece = members.map { [$0] }
      } else if take("(?:") {
        guard let inner = alternation(depth: depth + 1), take(")") else { return false }
        piece = inner.map(Array.init)
      } else {
        guard let character = literal() else { return false }
        guard index < bytes.count, Self.quantifiers.contains(bytes[index]) else {
          // Byte by byte: appending the one-character slice took the generic path.
          for position in character { pending.append(bytes[position]) }
          continue
        }
        piece = [Array(bytes[character])]
      }
      if index < bytes.count && bytes[index] == UInt8(ascii: "?") {
        index += 1
        // A lazy or possessive mark after `?` is some other construct.
        if index < bytes.count && Self.quantifiers.contains(bytes[index]) { return false }
        piece.append([])
      }
      if index < bytes.count && Self.quantifiers.contains(bytes[index]) { return false }
      if words == nil {
        words = [pending]
        pending.removeAll(keepingCapacity: true)
      }
      flush()
      var next: [[UInt8]] = []
      next.reserveCapacity(words!.count * piece.count)
      for word in words! {
        for part in piece { next.append(word + part) }
      }
      guard next.count <= Self.symbolLimit else { return false }
      words = next
    }
    guard words != nil else {
      result.append(pending)
      return true
    }
    // Not `guard let words`: a copy taken before `flush` would lose the characters after the
    // last group or optional piece (`ab?c` read as `ab` and `a`).
    flush()
    for word in words! { result.append(word) }
    return true
  }

  /// A class of ASCII letters, digits and `_` alone (CSS's `background-position-[xy]`): its
  /// characters, each a branch of one, which is what the class matches (folding case, the
  /// symbols' lower case is compared as for any other character). Ranges, negation, escapes
  /// and other members are not taken.
  private mutating func wordCharacterClass() -> [UInt8]? {
    var end = index + 1
    var members: [UInt8] = []
    while end < bytes.count && PatternSyntax.isASCIIWord(bytes[end]) {
      if !members.contains(bytes[end]) { members.append(bytes[end]) }
      end += 1
    }
    guard !members.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: "]") else {
      return nil
    }
    index = end + 1
    return members
  }

  /// Reads one literal character: an escaped ASCII punctuation character, a plain ASCII one
  /// that is no metacharacter, or a whole UTF-8 character above ASCII: where its bytes are
  /// (an escape's without the `\\`).
  private mutating func literal() -> Range<Int>? {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\\") {
      // `\<`, `\>`, `\'` and `` \` `` are anchors in some syntaxes: not taken as literals.
      guard index + 1 < bytes.count, Self.isPunctuation(bytes[index + 1]),
        !Self.anchorEscapes.contains(bytes[index + 1])
      else { return nil }
      index += 2
      return (index - 1)..<index
    }
    if byte >= 0x80 {
      let length = PatternSyntax.characterLength(lead: byte)
      guard byte >= 0xC0, index + length <= bytes.count,
        bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { return nil }
      index += length
      return (index - length)..<index
    }
    guard byte > 0x20, byte < 0x7F, !Self.metacharacters.contains(byte) else { return nil }
    index += 1
    return (index - 1)..<index
  }

  private static func set(_ text: String) -> ByteSet {
    var set = ByteSet()
    for byte in text.utf8 { set.insert(byte) }
    return set
  }

  private static let quantifiers = set("?*+{")
  private static let anchorEscapes = set("<>'`")
  private static let metacharacters = set("\\|()[]{}.^$*+?#")
  private static let classExcluded = set("[]^-&|$.\\*+?{}#")
  /// Printable ASCII that is no metacharacter: a literal character by itself.
  private static let plain = set(String(decoding: 0x21...0x7E, as: UTF8.self))
    .subtracting(metacharacters)

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
