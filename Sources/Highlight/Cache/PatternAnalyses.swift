import Foundation

/// The analyses of patterns read from cached grammars, by the final pattern text that
/// `RegexCache` compiles: the literal filter, and the first bytes in their stored form. Both
/// are pure functions of that text (and of this binary, which the cache frame pins), so a
/// cached one is exactly what `LiteralFilter(pattern:)` or `CompiledRegex.firstBytes(of:)`
/// would compute; taking it saves parsing the pattern, which costs more than compiling it
/// for the big keyword lists. Process-wide and thread-safe.
enum PatternAnalyses {
  /// One pattern's analyses as `analyse` makes them and the cache stores them.
  struct Entry {
    let pattern: String
    /// The literal filter's keys; nil when the pattern has no filter.
    let keys: [UInt32]?
    /// The first bytes (`CompiledRegex.firstBytes(of:)`); nil when the pattern has none.
    let firstBytes: FirstBytes?
    /// `firstBytes` as the cache stores them (`FirstBytesCodec`): made with the entry, which
    /// spells out a big word trie's words, on whichever thread makes the entry.
    let storedFirstBytes: [UInt8]

    init(pattern: String, keys: [UInt32]?, firstBytes: FirstBytes?) {
      self.pattern = pattern
      self.keys = keys
      self.firstBytes = firstBytes
      var writer = CacheWriter()
      FirstBytesCodec.encode(firstBytes, into: &writer)
      storedFirstBytes = writer.bytes
    }
  }

  /// What a cached grammar told about one pattern.
  struct Known {
    let filter: LiteralFilter?
    /// The pattern's first bytes as stored (`FirstBytesCodec`), decoded on first need:
    /// a grammar lists thousands of patterns, and a run searches a few hundred.
    let firstBytes: CacheReader
    /// The first bytes `analyse` made, when the run that stored them hands them on instead
    /// of decoding them again (`GrammarFileAsset.store`).
    var made: Made? = nil
  }

  /// First bytes handed on as made, boxed: a warm run's thousands of `Known`s stay small.
  final class Made: Sendable {
    let firstBytes: FirstBytes
    init(_ firstBytes: FirstBytes) { self.firstBytes = firstBytes }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [PatternText: Known] = [:]
  /// Analyses worked out in this process where no cached grammar gave them: a grammar's
  /// first run stores all of them on another thread (`BackgroundCacheWrites`) while its
  /// searches need some, and whichever meets a pattern first works it out for both.
  private static let madeFirstBytes = Memo<FirstBytes>()
  private static let madeFilters = Memo<LiteralFilter>()

  /// The pattern's analyses when a cached grammar supplied them, else nil.
  static func analysis(of text: String) -> Known? {
    let pattern = PatternText(text)
    return lock.withLock { known[pattern] }
  }

  /// `CompiledRegex.firstBytes(of:)`, worked out once in the process.
  static func firstBytes(of text: String) -> FirstBytes? {
    madeFirstBytes.value(of: text) { CompiledRegex.firstBytes(of: $0) }
  }

  /// `LiteralFilter(pattern:)`, worked out once in the process.
  static func filter(of text: String) -> LiteralFilter? {
    madeFilters.value(of: text) { LiteralFilter(pattern: $0) }
  }

  /// Values of pattern texts (nil ones too), each worked out once.
  private final class Memo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [PatternText: Value?] = [:]

    func value(of text: String, make: (String) -> Value?) -> Value? {
      let pattern = PatternText(text)
      if let known = lock.withLock({ values[pattern] }) { return known }
      // Worked out outside the lock, so the other thread goes on meanwhile; two threads
      // working out one pattern at once get the same value (a pure function of the text).
      let value = make(text)
      lock.withLock {
        if values[pattern] == nil { values[pattern] = .some(value) }
      }
      return value
    }
  }

  /// Registers what `decode` read.
  static func add(_ entries: [(pattern: String, known: Known)]) {
    lock.withLock {
      for entry in entries { known[PatternText(entry.pattern)] = entry.known }
    }
  }

