/// Linguist's `heuristics.yml` in the cache: its blocks and rules as the YAML reader left
/// them, so a file with an ambiguous extension (`.h`, `.rs`, `.ts`) does not parse the YAML
/// on every run; valid while the file keeps its stamp. Patterns stay uncompiled until a rule
/// needs one, as when read from the YAML.
enum HeuristicsAsset {
  static let kind = "heuristics"

  /// How deep `and` conditions may nest in a cache file (Linguist's own nest one deep): a
  /// deeper file is refused rather than decoded by unbounded recursion.
  static let maximumDepth = 8

  static func load(path: String, from cache: AssetCache) -> LinguistHeuristics? {
    guard var reader = cache.reader(kind + ".bin", kind: kind) else { return nil }
    guard let conditions = try? AssetConditions.read(from: &reader),
      conditions.entries.count == 1, conditions.entries[0].path == path, conditions.hold,
      let heuristics = try? decode(from: &reader), reader.isAtEnd
    else { return nil }
    return heuristics
  }

  static func store(
    _ heuristics: LinguistHeuristics, conditions: AssetConditions, in cache: AssetCache
  ) {
    guard conditions.settled else { return }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    writer.count(heuristics.disambiguations.count)
    for block in heuristics.disambiguations {
      writer.strings(block.extensions)
      writer.count(block.rules.count)
      for rule in block.rules {
        writer.strings(rule.languages)
        write(rule.condition, to: &writer)
      }
    }
    cache.write(kind + ".bin", kind: kind, payload: writer.bytes)
  }

  /// A condition as a tag (0 always, 1 pattern, 2 negative pattern, 3 all of) and its parts.
  private static func write(_ condition: LinguistHeuristics.Condition, to writer: inout CacheWriter)
  {
    switch condition {
    case .always: writer.count(0)
    case .pattern(let pattern):
      writer.count(1)
      writer.string(pattern.source)
    case .absent(let pattern):
      writer.count(2)
      writer.string(pattern.source)
    case .all(let conditions):
      writer.count(3)
      writer.count(conditions.count)
      for part in conditions { write(part, to: &writer) }
    }
  }

  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed)
    -> LinguistHeuristics
  {
    // One lazy pattern per source, so a named pattern used by several rules compiles once.
    var patterns: [String: LinguistHeuristics.LazyPattern] = [:]
    let count = try reader.count(minimumItemBytes: 2)
    var blocks: [LinguistHeuristics.Disambiguation] = []
    blocks.reserveCapacity(count)
    for _ in 0..<count {
      let extensions = try reader.strings()
      let ruleCount = try reader.count(minimumItemBytes: 2)
      var rules: [LinguistHeuristics.Rule] = []
      rules.reserveCapacity(ruleCount)
      for _ in 0..<ruleCount {
        let languages = try reader.strings()
        rules.append(
          LinguistHeuristics.Rule(
            languages: languages,
            condition: try condition(from: &reader, patterns: &patterns, depth: 0)))
      }
      blocks.append(LinguistHeuristics.Disambiguation(extensions: extensions, rules: rules))
    }
    return LinguistHeuristics(disambiguations: blocks)
  }

  private static func condition(
    from reader: inout CacheReader, patterns: inout [String: LinguistHeuristics.LazyPattern],
    depth: Int
  ) throws(CacheReader.Malformed) -> LinguistHeuristics.Condition {
    func pattern() throws(CacheReader.Malformed) -> LinguistHeuristics.LazyPattern {
      let source = try reader.string()
      if let known = patterns[source] { return known }
      let made = LinguistHeuristics.LazyPattern(source)
      patterns[source] = made
      return made
    }
    switch try reader.uint() {
    case 0: return .always
    case 1: return .pattern(try pattern())
    case 2: return .absent(try pattern())
    case 3:
      guard depth < maximumDepth else { throw CacheReader.Malformed() }
      let count = try reader.count()
      var parts: [LinguistHeuristics.Condition] = []
      parts.reserveCapacity(count)
      for _ in 0..<count {
        parts.append(try condition(from: &reader, patterns: &patterns, depth: depth + 1))
      }
      return .all(parts)
    default: throw CacheReader.Malformed()
    }
  }
}
