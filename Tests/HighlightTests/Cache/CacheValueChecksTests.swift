import Testing

@testable import Highlight

/// The values a decoder uses as indices or as sorted lists are checked, not only the lengths:
/// a literal filter's key past `LineIndex`'s table (the 0xFFFFFFFF), a capture group
/// out of order or past what a rule takes, and keyword hashes out of order are refused.
@Suite struct CacheValueChecksTests {
  /// One pattern's analyses with `keys` as its literal filter and no first bytes.
  private func analyses(keys: [UInt32]) -> [UInt8] {
    var writer = CacheWriter()
    writer.count(1)
    writer.string("keyword")
    writer.bool(true)
    writer.uint32s(keys)
    var firstBytes = CacheWriter()
    FirstBytesCodec.encode(nil, into: &firstBytes)
    writer.raw(firstBytes.bytes)
    return writer.bytes
  }

  @Test func filterKeysPastTheLineIndexAreRefused() throws {
    let good = UInt32(LineIndex.keyCount - 1)
    var reader = CacheReader(analyses(keys: [1, 2, good]))
    #expect(try PatternAnalyses.decode(from: &reader).count == 1)
    for bad in [UInt32(LineIndex.keyCount), 0xFFFF_FFFF] {
      var reader = CacheReader(analyses(keys: [1, bad, 3]))
      #expect(throws: CacheReader.Malformed.self) { try PatternAnalyses.decode(from: &reader) }
    }
  }

  @Test func captureGroupsMustIncreaseAndStayUnderTheLimit() {
    func grammar(groups: [Int]) -> [UInt8] {
      let inner = RawRule(name: "x")
      var captures: [Int: RawRule] = [:]
      for group in groups { captures[group] = inner }
      let rule = RawRule(match: "(a)", captures: RawCaptures(captures))
      var writer = CacheWriter()
      RawGrammarCodec.encode(
        RawGrammar(
          scopeName: "source.t", displayName: nil, patterns: [rule], repository: [:],
          injections: [], injectionSelector: nil, fileTypes: [], firstLineMatch: nil),
        into: &writer)
      return writer.bytes
    }
    var reader = CacheReader(grammar(groups: [0, 1, 999]))
    #expect((try? RawGrammarCodec.decode(from: &reader)) != nil)
    for groups in [[1000], [0, 4_294_967_295]] {
      var reader = CacheReader(grammar(groups: groups))
      #expect((try? RawGrammarCodec.decode(from: &reader)) == nil, "\(groups)")
    }
  }
}
