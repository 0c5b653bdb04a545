import Foundation

/// A pattern that is a list of literal symbols ended by a lookahead, after an optional
/// lookbehind: `(?x)(?<=[()]|^)(?:car|cdr|and-let\*|cl-(?:acons|adjoin))(?=[\s()]|$)`, the
/// shape of Emacs Lisp's function and face lists (large alternations, which Oniguruma
/// compiles slowly), and, folding case between negative lookarounds,
/// `(?xi)(?<![\w-])(?:color|align-items)(?![\w-])`, CSS's property and value lists. A match is decided here, and Oniguruma never compiles the list.
///
/// Why the answer is exact: no symbol holds an ASCII byte the lookahead accepts (its set,
/// `\n` for `$`; a negative one's complement), and the symbols taken are ASCII. So a symbol
/// matching at p ends exactly where the first such byte (or the text's end) after p is,
/// whatever the order of the alternatives: there is a match only when the run from p to
/// there is one of the symbols, and only one. The lookbehind is checked on the byte before p
/// (`^`: p is 0 or follows `\n`, as Oniguruma's Ruby syntax has it; a negative one holds at
/// the start too). A `\b` before (after) the list holds exactly when the symbol starts (ends)
/// with a word character and the byte before (after) is none; a symbol that starts (ends)
/// with punctuation there is left out where the lookaround keeps word characters away, and
/// elsewhere leaves the whole list to Oniguruma. Where a character above ASCII is in the run, or before p when the
/// lookbehind's class takes some of them (`\s`; `\w` is asked of Oniguruma's own table), the
/// answer is `unknown` and Oniguruma decides; folding case, every start above ASCII is a
/// candidate too (U+212A folds to `k`) and is answered so.
///
/// JavaScript's DOM lists add two shapes. `\b(?:(document|…)|(Blob|…))\b`: a `\b` alone
/// ends the list as a lookahead of the bytes that are no word characters would, and a
/// match's group is the first branch that lists its symbol, the one Oniguruma's
/// leftmost-first search takes (every branch ends at the same place, so no later one is
/// tried). `(\.)\s*(?:…)`: a match starts at the dot, and `\s*` takes every ASCII blank
/// after it (no symbol starts with one, so giving one back never makes a match); a character
/// above ASCII there may be a space `\s` takes, and Oniguruma decides.
struct SymbolList: Sendable, Equatable {
  /// What a character above ASCII right before a candidate means.
  enum PreviousAboveASCII: UInt64, Sendable {
    case noMatch, allowed, unknown
    /// Allowed unless Oniguruma's table calls it a word character.
    case unlessWord
  }

  /// ASCII bytes the lookbehind accepts before a match.
  let before: ByteSet
  let previousAboveASCII: PreviousAboveASCII
  /// The lookbehind holds `^` (or is a negative one, which holds at the start too).
  let atLineStart: Bool
  /// `(?i)`: symbols are stored in lower case and runs compared in lower case (ASCII only).
  let ignoresCase: Bool
  /// ASCII bytes the lookahead accepts after a match (with `\n` when it holds `$`).
  let after: ByteSet
  /// The lookahead holds `$`: the text's end ends a match too.
  let atLineEnd: Bool
  /// The list is a capture group (group 1 is the whole match).
  let capturesSymbol: Bool
  /// `(?:(…)|(…))`: the number of captured branches, one of which is the whole match (the
  /// first that lists the symbol); 0 for other lists.
  let alternativeGroups: Int
  /// `(X)\s*` leads the list: X, group 1 (the list's groups come after it), where a match
  /// starts; the symbol starts after the blanks that follow.
  let lead: UInt8?
  /// The first bytes of a match: the lead, else the symbols'.
  let first: ByteSet
  private let symbols: Symbols

