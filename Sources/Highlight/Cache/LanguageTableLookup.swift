import Foundation

/// Detection by file name straight from the cached language table's bytes, decoding only the
/// row that wins.
///
/// A run highlighting one file needs one of Linguist's ~700 languages, but decoding the whole
/// table (every name list, three dictionaries) is a large part of a small file's run, and on
/// the critical path, since detection comes before the grammar. This looks the file
/// name up in the cached file-name table, then each extension (longest first) in the
/// extension table, as `LanguageRegistry.detect` does in the decoded ones, comparing bytes.
/// It answers only a match there: no cache, no match (a `#!` line decides) or a table it
/// cannot read leave the question to the full registry, so the answers are the same.
final class LanguageTableLookup: @unchecked Sendable {
  private let lock = NSLock()
  private let cache: AssetCache
  private var attempted = false
  /// A table's payload once read and checked, with where each row and the tables start.
  typealias Table = (payload: [UInt8], rowStarts: [Int], tablesStart: Int)
  /// The table once read.
  private var table: Table?
  /// Answers so far, by file name (a diff asks for many files of one language).
  private var answers: [String: Language] = [:]
  /// The table as `LanguageLookups`, once the full detection needed it.
  private var view: LanguageTableView?

  init(cache: AssetCache) {
    self.cache = cache
  }

  /// The language the file name of `path` gives when one language alone claims it, or nil
  /// when only the full registry (and the file's content) can say.
  func detect(path: String) -> Language? {
    let keys = LanguageRegistry.detectionKeys(of: path)
    guard !keys.filename.isEmpty else { return nil }
    return lock.withLock {
      if let known = answers[keys.filename] { return known }
      guard let table = loadedTable(), let found = try? Self.find(keys, in: table) else {
        return nil
      }
      answers[keys.filename] = found
      return found
    }
  }

  /// Linguist's full detection (`LanguageLookups.detectLanguage`: modeline, `#!` line,
  /// heuristics, classifier) answered from the table's bytes, as the decoded registry
  /// answers it; `.none` when there is no table to read, and the registry decides.
  func detect(path: String, content: DetectionContent, data: LinguistData?) -> Language?? {
    let found = lock.withLock { () -> LanguageTableView? in
      if let view { return view }
      guard let table = loadedTable() else { return nil }
      view = LanguageTableView(table)
      return view
    }
    guard let view = found else { return .none }
    return .some(view.detectLanguage(path: path, content: content, data: data))
  }

  /// The table, read on the first question (under `lock`).
  private func loadedTable() -> Table? {
    if !attempted {
      attempted = true
      table = Self.read(from: cache)
    }
    return table
  }

  /// The cached table while `languages.json` keeps its stamp, its rows stepped over once.
  /// Without one (a first run), or when the file changed, the table is made here and
  /// stored, as the full registry would make it: its payload is cheaper to make than the
  /// registry's dictionaries, and detection then goes on as in a warm run.
  private static func read(from cache: AssetCache) -> Table? {
    guard let path = LanguageRegistry.installedLanguagesPath(cache: cache) else { return nil }
    let current = { (conditions: AssetConditions) in
      conditions.entries.count == 1 && conditions.entries[0].path == path && conditions.hold
    }
    if let payload = cache.read(LanguageTableAsset.kind + ".bin", kind: LanguageTableAsset.kind),
      let table = try? index(payload, accept: current)
    {
      return table
    }
    guard let payload = LanguageTableAsset.make(path: path, in: cache) else { return nil }
    return (try? index(payload)) ?? nil
  }

  /// `LanguageRegistry.language(named:)` from the table: the names table, else the first
  /// language of the extension `.NAME` (`.some(nil)`: neither). Nil when there is no table
  /// to read, or it does not read: then the registry decides.
  func language(named name: String) -> Language?? {
    let key = Array(LanguageRegistry.nameKey(name).utf8)
    return lock.withLock {
      guard let table = loadedTable() else { return nil }
      // Not `try?`, which would flatten "no such name" into "no answer".
      do { return .some(try Self.find(named: key, in: table)) } catch { return nil }
    }
  }

