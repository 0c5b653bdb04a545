import TestSupport
import Testing

@testable import Highlight

/// `PatternSyntax.trieGroupEnd`'s table-driven scan against the plain loop it replaced.
@Suite struct TrieGroupEndTests {
  static func plainTrieGroupEnd(_ bytes: [UInt8], at start: Int, nestingBelow limit: Int) -> Int? {
    guard PatternSyntax.hasPrefix(bytes, at: start, "(?:") else { return nil }
    var nesting = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "(") {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "?"),
          bytes[index + 2] == UInt8(ascii: ":")
        else { return nil }
        nesting += 1
        guard nesting < limit else { return nil }
        index += 3
        continue
      }
      if byte == UInt8(ascii: ")") {
        nesting -= 1
        if nesting == 0 { return index }
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "?") { index += 1 }
      } else if byte != UInt8(ascii: "|") && !PatternSyntax.isASCIIWord(byte) {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// Every start and a few nesting limits, compared at once.
  static func expectSame(_ text: [UInt8]) {
    let cases = text.indices.flatMap { start in [2, 3, 64, .max].map { (start, $0) } }
    #expect(
      cases.map { PatternSyntax.trieGroupEnd(text, at: $0.0, nestingBelow: $0.1) }
        == cases.map { plainTrieGroupEnd(text, at: $0.0, nestingBelow: $0.1) },
      "\(String(decoding: text, as: UTF8.self))")
  }

  @Test(arguments: [
    "(?:a|b)", "(?:ab(?:c|d)?|e)x", "(?:a(?:b(?:c)?)?)", "(?:a|[b])", "(?:a|\\d)", "(?:a|b",
    "(?:(?:)", "(?:a)?)", "(?:é|a)", "(?:a b)", "(?:A_9|Z|z|0|~)", "(?=a)", "(?:a|(b))",
    "(?:a|(?", "(?:a)??", "x(?:a)(?:b|c)",
  ])
  func craftedPatterns(_ text: String) {
    Self.expectSame(Array(text.utf8))
  }

  /// Random texts over the bytes the scan tells apart, every start and limit.
  @Test func randomTexts() {
    let alphabet = Array("aZ0_|()?:[\\ é~".utf8)
    var generator = SeededGenerator(seed: 0x5EED)
    for length in 1...24 {
      for _ in 0..<200 {
        let text = (0..<length).map { _ in
          alphabet[Int(generator.next() % UInt64(alphabet.count))]
        }
        Self.expectSame(text)
      }
    }
  }
}