  /// The list as the asset cache stored it (`encode`); its symbols are read on first need.
  private init(
    before: ByteSet, previousAboveASCII: PreviousAboveASCII, atLineStart: Bool,
    ignoresCase: Bool, after: ByteSet, atLineEnd: Bool, capturesSymbol: Bool,
    alternativeGroups: Int, lead: UInt8?, first: ByteSet, symbols: Symbols
  ) {
    self.before = before
    self.previousAboveASCII = previousAboveASCII
    self.atLineStart = atLineStart
    self.ignoresCase = ignoresCase
    self.after = after
    self.atLineEnd = atLineEnd
    self.capturesSymbol = capturesSymbol
    self.alternativeGroups = alternativeGroups
    self.lead = lead
    self.first = first
    self.symbols = symbols
  }

  /// nil unless the pattern is such a list (`SymbolListReader`).
  init?(_ bytes: [UInt8]) {
    var reader = SymbolListReader(bytes: bytes)
    guard let parts = reader.read() else { return nil }
    var list = ByteStrings()
    list.reserveCapacity(strings: parts.symbols.count, bytes: parts.symbols.bytes.count)
    // Each kept symbol's captured branch, when the branches capture.
    var groups: [UInt8] = []
    var first = ByteSet()
    // A `\b` next to a symbol's punctuation holds when a word character is on its other side.
    // Where the lookaround lets none be there (ASCII ones by its set, others by answering
    // `unknown` or no), such a symbol never matches and is left out; elsewhere the answer
    // below does not model it, and the list is Oniguruma's.
    let asciiWord = (0...127).map(UInt8.init).filter(PatternSyntax.isASCIIWord)
    let noWordBefore =
      !asciiWord.contains(where: parts.before.contains)
      && (parts.previousAboveASCII == .noMatch || parts.previousAboveASCII == .unknown)
    let noWordAfter = !asciiWord.contains(where: parts.after.contains)
    if !parts.ignoresCase && !parts.leadWordBoundary && !parts.tailWordBoundary
      && !parts.symbols.bytes.contains(where: { $0 >= 0x80 })
    {
      // Every symbol is taken as it is (what the loop below does with such a list).
      list = parts.symbols
      groups = parts.groups
      for symbol in parts.symbols { first.insert(symbol.first!) }
    } else {
      for (position, symbol) in parts.symbols.enumerated() {
        // Above ASCII: `answer` leaves runs holding such bytes to Oniguruma.
        if symbol.contains(where: { $0 >= 0x80 }) {
          // Folding case, a character above ASCII can match an ASCII one (`K`, U+212A, is
          // `k`): not taken.
          if parts.ignoresCase { return nil }
          first.insert(symbol.first!)
          continue
        }
        // Folding case, symbols are kept in lower case (which keeps word bytes word bytes).
        let lead = parts.ignoresCase ? Self.lowercased(symbol.first!) : symbol.first!
        if parts.leadWordBoundary && !PatternSyntax.isASCIIWord(lead) {
          guard noWordBefore else { return nil }
          continue
        }
        if parts.tailWordBoundary && !PatternSyntax.isASCIIWord(symbol.last!) {
          guard noWordAfter else { return nil }
          continue
        }
        first.insert(lead)
        if parts.ignoresCase && lead >= 0x61 && lead <= 0x7A {
          first.insert(lead ^ 0x20)
        }
        if parts.ignoresCase {
          list.append(symbol.lazy.map(Self.lowercased))
        } else {
          list.append(symbol)
        }
        if !parts.groups.isEmpty { groups.append(parts.groups[position]) }
      }
    }
    // Folding case, a match can start with a character above ASCII that folds to an ASCII
    // letter (U+017F is `s`): every such start is a candidate, answered `unknown`.
    if parts.ignoresCase { first.insert(0xC2...0xF4) }
    before = parts.before
    // A `\b` before a symbol (which starts with a word character) needs a character that is
    // none before it.
    previousAboveASCII =
      parts.leadWordBoundary && parts.previousAboveASCII == .allowed
      ? .unlessWord : parts.previousAboveASCII
    atLineStart = parts.atLineStart
    ignoresCase = parts.ignoresCase
    after = parts.after
    atLineEnd = parts.atLineEnd
    capturesSymbol = parts.capturesSymbol
    alternativeGroups = parts.alternativeGroups
    lead = parts.lead
    if let lead = parts.lead {
      first = ByteSet()
      first.insert(lead)
    }
    self.first = first
    symbols = Symbols(list: list, groups: groups)
  }