  private static func find(named key: [UInt8], in table: Table) throws(CacheReader.Malformed)
    -> Language?
  {
    var reader = CacheReader(table.payload, from: table.tablesStart)
    let rows = table.rowStarts.count
    _ = try firstMatch(of: [], in: &reader, rows: rows)
    let byExtension = try firstMatch(of: [[UInt8(ascii: ".")] + key], in: &reader, rows: rows)
    _ = try firstMatch(of: [], in: &reader, rows: rows)
    var byName: Int?
    for _ in 0..<(try reader.count(minimumItemBytes: 2)) {
      let matched = try reader.stringEquals(key, rewind: true)
      try reader.skipString()
      let owner = try reader.uint()
      guard owner < UInt64(rows) else { throw CacheReader.Malformed() }
      if matched && byName == nil { byName = Int(owner) }
    }
    guard let row = byName ?? byExtension?.row else { return nil }
    var rowReader = CacheReader(table.payload, from: table.rowStarts[row])
    return try LanguageTableAsset.language(from: &rowReader)
  }

  /// The table's payload with where each row and the tables start, when its conditions pass
  /// `accept` and its rows read; every offset kept lies inside `payload`.
  static func index(_ payload: [UInt8], accept: (AssetConditions) -> Bool = { _ in true })
    throws(CacheReader.Malformed) -> Table?
  {
    var reader = CacheReader(payload)
    let conditions = try AssetConditions.read(from: &reader)
    guard accept(conditions) else { return nil }
    let count = try reader.count(minimumItemBytes: 8)
    var rowStarts: [Int] = []
    rowStarts.reserveCapacity(count)
    for _ in 0..<count {
      rowStarts.append(reader.offset)
      try reader.skipString()
      for _ in 0..<4 { try reader.skipStrings() }
      if try reader.bool() { try reader.skipString() }
      try reader.skipString()
    }
    return (payload, rowStarts, reader.offset)
  }

  /// The row for `keys` when one language alone claims them: the file name, else the
  /// longest extension with a language. A name or extension several languages share is left
  /// to the full detection (its content decides), so the answer is nil then.
  static func find(
    _ keys: (filename: String, extensions: [String]), in table: Table
  ) throws(CacheReader.Malformed) -> Language? {
    var reader = CacheReader(table.payload, from: table.tablesStart)
    let rows = table.rowStarts.count
    let byName = try firstMatch(of: [Array(keys.filename.utf8)], in: &reader, rows: rows)
    let byExtension = try firstMatch(
      of: keys.extensions.map { Array($0.utf8) }, in: &reader, rows: rows)
    guard let found = byName ?? byExtension, found.shared == false else { return nil }
    var rowReader = CacheReader(table.payload, from: table.rowStarts[found.row])
    return try LanguageTableAsset.language(from: &rowReader)
  }

  /// Reads one table to its end; the first language of the earliest of `keys` it holds,
  /// and whether other languages share that key.
  private static func firstMatch(
    of keys: [[UInt8]], in reader: inout CacheReader, rows: Int
  ) throws(CacheReader.Malformed) -> (row: Int, shared: Bool)? {
    var best: (key: Int, row: Int, shared: Bool)?
    for _ in 0..<(try reader.count(minimumItemBytes: 3)) {
      var matched: Int?
      for (number, key) in keys.enumerated() {
        if try reader.stringEquals(key, rewind: true) {
          matched = number
          break
        }
      }
      try reader.skipString()
      let total = try reader.count()
      for slot in 0..<total {
        let row = try reader.uint()
        guard row < UInt64(rows) else { throw CacheReader.Malformed() }
        if slot == 0, let matched, matched < best?.key ?? Int.max {
          best = (matched, Int(row), total > 1)
        }
      }
    }
    return best.map { ($0.row, $0.shared) }
  }
}
