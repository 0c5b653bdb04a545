import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import Highlight

/// `samples.json` builds only the token tables it is asked about; each must be the one a read
/// of the whole file gives, and so must the totals.
@Suite(.enabled(if: LanguageDetectorTests.data != nil, "Linguist's data not installed"))
struct BayesClassifierTests {
  @Test func everyLazyTableEqualsTheWholeFilesTable() throws {
    let data = try #require(LanguageDetectorTests.data)
    let byBoundaries = try Self.expectLazyTablesEqualTheWholeFile(
      path: data.directory + "/samples.json")
    // Linguist's file is read by the boundaries of its tables, every table of them right.
    #expect(byBoundaries)
  }

  /// Every table `SamplesFile` gives for the file at `path`, its languages and its totals,
  /// against a read of the whole file.
  /// Returns whether every table came from the boundaries (none needed the full skip).
  @discardableResult
  static func expectLazyTablesEqualTheWholeFile(path: String, minimumTables: Int = 100) throws
    -> Bool
  {
    let file = try #require(SamplesFile.load(path: path))
    let whole = try JSONValue.parseSkippingByteOrderMark(
      [UInt8](try #require(FileManager.default.contents(atPath: path))))
    let tables = try #require(whole["tokens"]?.objectValue?.members)
    #expect(tables.count >= minimumTables)
    // A repeated language keeps its last table, as reading the whole file did.
    let lastTables = Dictionary(tables.map { ($0.key, $0.value) }) { _, last in last }
    for (language, table) in lastTables {
      #expect(file.table(of: language) == SamplesFile.counts(table), "\(language)")
    }
    let byBoundaries = file.tablesFoundByBoundaries
    // Both ask for the full skip: a language the boundaries did not find may be inside a
    // table they split.
    #expect(Set(file.languages) == Set(tables.map(\.key)))
    #expect(file.table(of: "No Such Language") == nil)
    #expect(file.samples(of: "No Such Language") == nil)
    #expect(file.languageTokens == SamplesFile.counts(whole["language_tokens"]))
    #expect(file.sampleCounts == SamplesFile.counts(whole["languages"]))
    #expect(file.totals.tokens == whole["tokens_total"]?.intValue)
    #expect(file.totals.samples == whole["languages_total"]?.intValue)
    return byBoundaries
  }

  /// Token tables found by their boundaries (`JSONMembers.boundaryMembers`), in files of
  /// Linguist's compact shape and in others: each table is the one a read of the whole file
  /// gives, also where the boundaries cannot tell (a table holding objects, spaces, tokens
  /// that look like boundaries, empty tables, the tables last in the file).
  static let boundaryShaped: Set<String> = [
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"x":1,"{":2},"B":{"y":3}},"language_tokens":{"A":3,"B":3},"languages":{"A":1,"B":1}}"#,
    #"{"tokens_total":5,"languages_total":2,"language_tokens":{"A":3},"languages":{"A":1},"tokens":{"A":{"x":1},"B":{}}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{},"B":{"},\"C\":{":1,"\\":2,":{":3},"C":{"c":1}},"languages":{"A":1}}"#,
  ]

  @Test(arguments: [
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"x":1,"{":2},"B":{"y":3}},"language_tokens":{"A":3,"B":3},"languages":{"A":1,"B":1}}"#,
    #"{"tokens_total":5,"languages_total":2,"language_tokens":{"A":3},"languages":{"A":1},"tokens":{"A":{"x":1},"B":{}}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{},"B":{"},\"C\":{":1,"\\":2,":{":3},"C":{"c":1}},"languages":{"A":1}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"n":{"m":1},"o":{"p":2}},"B":{"y":3}},"languages":{"A":1}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"n":{"m":1}},"B":{"y":3}},"languages":{"A":1}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"n":[{"m":1}]},"B":{"y":3}},"languages":{"A":1}}"#,
    #"{ "tokens_total": 5, "languages_total": 2, "tokens": { "A": { "x": 1 }, "B": { "y": 3 } } }"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"x":1}, "B":{"y":3},"C":{"z":1}}}"#,
    #"{"tokens_total":5,"languages_total":2,"tokens":{"A":{"x":1},"B":{"y":3},"A":{"z":1}}}"#,
  ])
  func tablesFoundByBoundariesAreTheWholeFilesTables(json: String) throws {
    let folder = try TemporaryFolder()
    let path = folder.path("samples.json")
    #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
    let byBoundaries = try Self.expectLazyTablesEqualTheWholeFile(path: path, minimumTables: 2)
    // The files of Linguist's shape (the first three) keep the tables their boundaries gave.
    if Self.boundaryShaped.contains(json) { #expect(byBoundaries) }
  }

  @Test(arguments: [
    ("{\"a\": 1, \"b\\\"c\": [1, {\"x\": \"}\"}], \"d\": \"q\\\\\"}", ["a", "b\"c", "d"]),
    ("{}", []),
    ("  {\"a\" : {\"b\": {}}}", ["a"]),
  ])
  func membersAreFoundWithoutParsingTheirValues(json: String, keys: [String]) throws {
    let bytes = Array(json.utf8)
    let found = try #require(JSONMembers.of(bytes, objectAt: 0))
    #expect(found.members.map(\.key) == keys)
    #expect(found.end == bytes.count)
    for member in found.members {
      #expect((try? JSONValue.parseSkippingByteOrderMark(Array(bytes[member.value]))) != nil)
    }
  }

  /// Expanding a member in the same pass finds what reading its value again finds.
  @Test(arguments: [
    "{\"x\": [1], \"tokens\": {\"A\": {\"a\": 1}, \"B\\\"\": {}}, \"z\": {\"q\": 2}}",
    "{\"tokens\": {}}",
    "{\"tokens\": 3, \"y\": {}}",
    "{\"a\": {\"tokens\": {\"b\": 1}}}",
  ])
  func anExpandedMemberIsReadInTheSamePass(json: String) throws {
    let bytes = Array(json.utf8)
    let plain = try #require(JSONMembers.of(bytes, objectAt: 0))
    let found = try #require(JSONMembers.of(bytes, objectAt: 0, expanding: "tokens"))
    #expect(found.members.map(\.key) == plain.members.map(\.key))
    #expect(found.members.map(\.value) == plain.members.map(\.value))
    #expect(found.end == plain.end)
    let range = plain.members.first { $0.key == "tokens" }?.value
    let again = range.flatMap { JSONMembers.of(bytes, objectAt: $0.lowerBound) }
    #expect(found.expanded?.map(\.key) == again?.members.map(\.key))
    #expect(found.expanded?.map(\.value) == again?.members.map(\.value))
    #expect(
      JSONMembers.of(Array("{\"tokens\": {\"a\" 1}}".utf8), objectAt: 0, expanding: "tokens") == nil
    )
  }

  @Test(arguments: ["", "[1]", "{\"a\": 1", "{\"a\" 1}", "{\"a\": \"open}", "{\"a\": [1, 2}"])
  func aTruncatedOrOtherDocumentIsNoObject(json: String) {
    #expect(JSONMembers.of(Array(json.utf8), objectAt: 0) == nil)
  }
}