  static func == (lhs: SymbolList, rhs: SymbolList) -> Bool {
    lhs.before == rhs.before && lhs.previousAboveASCII == rhs.previousAboveASCII
      && lhs.atLineStart == rhs.atLineStart && lhs.ignoresCase == rhs.ignoresCase
      && lhs.after == rhs.after
      && lhs.atLineEnd == rhs.atLineEnd && lhs.capturesSymbol == rhs.capturesSymbol
      && lhs.alternativeGroups == rhs.alternativeGroups && lhs.lead == rhs.lead
      && lhs.first == rhs.first && lhs.symbols.list() == rhs.symbols.list()
      && lhs.symbols.groups() == rhs.symbols.groups()
  }

  /// Whether a match starts at `offset` (a byte of `first`), and where it ends.
  func answer(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> WordTrie.Answer {
    guard let lead else { return answer(symbolAt: offset, base, count: count) }
    guard base[offset] == lead else { return .noMatch }
    let start = symbolStart(base, at: offset, count: count)
    // `\s` takes some characters above ASCII too: Oniguruma decides.
    if start < count && base[start] >= 0x80 { return .unknown }
    return answer(symbolAt: start, base, count: count)
  }

  /// After a lead at `offset`: where the symbol starts, past the ASCII blanks `\s*` takes.
  private func symbolStart(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
    var start = offset + 1
    while start < count && PatternSyntax.isBlank(base[start]) { start += 1 }
    return start
  }

  /// How many groups the pattern captures (a match's region holds one more, the match).
  var groupCount: Int { (lead == nil ? 0 : 1) + (capturesSymbol ? 1 : alternativeGroups) }

  /// The groups of the match `answer` found from `offset` to `end`, each told to `set` as
  /// (group, start, end), with -1 twice (Oniguruma's `ONIG_REGION_NOTPOS`) for a branch that
  /// matched nothing; false when the symbol's branch cannot be told (stored symbols that did
  /// not read back).
  func captures(
    _ base: UnsafePointer<UInt8>, from offset: Int, to end: Int, count: Int,
    set: (Int32, Int32, Int32) -> Void
  ) -> Bool {
    var group: Int32 = 1
    var start = offset
    if lead != nil {
      set(group, Int32(offset), Int32(offset + 1))
      group += 1
      start = symbolStart(base, at: offset, count: count)
    }
    if capturesSymbol {
      set(group, Int32(start), Int32(end))
    } else if alternativeGroups > 0 {
      guard let branch = self.group(base, from: start, to: end) else { return false }
      for other in 1...alternativeGroups {
        let matched = other == branch
        set(
          group + Int32(other - 1), matched ? Int32(start) : -1, matched ? Int32(end) : -1)
      }
    }
    return true
  }

  /// Whether a symbol starts at `offset` with what the lookbehind accepts before it, and
  /// where it ends.
  private func answer(symbolAt offset: Int, _ base: UnsafePointer<UInt8>, count: Int)
    -> WordTrie.Answer
  {
    if offset == 0 || base[offset - 1] == 0x0A {
      if !atLineStart && !(offset > 0 && before.contains(0x0A)) { return .noMatch }
    } else {
      let previous = base[offset - 1]
      if previous >= 0x80 {
        switch previousAboveASCII {
        case .noMatch: return .noMatch
        case .unknown: return .unknown
        case .allowed: break
        case .unlessWord:
          guard let isWord = UnicodeCharacterClass.isWord(endingAt: offset, in: base) else {
            return .unknown
          }
          if isWord { return .noMatch }
        }
      } else if !before.contains(previous) {
        return .noMatch
      }
    }
    var end = offset
    while end < count {
      let byte = base[end]
      if byte >= 0x80 { return .unknown }
      if after.contains(byte) { break }
      end += 1
    }
    if end == count && !atLineEnd { return .noMatch }
    guard end > offset else { return .noMatch }
    guard let known = comparing(base, from: offset, to: end, symbols.contains) else {
      return .unknown
    }
    return known ? .match(end: end) : .noMatch
  }

  /// The captured branch (1 for the first) of the symbol that `answer` matched from `offset`
  /// to `end`: the first branch listing it, which is the one Oniguruma's leftmost-first
  /// search takes. Only for lists with `alternativeGroups`.
  func group(_ base: UnsafePointer<UInt8>, from offset: Int, to end: Int) -> Int? {
    comparing(base, from: offset, to: end, symbols.group)
  }

  /// `look` asked of the run from `offset` to `end` as the symbols are stored: in lower case
  /// when the list folds case.
  private func comparing<Answer>(
    _ base: UnsafePointer<UInt8>, from offset: Int, to end: Int,
    _ look: (UnsafeBufferPointer<UInt8>) -> Answer
  ) -> Answer {
    let run = UnsafeBufferPointer(start: base + offset, count: end - offset)
    guard ignoresCase else { return look(run) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: run.count) { lower in
      for (index, byte) in run.enumerated() { lower[index] = Self.lowercased(byte) }
      return look(UnsafeBufferPointer(lower))
    }
  }

  /// `byte` with an ASCII capital made small (Oniguruma's ASCII case folding).
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// Writes the list for the asset cache.
  func encode(into writer: inout CacheWriter) {
    for set in [before, after, first] {
      writer.uint(set.words.0)
      writer.uint(set.words.1)
      writer.uint(set.words.2)
      writer.uint(set.words.3)
    }
    writer.uint(previousAboveASCII.rawValue)
    writer.bool(atLineStart)
    writer.bool(ignoresCase)
    writer.bool(atLineEnd)
    writer.bool(capturesSymbol)
    writer.uint(UInt64(alternativeGroups))
    writer.uint(lead.map { UInt64($0) + 1 } ?? 0)
    let (list, groups) = symbols.toEncode()
    var words = CacheWriter()
    words.count(list.count)
    for symbol in list { words.raw(symbol) }
    if alternativeGroups > 0 { words.raw(groups) }
    writer.raw(words.bytes)
  }

  /// The list `encode` wrote; its symbols are checked when first read.
  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed) -> SymbolList {
    var sets: [ByteSet] = []
    for _ in 0..<3 {
      sets.append(
        ByteSet(words: (try reader.uint(), try reader.uint(), try reader.uint(), try reader.uint()))
      )
    }
    guard let previousAboveASCII = PreviousAboveASCII(rawValue: try reader.uint()) else {
      throw CacheReader.Malformed()
    }
    let atLineStart = try reader.bool()
    let ignoresCase = try reader.bool()
    let atLineEnd = try reader.bool()
    let capturesSymbol = try reader.bool()
    let groupCount = try reader.uint()
    guard groupCount <= UInt64(SymbolListReader.groupLimit), !capturesSymbol || groupCount == 0
    else { throw CacheReader.Malformed() }
    let alternativeGroups = Int(groupCount)
    let leadValue = try reader.uint()
    guard leadValue <= 0x80 else { throw CacheReader.Malformed() }
    let lead = leadValue == 0 ? nil : UInt8(leadValue - 1)
    let stored = try reader.rawReader()
    return SymbolList(
      before: sets[0], previousAboveASCII: previousAboveASCII, atLineStart: atLineStart,
      ignoresCase: ignoresCase, after: sets[1], atLineEnd: atLineEnd,
      capturesSymbol: capturesSymbol, alternativeGroups: alternativeGroups, lead: lead,
      first: sets[2],
      symbols: Symbols(stored: stored, after: sets[1], alternativeGroups: alternativeGroups))
  }

