import TestSupport
import Testing

@testable import Highlight

/// `range(ofBytes:)` finds what a plain scan over every position finds, in arrays and in
/// slices that do not start at zero.
@Suite struct ByteSearchTests {
  /// Every position tried in turn: the definition the search must agree with.
  static func naive(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Range<Int>? {
    guard !needle.isEmpty else { return haystack.startIndex..<haystack.startIndex }
    guard needle.count <= haystack.count else { return nil }
    for start in haystack.startIndex...(haystack.endIndex - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start..<(start + needle.count)
    }
    return nil
  }

  @Test func agreesWithAPlainScan() {
    var generator = SeededGenerator(seed: 29)
    for _ in 0..<2_000 {
      // A small alphabet makes partial matches and overlaps common.
      let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        UInt8.random(in: 0x61...0x63, using: &generator)
      }
      let from = Int.random(in: 0...haystack.count, using: &generator)
      #expect(haystack[from...].range(ofBytes: needle) == Self.naive(needle, in: haystack[from...]))
      #expect(haystack.range(ofBytes: needle) == Self.naive(needle, in: haystack[...]))
    }
    #expect(Array("a -*- mode: ruby -*-".utf8).range(ofBytes: Array("-*-".utf8)) == 2..<5)
    #expect(Array("ab".utf8).range(ofBytes: Array("abc".utf8)) == nil)
  }
}
