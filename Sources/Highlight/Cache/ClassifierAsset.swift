/// One language's share of Linguist's `samples.json` in the cache: what the classifier's score
/// of that language needs (its token counts, their total, its number of samples, or that it
/// has none) and the corpus totals, valid while `samples.json` keeps its stamp. A file that
/// reaches the classifier reads its two or three candidates' small files instead of walking
/// the 2.5 MB of JSON and parsing their tables out of it.
enum ClassifierAsset {
  static let kind = "classifier"

  /// What the cache holds for one language.
  struct Entry: Equatable {
    var language: String
    var totals: ClassifierTotals
    /// Nil: the language has no samples (it never wins).
    var samples: LanguageSamples?
  }

  /// One file per language of each `samples.json`.
  static func fileName(path: String, language: String) -> String {
    AssetCache.fileName(kind: kind, key: path + "\u{0}" + language)
  }

  /// The cached entry of `language` read from `path`; nil when there is none, it is another
  /// language's (names whose keys hash alike) or the file changed.
  static func load(path: String, language: String, from cache: AssetCache) -> Entry? {
    let name = fileName(path: path, language: language)
    guard var reader = cache.reader(name, kind: kind) else { return nil }
    guard let conditions = try? AssetConditions.read(from: &reader),
      conditions.entries.count == 1, conditions.entries[0].path == path, conditions.hold,
      let entry = try? decode(from: &reader), reader.isAtEnd, entry.language == language
    else { return nil }
    return entry
  }

  /// Caches `entry`, read from `path` when it had `conditions`.
  static func store(_ entry: Entry, path: String, conditions: AssetConditions, in cache: AssetCache)
  {
    guard conditions.settled else { return }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    encode(entry, into: &writer)
    cache.write(fileName(path: path, language: entry.language), kind: kind, payload: writer.bytes)
  }

  static func encode(_ entry: Entry, into writer: inout CacheWriter) {
    writer.string(entry.language)
    writer.int(entry.totals.tokens)
    writer.int(entry.totals.samples)
    writer.bool(entry.samples != nil)
    guard let samples = entry.samples else { return }
    writer.int(samples.tokenCount)
    writer.int(samples.sampleCount)
    writer.count(samples.tokens.count)
    // In a fixed order, so the same samples always make the same file: the order of the
    // tokens' UTF-8 bytes. String's `<` orders by Unicode's rules (normalizing where it must),
    // and sorting a large table with it was most of encoding it. Most tokens differ in their
    // first eight bytes, which compare as one big-endian number (zeros after a short token);
    // the sort moves that number and an index, not the Strings.
    let tokens = Array(samples.tokens)
    var order: [(prefix: UInt64, index: Int)] = []
    order.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      var prefix: UInt64 = 0
      var shift: UInt64 = 64
      for byte in token.key.utf8 {
        shift &-= 8
        prefix |= UInt64(byte) << shift
        if shift == 0 { break }
      }
      order.append((prefix, index))
    }
    order.sort {
      $0.prefix != $1.prefix
        ? $0.prefix < $1.prefix
        : tokens[$0.index].key.utf8.lexicographicallyPrecedes(tokens[$1.index].key.utf8)
    }
    for item in order {
      writer.string(tokens[item.index].key)
      writer.int(tokens[item.index].value)
    }
  }

  /// An entry as `encode` wrote it; totals and counts that `samples.json` could not have
  /// given (not positive) are refused, and so are tokens out of `encode`'s order or repeated
  /// (two spellings String's `==` holds equal, too), since a forged count would change which
  /// language wins.
  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed) -> Entry {
    let language = try reader.string()
    let totals = ClassifierTotals(tokens: try reader.int(), samples: try reader.int())
    guard totals.tokens > 0, totals.samples > 0 else { throw CacheReader.Malformed() }
    guard try reader.bool() else { return Entry(language: language, totals: totals) }
    let tokenCount = try reader.int()
    let sampleCount = try reader.int()
    guard tokenCount > 0, sampleCount > 0 else { throw CacheReader.Malformed() }
    // A token is at least its length and its count.
    let count = try reader.count(minimumItemBytes: 2)
    var tokens: [String: Int] = [:]
    tokens.reserveCapacity(count)
    var previous: Range<Int>?
    for _ in 0..<count {
      let token = try reader.string(after: &previous)
      let seen = try reader.int()
      guard seen > 0, tokens.updateValue(seen, forKey: token) == nil else {
        throw CacheReader.Malformed()
      }
    }
    return Entry(
      language: language, totals: totals,
      samples: LanguageSamples(tokens: tokens, tokenCount: tokenCount, sampleCount: sampleCount))
  }
}