  /// Every text a grammar's rules can hand to `RegexCache` (each anchor variant of a pattern
  /// with `\A` or `\G`), with its analyses: computed once when the grammar is first cached.
  static func analyse(_ grammar: RawGrammar) -> [Entry] {
    var seen: Set<SampledText> = []
    var texts: [String] = []
    func visit(_ rule: RawRule) {
      for text in [rule.match, rule.begin, rule.end, rule.whilePattern] {
        guard let text else { continue }
        for variant in RegexSource.compiledTexts(of: text)
        where seen.insert(SampledText(variant)).inserted {
          texts.append(variant)
        }
      }
      for captures in [rule.captures, rule.beginCaptures, rule.endCaptures, rule.whileCaptures] {
        for group in (captures?.rules.keys.sorted() ?? []) { visit(captures!.rules[group]!) }
      }
      for child in rule.patterns ?? [] { visit(child) }
      for key in (rule.repository?.keys.sorted() ?? []) { visit(rule.repository![key]!) }
    }
    grammar.patterns.forEach(visit)
    grammar.repository.keys.sorted().forEach { visit(grammar.repository[$0]!) }
    grammar.injections.forEach { visit($0.rule) }
    // Worked out from the last: a first run's searches start with the grammar's first
    // patterns, and when they are stored beside the run (`BackgroundCacheWrites`), the two
    // threads meet in the middle instead of working out the same patterns side by side. Once
    // the run is done, its thread works from the first (`BackgroundCacheWrites.Shared`).
    return BackgroundCacheWrites.Shared(count: texts.count) { index in
      let variant = texts[index]
      let firstBytes = firstBytes(of: variant)
      // A symbol list decides each candidate itself, and its filter (none past a few dozen
      // symbols) cost as much to read as the list: the cache stores none. A filter only
      // rules lines out early, so matches are the same either way.
      let keys = firstBytes?.symbolList != nil ? nil : filter(of: variant)?.keys
      return Entry(pattern: variant, keys: keys, firstBytes: firstBytes)
    }.values()
  }

  /// A pattern text as a member of `analyse`'s set of texts seen: hashed by its length and
  /// its first and last bytes, compared as bytes in full (as `PatternText`). A grammar's
  /// first run meets each of its patterns once here, and hashing every byte of its
  /// kilobytes-long keyword lists cost as much as the analyses of the short patterns.
  private struct SampledText: Hashable {
    var text: String

    init(_ text: String) {
      self.text = text
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { bytes in
        hasher.combine(bytes.count)
        let sample = 32
        let raw = UnsafeRawBufferPointer(bytes)
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(sample)))
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(sample)))
      }
    }

    static func == (lhs: SampledText, rhs: SampledText) -> Bool {
      PatternText.sameBytes(lhs.text, rhs.text)
    }
  }

  static func encode(_ entries: [Entry], into writer: inout CacheWriter) {
    writer.count(entries.count)
    for entry in entries {
      writer.string(entry.pattern)
      writer.bool(entry.keys != nil)
      if let keys = entry.keys { writer.uint32s(keys) }
      writer.raw(entry.storedFirstBytes)
    }
  }

  /// The entries of a cached grammar: filters checked and made, first bytes left in place
  /// (a reader of their bytes) until a search needs them.
  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed)
    -> [(pattern: String, known: Known)]
  {
    let count = try reader.count(minimumItemBytes: 3)
    var result: [(pattern: String, known: Known)] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      let pattern = try reader.string()
      let keys = try reader.bool() ? try reader.uint32s() : nil
      // A filter's keys come in groups, and each indexes `LineIndex`'s stamp table (a key
      // past it would read outside the table); anything else was not written by this code.
      if let keys,
        keys.isEmpty || keys.count % LiteralFilter.keysPerLiteral != 0
          || keys.contains(where: { $0 >= UInt32(LineIndex.keyCount) })
      {
        throw CacheReader.Malformed()
      }
      let firstBytes = try reader.rawReader()
      result.append(
        (pattern, Known(filter: keys.map(LiteralFilter.init(keys:)), firstBytes: firstBytes)))
    }
    return result
  }
}
