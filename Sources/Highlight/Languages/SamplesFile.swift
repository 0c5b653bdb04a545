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
  private let ranges: [String: Range<Int>]
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var built: [String: [String: Int]] = [:]

  /// Reads `path`; nil when it is missing or not the shape Linguist writes.
  static func load(path: String) -> SamplesFile? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    guard let document = JSONMembers.of(bytes, objectAt: 0, expanding: "tokens") else {
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
      bytes: bytes, tables: tables,
      totals: ClassifierTotals(tokens: tokenTotal, samples: sampleTotal),
      languageTokens: table("language_tokens"), sampleCounts: table("languages"))
  }

  private init(
    bytes: [UInt8], tables: [(key: String, value: Range<Int>)], totals: ClassifierTotals,
    languageTokens: [String: Int], sampleCounts: [String: Int]
  ) {
    self.bytes = bytes
    var ranges: [String: Range<Int>] = [:]
    // A repeated key keeps its last value, as reading the whole file did.
    for member in tables { ranges[member.key] = member.value }
    self.ranges = ranges
    self.totals = totals
    self.languageTokens = languageTokens
    self.sampleCounts = sampleCounts
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

  /// The languages with a token table.
  var languages: [String] { Array(ranges.keys) }

  /// The token counts of `language`, parsed from their text on first use, or nil when the
  /// samples have none; a table that is not an object of counts is an empty one, as reading
  /// the whole file made it.
  func table(of language: String) -> [String: Int]? {
    guard let range = ranges[language] else { return nil }
    if let made = lock.withLock({ built[language] }) { return made }
    let made = bytes.withUnsafeBufferPointer {
      Self.counts(in: UnsafeBufferPointer(rebasing: $0[range]))
    }
    lock.withLock { built[language] = made }
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
