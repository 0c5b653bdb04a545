/// A parsed grammar in the cache's binary form: the `RawGrammar` tree as its file gave it
/// (rules in order, repositories sorted by key, captures by group), so a warm run skips the
/// JSON or plist parse. Decoding builds fresh `RawRule`s, whose identities then name the
/// rules exactly as a parse would.
enum RawGrammarCodec {
  /// Deeper than any rule tree a grammar file can give (the JSON reader stops at 512).
  static let maximumDepth = 600
  /// Capture groups a cached rule may name (what `compileCaptures` takes).
  static let maximumCaptureGroup = 1000

  static func encode(_ grammar: RawGrammar, into writer: inout CacheWriter) {
    writer.string(grammar.scopeName)
    writer.optionalString(grammar.displayName)
    rules(grammar.patterns, into: &writer)
    repository(grammar.repository, into: &writer)
    writer.count(grammar.injections.count)
    for injection in grammar.injections {
      writer.string(injection.selector)
      rule(injection.rule, into: &writer)
    }
    writer.optionalString(grammar.injectionSelector)
    writer.strings(grammar.fileTypes)
    writer.optionalString(grammar.firstLineMatch)
  }

  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed) -> RawGrammar {
    let scopeName = try reader.string()
    let displayName = try reader.optionalString()
    let patterns = try rules(from: &reader, depth: 0)
    let repository = try repository(from: &reader, depth: 0)
    let injectionCount = try reader.count(minimumItemBytes: 2)
    var injections: [(selector: String, rule: RawRule)] = []
    for _ in 0..<injectionCount {
      let selector = try reader.string()
      injections.append((selector, try rule(from: &reader, depth: 0)))
    }
    return RawGrammar(
      scopeName: scopeName, displayName: displayName, patterns: patterns,
      repository: repository, injections: injections,
      injectionSelector: try reader.optionalString(), fileTypes: try reader.strings(),
      firstLineMatch: try reader.optionalString())
  }

  private static func rule(_ rule: RawRule, into writer: inout CacheWriter) {
    for text in [
      rule.include, rule.name, rule.contentName, rule.match, rule.begin, rule.end,
      rule.whilePattern,
    ] {
      writer.optionalString(text)
    }
    for captures in [rule.captures, rule.beginCaptures, rule.endCaptures, rule.whileCaptures] {
      writer.bool(captures != nil)
      guard let captures else { continue }
      writer.count(captures.rules.count)
      for group in captures.rules.keys.sorted() {
        writer.int(group)
        self.rule(captures.rules[group]!, into: &writer)
      }
    }
    writer.bool(rule.patterns != nil)
    if let patterns = rule.patterns { rules(patterns, into: &writer) }
    writer.bool(rule.repository != nil)
    if let repository = rule.repository { self.repository(repository, into: &writer) }
    writer.bool(rule.applyEndPatternLast)
  }

  private static func rule(from reader: inout CacheReader, depth: Int)
    throws(CacheReader.Malformed) -> RawRule
  {
    guard depth < maximumDepth else { throw CacheReader.Malformed() }
    // Fields straight into locals, in the order `rule(_:into:)` writes them: collecting them in
    // arrays first grew two arrays (four allocations) for each of a grammar's thousands of rules.
    let include = try reader.optionalString()
    let name = try reader.optionalString()
    let contentName = try reader.optionalString()
    let match = try reader.optionalString()
    let begin = try reader.optionalString()
    let end = try reader.optionalString()
    let whilePattern = try reader.optionalString()
    let captures = try captureSet(from: &reader, depth: depth)
    let beginCaptures = try captureSet(from: &reader, depth: depth)
    let endCaptures = try captureSet(from: &reader, depth: depth)
    let whileCaptures = try captureSet(from: &reader, depth: depth)
    let patterns = try reader.bool() ? try rules(from: &reader, depth: depth + 1) : nil
    let repository = try reader.bool() ? try repository(from: &reader, depth: depth + 1) : nil
    return RawRule(
      include: include, name: name, contentName: contentName, match: match, begin: begin,
      end: end, whilePattern: whilePattern, captures: captures, beginCaptures: beginCaptures,
      endCaptures: endCaptures, whileCaptures: whileCaptures, patterns: patterns,
      repository: repository, applyEndPatternLast: try reader.bool())
  }

  /// One of a rule's four capture sets, nil when the rule has none.
  private static func captureSet(from reader: inout CacheReader, depth: Int)
    throws(CacheReader.Malformed) -> RawCaptures?
  {
    guard try reader.bool() else { return nil }
    let count = try reader.count(minimumItemBytes: 14)
    var rules: [Int: RawRule] = [:]
    rules.reserveCapacity(count)
    var previous = -1
    for _ in 0..<count {
      // Groups are written in increasing order, and only those a rule can use: a capture
      // set naming group 1000 or more is dropped when compiled (`compileCaptures`), so its
      // grammar is simply not cached.
      let group = try reader.int()
      guard group > previous, group < maximumCaptureGroup else { throw CacheReader.Malformed() }
      previous = group
      rules[group] = try rule(from: &reader, depth: depth + 1)
    }
    return RawCaptures(rules)
  }

  private static func rules(_ rules: [RawRule], into writer: inout CacheWriter) {
    writer.count(rules.count)
    for item in rules { rule(item, into: &writer) }
  }

  private static func rules(from reader: inout CacheReader, depth: Int)
    throws(CacheReader.Malformed) -> [RawRule]
  {
    // A rule is at least 7 + 4 + 3 flag bytes.
    let count = try reader.count(minimumItemBytes: 14)
    var result: [RawRule] = []
    result.reserveCapacity(count)
    for _ in 0..<count { result.append(try rule(from: &reader, depth: depth)) }
    return result
  }

  private static func repository(_ repository: [String: RawRule], into writer: inout CacheWriter) {
    writer.count(repository.count)
    for key in repository.keys.sorted() {
      writer.string(key)
      rule(repository[key]!, into: &writer)
    }
  }

  private static func repository(from reader: inout CacheReader, depth: Int)
    throws(CacheReader.Malformed) -> [String: RawRule]
  {
    let count = try reader.count(minimumItemBytes: 15)
    var result: [String: RawRule] = [:]
    result.reserveCapacity(count)
    for _ in 0..<count {
      let key = try reader.string()
      result[key] = try rule(from: &reader, depth: depth + 1)
    }
    return result
  }
}
