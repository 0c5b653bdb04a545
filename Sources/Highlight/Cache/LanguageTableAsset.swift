/// Linguist's `languages.json` in the cache: the languages and the lookup tables
/// `LanguageRegistry` builds from them (ranking the candidates of shared extensions is most
/// of that work), valid while the file keeps its stamp.
enum LanguageTableAsset {
  static let kind = "languages"

  static func load(path: String, from cache: AssetCache) -> LanguageRegistry? {
    guard var reader = cache.reader(kind + ".bin", kind: kind) else { return nil }
    guard let conditions = try? AssetConditions.read(from: &reader),
      conditions.entries.count == 1, conditions.entries[0].path == path, conditions.hold,
      let registry = try? decode(from: &reader), reader.isAtEnd
    else { return nil }
    return registry
  }

  static func store(
    _ registry: LanguageRegistry, path: String, conditions: AssetConditions, in cache: AssetCache
  ) {
    guard conditions.settled else { return }
    var writer = CacheWriter()
    conditions.write(to: &writer)
    writer.count(registry.languages.count)
    for language in registry.languages {
      writer.string(language.name)
      writer.strings(language.aliases)
      writer.strings(language.extensions)
      writer.strings(language.filenames)
      writer.strings(language.interpreters)
      writer.optionalString(language.scopeName)
      writer.string(language.type)
    }
    // Sorted so that a table is always written the same way; pairs are sorted, not keys
    // looked up again, as a first run writes this table.
    for table in [registry.byFilename, registry.byExtension, registry.byInterpreter] {
      writer.count(table.count)
      for (key, indices) in table.sorted(by: { $0.key < $1.key }) {
        writer.string(key)
        writer.count(indices.count)
        for index in indices { writer.count(index) }
      }
    }
    writer.count(registry.byName.count)
    for (key, index) in registry.byName.sorted(by: { $0.key < $1.key }) {
      writer.string(key)
      writer.count(index)
    }
    cache.write(kind + ".bin", kind: kind, payload: writer.bytes)
  }

  /// One row of the table, as `store` writes it.
  static func language(from reader: inout CacheReader) throws(CacheReader.Malformed) -> Language {
    Language(
      name: try reader.string(), aliases: try reader.strings(),
      extensions: try reader.strings(), filenames: try reader.strings(),
      interpreters: try reader.strings(), scopeName: try reader.optionalString(),
      type: try reader.string())
  }

  static func decode(from reader: inout CacheReader) throws(CacheReader.Malformed)
    -> LanguageRegistry
  {
    let count = try reader.count(minimumItemBytes: 8)
    var languages: [Language] = []
    languages.reserveCapacity(count)
    for _ in 0..<count { languages.append(try language(from: &reader)) }
    func index() throws(CacheReader.Malformed) -> Int {
      let value = try reader.uint()
      guard value < UInt64(languages.count) else { throw CacheReader.Malformed() }
      return Int(value)
    }
    var tables: [[String: [Int]]] = []
    for _ in 0..<3 {
      let entries = try reader.count(minimumItemBytes: 3)
      var table: [String: [Int]] = [:]
      table.reserveCapacity(entries)
      for _ in 0..<entries {
        let key = try reader.string()
        let total = try reader.count()
        var indices: [Int] = []
        indices.reserveCapacity(total)
        for _ in 0..<total { indices.append(try index()) }
        table[key] = indices
      }
      tables.append(table)
    }
    let names = try reader.count(minimumItemBytes: 2)
    var byName: [String: Int] = [:]
    byName.reserveCapacity(names)
    for _ in 0..<names {
      let key = try reader.string()
      byName[key] = try index()
    }
    return LanguageRegistry(
      languages: languages, byFilename: tables[0], byExtension: tables[1],
      byInterpreter: tables[2], byName: byName)
  }
}
