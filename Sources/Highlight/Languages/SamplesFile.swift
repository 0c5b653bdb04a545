import Foundation
import RenderSupport

/// Linguist's `samples.json` as the classifier reads it: the totals and, per language, the
/// token counts of its samples, their total and its number of samples.
///
/// Only the small members are parsed when the file is read. The token tables (most of the
/// file's 2.5 MB) are located and left as text: a file needs the tables of its two or three
/// candidates, and building all of them (nearly 600) made every detection that reached the
/// classifier cost many times the rest of highlighting a small file (or a diff's hunks).
final class SamplesFile: ClassifierSampleSource, @unchecked Sendable {
  let totals: ClassifierTotals
  /// Per language: the total of its token counts.
  let languageTokens: [String: Int]
  /// Per language: how many samples it has.
  let sampleCounts: [String: Int]
  private let bytes: [UInt8]
  private let lock = NSLock()
  /// Each token table's bytes, as found by their boundaries (`JSONMembers.boundaryMembers`)
  /// until a table does not read as an object of counts, then as the full skip finds them.
  /// Guarded by `lock`.
  private var ranges: [String: Range<Int>]
  private var rangesAreExact: Bool
  /// Guarded by `lock`.
  private var built: [String: [String: Int]] = [:]

  /// Reads `path`; nil when it is missing or not the shape Linguist writes.
  static func load(path: String) -> SamplesFile? {
    guard let bytes = try? RegularFileReader.read(path, limit: LinguistData.maximumFileBytes)
    else { return nil }
    // The token tables are found by their boundaries: skipping each of them byte by byte
    // was most of a first run that reaches the classifier. A file where that does not read
    // is read with the full skip.
    // Boundaries that a table holding objects of its own misled end the token tables early,
    // and the file's object then seems to end before the file does.
    let byBoundaries = JSONMembers.of(bytes, objectAt: 0, expanding: "tokens", flatValues: true)
      .flatMap { found in
        bytes.withUnsafeBufferPointer { JSONMembers.skipSpace($0, found.end) } == bytes.count
          ? found : nil
      }
    guard
      let document = byBoundaries ?? JSONMembers.of(bytes, objectAt: 0, expanding: "tokens")
    else {
      return nil
    }
    let root = document.members
    func value(_ key: String) -> JSONValue? {
      guard let range = root.first(where: { $0.key == key })?.value else { return nil }
      return try? JSONValue.parseSkippingByteOrderMark(Array(bytes[range]))
    }
    guard let tokenTotal = value("tokens_total")?.intValue,
      let sampleTotal = value("languages_total")?.intValue, tokenTotal > 0, sampleTotal > 0,
      let tables = document.expanded
    else { return nil }
    func table(_ key: String) -> [String: Int] {
      guard let range = root.first(where: { $0.key == key })?.value else { return [:] }
      return bytes.withUnsafeBufferPointer { counts(in: UnsafeBufferPointer(rebasing: $0[range])) }
    }
    return SamplesFile(
      bytes: bytes, tables: tables, exact: byBoundaries == nil,
      totals: ClassifierTotals(tokens: tokenTotal, samples: sampleTotal),
      languageTokens: table("language_tokens"), sampleCounts: table("languages"))
  }

  private init(
    bytes: [UInt8], tables: [(key: String, value: Range<Int>)], exact: Bool,
    totals: ClassifierTotals, languageTokens: [String: Int], sampleCounts: [String: Int]
  ) {
    self.bytes = bytes
    ranges = Self.ranges(tables)
    rangesAreExact = exact
    self.totals = totals
    self.languageTokens = languageTokens
    self.sampleCounts = sampleCounts
  }

  /// A repeated key keeps its last value, as reading the whole file did.
  private static func ranges(_ tables: [(key: String, value: Range<Int>)]) -> [String: Range<Int>] {
    var ranges: [String: Range<Int>] = [:]
    for member in tables { ranges[member.key] = member.value }
    return ranges
  }

  /// The ranges as the full skip finds them, from now on (under `lock`): a table found by its
  /// boundaries did not read as an object of counts, so the boundaries may have split one.
  private func makeRangesExact() {
    guard !rangesAreExact else { return }
    rangesAreExact = true
    built = [:]
    guard let document = JSONMembers.of(bytes, objectAt: 0, expanding: "tokens"),
      let tables = document.expanded
    else {
      ranges = [:]
      return
    }
    ranges = Self.ranges(tables)
  }

  /// A JSON object of whole numbers as a table (anything else counts 0).
  static func counts(_ value: JSONValue?) -> [String: Int] {
    var table: [String: Int] = [:]
    for member in value?.objectValue?.members ?? [] {
      table[member.key] = member.value.intValue ?? 0
    }
    return table
  }

  /// The table of the JSON value that fills `bytes`, as `counts` makes it of its `JSONValue`:
  /// an object of whole numbers is walked without building that value first.
  static func counts(in bytes: UnsafeBufferPointer<UInt8>) -> [String: Int] {
    JSONCounts.table(bytes)
      ?? counts(try? JSONValue.parseSkippingByteOrderMark(Array(bytes)))
  }

  /// Whether the token tables are still the ones their boundaries gave (no table read so
  /// far needed the full skip).
  var tablesFoundByBoundaries: Bool { lock.withLock { !rangesAreExact } }

  /// The languages with a token table.
  var languages: [String] {
    lock.withLock {
      makeRangesExact()
      return Array(ranges.keys)
    }
  }

  /// The token counts of `language`, parsed from their text on first use, or nil when the
  /// samples have none; a table that is not an object of counts is an empty one, as reading
  /// the whole file made it.
  func table(of language: String) -> [String: Int]? {
    lock.withLock {
      if let made = built[language] { return made }
      guard let range = ranges[language] else {
        guard !rangesAreExact else { return nil }
        // A table the boundaries missed (one split by them): found by the full skip.
        makeRangesExact()
        return tableUnderLock(language)
      }
      // An object of counts: what `counts(in:)` gives for it, and a range that was right.
      if let flat = bytes.withUnsafeBufferPointer({
        JSONCounts.table(UnsafeBufferPointer(rebasing: $0[range]))
      }) {
        built[language] = flat
        return flat
      }
      makeRangesExact()
      return tableUnderLock(language)
    }
  }

  /// `table(of:)` with `lock` held and the ranges settled.
  private func tableUnderLock(_ language: String) -> [String: Int]? {
    if let made = built[language] { return made }
    guard let range = ranges[language] else { return nil }
    let made = bytes.withUnsafeBufferPointer {
      Self.counts(in: UnsafeBufferPointer(rebasing: $0[range]))
    }
    built[language] = made
    return made
  }

  /// What the score of `language` needs; nil when it lacks a table, a positive token total
  /// or a positive number of samples (it then never wins).
  func samples(of language: String) -> LanguageSamples? {
    guard let table = table(of: language), let total = languageTokens[language],
      let count = sampleCounts[language], total > 0, count > 0
    else { return nil }
    return LanguageSamples(tokens: table, tokenCount: total, sampleCount: count)
  }

  func samples(of languages: [String]) -> (ClassifierTotals, [LanguageSamples?])? {
    (totals, languages.map { samples(of: $0) })
  }
}
