/// One grammar file in the cache: the parsed `RawGrammar` and the analyses (literal filter,
/// first bytes) of every pattern text its rules can compile, valid while the file keeps its
/// stamp.
enum GrammarFileAsset {
  static let kind = "grammar"

  /// The cached grammar of `path`, its analyses registered with `PatternAnalyses`; nil when
  /// there is none or the file changed.
  static func load(path: String, from cache: AssetCache) -> RawGrammar? {
    guard var reader = cache.reader(AssetCache.fileName(kind: kind, key: path), kind: kind)
    else { return nil }
    guard let conditions = try? AssetConditions.read(from: &reader),
      conditions.entries.count == 1, conditions.entries[0].path == path, conditions.hold,
      let grammar = try? RawGrammarCodec.decode(from: &reader),
      let analyses = try? PatternAnalyses.decode(from: &reader), reader.isAtEnd
    else { return nil }
    PatternAnalyses.add(analyses)
    return grammar
  }

  /// Caches `grammar`, parsed from `path` when it had `conditions`.
  static func store(
    _ grammar: RawGrammar, path: String, conditions: AssetConditions, in cache: AssetCache
  ) {
    guard conditions.settled else { return }
    var analyses = CacheWriter()
    let made = PatternAnalyses.analyse(grammar)
    PatternAnalyses.encode(made, into: &analyses)
    // Registered in the form a warm run reads them, so both runs search alike; a symbol
    // list is handed on as made, which is what decoding it gives (`CachedAssetsRoundTripTests`)
    // and costs as much as reading it did (Emacs Lisp's lists hold 795 KB of symbols).
    var reader = CacheReader(analyses.bytes)
    if var entries = try? PatternAnalyses.decode(from: &reader), entries.count == made.count {
      for (index, entry) in made.enumerated() {
        guard let firstBytes = entry.firstBytes, firstBytes.symbolList != nil else { continue }
        entries[index].known.made = PatternAnalyses.Made(firstBytes)
      }
      PatternAnalyses.add(entries)
    }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    RawGrammarCodec.encode(grammar, into: &writer)
    writer.append(analyses)
    cache.write(AssetCache.fileName(kind: kind, key: path), kind: kind, payload: writer.bytes)
  }
}