  /// The symbols, in a `WordTable` made on the first answer (a grammar lists dozens of these
  /// lists and a file asks a few), with each different symbol's captured branch.
  private final class Symbols: @unchecked Sendable {
    /// What the first answer makes (the listed symbols and their branches nil when stored
    /// ones did not read back), then read without a lock, so a diff's workers do not queue
    /// on it.
    private struct Made {
      var listed: ByteStrings?
      var groups: [UInt8]
      var table: WordTable?
      /// By the table's number of each different symbol: the branch of its first listing.
      var tableGroups: [UInt8]
    }
    private let built = BuiltOnce<Made>()
    /// The symbols read from the pattern (nil: they are stored ones), and their branches.
    private let read: ByteStrings?
    private let readGroups: [UInt8]
    /// What the first answer reads stored symbols from; only `make` touches it, under
    /// `built`'s lock.
    private var stored: CacheReader?
    private let after: ByteSet
    private let alternativeGroups: Int

    init(list: ByteStrings, groups: [UInt8]) {
      read = list
      readGroups = groups
      after = ByteSet()
      alternativeGroups = 0
    }

    init(stored: CacheReader, after: ByteSet, alternativeGroups: Int) {
      read = nil
      readGroups = []
      self.stored = stored
      self.after = after
      self.alternativeGroups = alternativeGroups
    }

