/// Linguist's detection straight from the cached language table's bytes (`LanguageLookups`):
/// each lookup reads one of the payload's tables until it finds its key, and only the rows
/// detection names are decoded. A file whose extension several languages share (`.h`,
/// `.md`, `.yaml`) needs the full detection, and decoding the whole table for it (every
/// row, four dictionaries) cost more than the rest of a small file's warm run together.
///
/// The tables are the ones `LanguageTableAsset.payload` writes from the registry's own, in
/// the same ranked order, so every lookup answers as the decoded registry's dictionary does
/// (`LanguageTableViewTests`). `init` walks all four tables once and checks every count and
/// row number, so later lookups cannot meet malformed bytes.
struct LanguageTableView: LanguageLookups {
  private let table: LanguageTableLookup.Table
  /// Where the file-name, extension, interpreter and name tables start.
  private let starts: [Int]

  init?(_ table: LanguageTableLookup.Table) {
    var reader = CacheReader(table.payload, from: table.tablesStart)
    let rows = UInt64(table.rowStarts.count)
    var starts: [Int] = []
    do throws(CacheReader.Malformed) {
      for _ in 0..<3 {
        starts.append(reader.offset)
        for _ in 0..<(try reader.count(minimumItemBytes: 3)) {
          try reader.skipString()
          let count = try reader.count()
          guard count > 0 else { return nil }
          for _ in 0..<count where try reader.uint() >= rows { return nil }
        }
      }
      starts.append(reader.offset)
      for _ in 0..<(try reader.count(minimumItemBytes: 2)) {
        try reader.skipString()
        guard try reader.uint() < rows else { return nil }
      }
    } catch {
      return nil
    }
    guard reader.isAtEnd else { return nil }
    self.table = table
    self.starts = starts
  }

  func language(at index: Int) -> Language {
    var reader = CacheReader(table.payload, from: table.rowStarts[index])
    // Every row was read once when the table was indexed (`LanguageTableLookup.index`).
    return (try? LanguageTableAsset.language(from: &reader)) ?? Language(name: "", scopeName: nil)
  }

  func languages(filename: String) -> [Int]? { candidates(of: filename, in: 0) }
  func languages(extension ext: String) -> [Int]? { candidates(of: ext, in: 1) }
  func languages(interpreter: String) -> [Int]? { candidates(of: interpreter, in: 2) }

  func index(nameKey: String) -> Int? {
    let key = Array(nameKey.utf8)
    var reader = CacheReader(table.payload, from: starts[3])
    do throws(CacheReader.Malformed) {
      for _ in 0..<(try reader.count(minimumItemBytes: 2)) {
        let matched = try reader.stringEquals(key, rewind: true)
        try reader.skipString()
        let owner = Int(try reader.uint())
        if matched { return owner }
      }
    } catch {}
    return nil
  }

  /// The ranked languages of `key` in the table starting at `starts[number]`.
  private func candidates(of key: String, in number: Int) -> [Int]? {
    let key = Array(key.utf8)
    var reader = CacheReader(table.payload, from: starts[number])
    do throws(CacheReader.Malformed) {
      for _ in 0..<(try reader.count(minimumItemBytes: 3)) {
        let matched = try reader.stringEquals(key, rewind: true)
        try reader.skipString()
        let count = try reader.count()
        if matched {
          return try (0..<count).map { _ throws(CacheReader.Malformed) in Int(try reader.uint()) }
        }
        for _ in 0..<count { _ = try reader.uint() }
      }
    } catch {}
    return nil
  }
}
