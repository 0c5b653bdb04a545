import Foundation

/// The literal filters of patterns read from cached grammars, by the final pattern text that
/// `RegexCache` compiles. A filter is a pure function of that text (and of this binary, which
/// the cache frame pins), so a cached one is exactly what `LiteralFilter(pattern:)` would
/// compute; taking it saves parsing the pattern, which costs more than compiling it for the
/// big keyword lists. Process-wide and thread-safe.
enum PatternAnalyses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var filters: [PatternText: [UInt32]] = [:]
  /// Patterns known to give no filter.
  nonisolated(unsafe) private static var unfiltered: Set<PatternText> = []

  /// The pattern's filter when a cached grammar supplied it: `.some(nil)` means it has none,
  /// nil that it is not known here.
  static func filter(for text: String) -> LiteralFilter?? {
    let pattern = PatternText(text)
    lock.lock()
    defer { lock.unlock() }
    if let keys = filters[pattern] { return .some(LiteralFilter(keys: keys)) }
    return unfiltered.contains(pattern) ? .some(nil) : nil
  }

  static func add(_ entries: [(pattern: String, keys: [UInt32]?)]) {
    lock.lock()
    defer { lock.unlock() }
    for entry in entries {
      if let keys = entry.keys {
        filters[PatternText(entry.pattern)] = keys
      } else {
        unfiltered.insert(PatternText(entry.pattern))
      }
    }
  }

  /// Every text a grammar's rules can hand to `RegexCache` (each anchor variant of a pattern
  /// with `\A` or `\G`), with its filter: computed once when the grammar is first cached.
  static func analyse(_ grammar: RawGrammar) -> [(pattern: String, keys: [UInt32]?)] {
    var seen: Set<String> = []
    var result: [(pattern: String, keys: [UInt32]?)] = []
    func visit(_ rule: RawRule) {
      for text in [rule.match, rule.begin, rule.end, rule.whilePattern] {
        guard let text else { continue }
        for variant in RegexSource(text).compiledTexts where seen.insert(variant).inserted {
          result.append((variant, LiteralFilter(pattern: variant)?.keys))
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
    return result
  }

  static func encode(
    _ entries: [(pattern: String, keys: [UInt32]?)], into writer: inout CacheWriter
  ) {
    writer.count(entries.count)
    for entry in entries {
      writer.string(entry.pattern)
      writer.bool(entry.keys != nil)
      if let keys = entry.keys { writer.uint32s(keys) }
    }
  }

  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed)
    -> [(pattern: String, keys: [UInt32]?)]
  {
    let count = try reader.count(minimumItemBytes: 2)
    var result: [(pattern: String, keys: [UInt32]?)] = []
    result.reserveCapacity(count)
    for _ in 0..<count {
      let pattern = try reader.string()
      let keys = try reader.bool() ? try reader.uint32s() : nil
      // A filter's keys come in groups; anything else was not written by this code.
      if let keys, keys.isEmpty || keys.count % LiteralFilter.keysPerLiteral != 0 {
        throw CacheReader.Malformed()
      }
      result.append((pattern, keys))
    }
    return result
  }
}