    /// Whether `run` is one of the symbols; nil when stored symbols did not read back.
    func contains(_ run: UnsafeBufferPointer<UInt8>) -> Bool? {
      built.get(make: make).table?.contains(run)
    }

    /// The captured branch of `run`, one of the symbols; nil when it is none or the list's
    /// branches do not capture.
    func group(of run: UnsafeBufferPointer<UInt8>) -> Int? {
      let made = built.get(make: make)
      guard let index = made.table?.index(of: run), index < made.tableGroups.count else {
        return nil
      }
      return Int(made.tableGroups[index])
    }

    /// Every symbol (nil: stored ones that did not read back).
    func list() -> ByteStrings? {
      built.get(make: make).listed
    }

    /// Each symbol's captured branch, in the order of `list()` (empty when they capture none).
    func groups() -> [UInt8] {
      built.get(make: make).groups
    }

    /// The symbols and branches `encode` writes (none: stored ones that did not read back).
    /// Those read from the pattern are written as they are: a grammar's lists are analysed
    /// and stored all at once, and making each one's table there was most of the cost of
    /// storing them.
    func toEncode() -> (ByteStrings, [UInt8]) {
      if let read { return (read, readGroups) }
      let made = built.get(make: make)
      return (made.listed ?? ByteStrings(), made.groups)
    }

    private func make() -> Made {
      var listed: ByteStrings?
      var groups: [UInt8] = []
      if var reader = stored {
        if let decoded = try? Self.decode(
          from: &reader, after: after, alternativeGroups: alternativeGroups)
        {
          (listed, groups) = decoded
        }
      } else {
        listed = read
        groups = readGroups
      }
      stored = nil
      guard let listed else { return Made(listed: nil, groups: [], table: nil, tableGroups: []) }
      guard !groups.isEmpty else {
        return Made(
          listed: listed, groups: groups, table: WordTable(words: listed), tableGroups: [])
      }
      // The first listing of a symbol gives its branch: the table numbers the different
      // symbols in the order they first come, so a number past the ones seen is a new one.
      var tableGroups: [UInt8] = []
      var position = 0
      let table = WordTable(words: listed) { index in
        if index == tableGroups.count { tableGroups.append(groups[position]) }
        position += 1
      }
      return Made(listed: listed, groups: groups, table: table, tableGroups: tableGroups)
    }

    /// The symbols `encode` wrote, checked as the cache's data always is: each non-empty
    /// ASCII without a byte the lookahead takes, a branch for each when the list has them,
    /// and nothing after them.
    private static func decode(
      from reader: inout CacheReader, after: ByteSet, alternativeGroups: Int
    ) throws(CacheReader.Malformed) -> (ByteStrings, [UInt8]) {
      let count = try reader.count(minimumItemBytes: 2)
      var list = ByteStrings()
      list.reserveCapacity(strings: count, bytes: 0)
      for _ in 0..<count {
        let symbol = try reader.rawSlice()
        guard !symbol.isEmpty, symbol.allSatisfy({ $0 < 0x80 && !after.contains($0) }) else {
          throw CacheReader.Malformed()
        }
        list.append(symbol)
      }
      var groups: [UInt8] = []
      if alternativeGroups > 0 {
        groups = try reader.raw()
        guard groups.count == count,
          groups.allSatisfy({ $0 >= 1 && Int($0) <= alternativeGroups })
        else { throw CacheReader.Malformed() }
      }
      guard reader.isAtEnd else { throw CacheReader.Malformed() }
      return (list, groups)
    }
  }
}
