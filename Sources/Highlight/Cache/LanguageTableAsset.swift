import Foundation
import RenderSupport

/// Linguist's `languages.json` in the cache: the languages and the lookup tables
/// `LanguageRegistry` builds from them (ranking the candidates of shared extensions is most
/// of that work), valid while the file keeps its stamp.
enum LanguageTableAsset {
  static let kind = "languages"

  /// The registry of a payload `make` or `store` wrote, whatever its conditions say.
  static func registry(fromPayload payload: [UInt8]) -> LanguageRegistry? {
    var reader = CacheReader(payload)
    guard (try? AssetConditions.read(from: &reader)) != nil,
      let registry = try? decode(from: &reader), reader.isAtEnd
    else { return nil }
    return registry
  }

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
    cache.write(kind + ".bin", kind: kind, payload: payload(of: registry, conditions: conditions))
  }

  /// The table of the languages file at `path` made afresh (`payload(_:conditions:)`), and
  /// stored when its stamp has settled; nil when the file does not read as languages.
  static func make(path: String, in cache: AssetCache) -> [UInt8]? {
    let conditions = AssetConditions(stamping: [path])
    guard let bytes = try? RegularFileReader.read(path, limit: LinguistData.maximumFileBytes),
      let languages = LanguagesFile.languages(in: bytes)
    else { return nil }
    let payload = payload(languages, conditions: conditions)
    if conditions.settled { cache.write(kind + ".bin", kind: kind, payload: payload) }
    return payload
  }

  /// The payload `store` writes: the rows, then each table, its keys in the order the
  /// languages first give them (`keys(of:)`), which needs no sorting and is always the same.
  static func payload(of registry: LanguageRegistry, conditions: AssetConditions) -> [UInt8] {
    var writer = CacheWriter()
    conditions.write(to: &writer)
    rows(registry.languages, into: &writer)
    let keys = keys(of: registry.languages)
    let tables = [registry.byFilename, registry.byExtension, registry.byInterpreter]
    for (table, order) in zip(tables, [keys.filenames, keys.extensions, keys.interpreters]) {
      writer.count(table.count)
      for key in order {
        writer.string(key)
        writer.count(table[key]!.count)
        for index in table[key]! { writer.count(index) }
      }
    }
    writer.count(registry.byName.count)
    for key in keys.names {
      writer.string(key)
      writer.count(registry.byName[key]!)
    }
    return writer.bytes
  }

  /// Each table's keys, each once, in the order `LanguageRegistry(languages:)` meets them:
  /// languages in order, a language's keys in order; for names, every alias first, then
  /// each language's name and identifier.
  static func keys(of languages: [Language]) -> (
    filenames: [String], extensions: [String], interpreters: [String], names: [String]
  ) {
    func firstSeen(_ keys: [String]) -> [String] {
      var seen = Set<String>()
      return keys.filter { seen.insert($0).inserted }
    }
    return (
      firstSeen(languages.flatMap(\.filenames)),
      firstSeen(languages.flatMap { $0.extensions.map { $0.lowercased() } }),
      firstSeen(languages.flatMap(\.interpreters)),
      firstSeen(
        languages.flatMap { $0.aliases.map { $0.lowercased() } }
          + languages.flatMap { [$0.name.lowercased(), $0.identifier] })
    )
  }

  /// The payload of the registry `LanguageRegistry(languages:)` builds, byte for byte, made
  /// without building it: each key is numbered as it first comes (one lookup), and the
  /// languages of a key are gathered from flat arrays, where the registry's dictionaries
  /// grow an array per key and the plain writer looks each key up again. A first run makes
  /// this table before anything else (`LanguageTablePayloadTests`).
  static func payload(_ languages: [Language], conditions: AssetConditions) -> [UInt8] {
    var writer = CacheWriter()
    conditions.write(to: &writer)
    rows(languages, into: &writer)
    let ranking = LanguageRegistry.Ranking(languages)
    func table(_ keysOf: (Language) -> [String], lowercased: Bool, rankedFor ext: Bool) {
      var numbers = KeyNumbers(capacity: languages.count * 2)
      var pairs: [(key: Int, index: Int)] = []
      for (index, language) in languages.enumerated() {
        for key in keysOf(language) {
          let number = numbers.number(lowercased ? KeyNumbers.lowercased(key) : key).number
          pairs.append((number, index))
        }
      }
      let keys = numbers.keys
      // The languages of each key, in table order: a counting sort of the pairs by key.
      var starts = [Int](repeating: 0, count: keys.count + 1)
      for pair in pairs { starts[pair.key + 1] += 1 }
      for number in keys.indices { starts[number + 1] += starts[number] }
      var filled = starts
      var candidates = [Int](repeating: 0, count: pairs.count)
      for pair in pairs {
        candidates[filled[pair.key]] = pair.index
        filled[pair.key] += 1
      }
      writer.count(keys.count)
      for (number, key) in keys.enumerated() {
        let group = candidates[starts[number]..<starts[number + 1]]
        writer.string(key)
        writer.count(group.count)
        if group.count == 1 {
          writer.count(group.first!)
        } else {
          for index in ranking.rank(Array(group), ext: ext ? key : nil) { writer.count(index) }
        }
      }
    }
    table(\.filenames, lowercased: false, rankedFor: false)
    table(\.extensions, lowercased: true, rankedFor: true)
    table(\.interpreters, lowercased: false, rankedFor: false)
    // The name table as the registry fills it: aliases first (the first language keeps
    // one), then each language's name (the last keeps it) and identifier (the first).
    var numbers = KeyNumbers(capacity: languages.count * 3)
    var owners: [Int] = []
    for (index, language) in languages.enumerated() {
      for alias in language.aliases where numbers.number(KeyNumbers.lowercased(alias)).isNew {
        owners.append(index)
      }
    }
    for (index, language) in languages.enumerated() {
      let name = numbers.number(KeyNumbers.lowercased(language.name))
      if name.isNew { owners.append(index) } else { owners[name.number] = index }
      if numbers.number(language.identifier).isNew { owners.append(index) }
    }
    writer.count(owners.count)
    for (key, owner) in zip(numbers.keys, owners) {
      writer.string(key)
      writer.count(owner)
    }
    return writer.bytes
  }

  /// Keys numbered in the order they first come, found by an FNV-1a hash of their bytes
  /// (`NodeHash.of`) in a table of their own: a first run numbers the thousands of keys of
  /// the language table, and a dictionary of Strings hashed each of them with SipHash, twice.
  struct KeyNumbers {
    private(set) var keys: [String] = []
    /// Each slot 0 (empty) or a key's number plus one; a power of two long.
    private var slots: [Int32]
    private var hashes: [UInt64] = []

    init(capacity: Int) {
      var size = 16
      while size < capacity * 2 { size *= 2 }
      slots = Array(repeating: 0, count: size)
      keys.reserveCapacity(capacity)
      hashes.reserveCapacity(capacity)
    }

    /// The key's number, and whether it is new (numbered now).
    mutating func number(_ key: String) -> (number: Int, isNew: Bool) {
      let hash = UInt64(bitPattern: Int64(NodeHash.of(key)))
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
      while slots[slot] != 0 {
        let number = Int(slots[slot]) - 1
        if hashes[number] == hash && keys[number] == key { return (number, false) }
        slot = (slot + 1) & mask
      }
      slots[slot] = Int32(keys.count + 1)
      keys.append(key)
      hashes.append(hash)
      if keys.count * 2 > slots.count { grow() }
      return (keys.count - 1, true)
    }

    private mutating func grow() {
      slots = Array(repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (number, hash) in hashes.enumerated() {
        var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number + 1)
      }
    }

    /// `text.lowercased()`, without a new String when the text is ASCII with no capital.
    static func lowercased(_ text: String) -> String {
      var text = text
      let plain = text.withUTF8 { bytes in
        !bytes.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }
      }
      return plain ? text : text.lowercased()
    }
  }

  private static func rows(_ languages: [Language], into writer: inout CacheWriter) {
    writer.count(languages.count)
    for language in languages {
      writer.string(language.name)
      writer.strings(language.aliases)
      writer.strings(language.extensions)
      writer.strings(language.filenames)
      writer.strings(language.interpreters)
      writer.optionalString(language.scopeName)
      writer.string(language.type)
    }
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
