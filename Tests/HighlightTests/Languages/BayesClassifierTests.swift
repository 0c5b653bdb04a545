import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// `samples.json` builds only the token tables it is asked about; each must be the one a read
/// of the whole file gives, and so must the totals.
@Suite(.enabled(if: LanguageDetectorTests.data != nil, "Linguist's data not installed"))
struct BayesClassifierTests {
  @Test func everyLazyTableEqualsTheWholeFilesTable() throws {
    let data = try #require(LanguageDetectorTests.data)
    let path = data.directory + "/samples.json"
    let file = try #require(SamplesFile.load(path: path))
    let whole = try JSONValue.parseSkippingByteOrderMark(
      [UInt8](try #require(FileManager.default.contents(atPath: path))))
    let tables = try #require(whole["tokens"]?.objectValue?.members)
    #expect(tables.count > 100)
    #expect(Set(file.languages) == Set(tables.map(\.key)))
    for table in tables {
      #expect(file.table(of: table.key) == SamplesFile.counts(table.value), "\(table.key)")
    }
    #expect(file.table(of: "No Such Language") == nil)
    #expect(file.samples(of: "No Such Language") == nil)
    #expect(file.languageTokens == SamplesFile.counts(whole["language_tokens"]))
    #expect(file.sampleCounts == SamplesFile.counts(whole["languages"]))
    #expect(file.totals.tokens == whole["tokens_total"]?.intValue)
    #expect(file.totals.samples == whole["languages_total"]?.intValue)
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
