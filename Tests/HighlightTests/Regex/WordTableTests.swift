import Testing

@testable import Highlight

/// Words are found by their bytes, whatever their hashes: prefixes, extensions and words of
/// another case are not in the table, and repeated words are kept once.
@Suite struct WordTableTests {
  func contains(_ table: WordTable, _ word: String) -> Bool {
    Array(word.utf8).withUnsafeBufferPointer { table.contains($0) }
  }

  @Test func findsExactlyItsWords() {
    let words = ["abs", "abort", "ATSFont", "ATSFontRef", "x_np", "abs"].map { Array($0.utf8) }
    let table = WordTable(words: words)
    for word in ["abs", "abort", "ATSFont", "ATSFontRef", "x_np"] {
      #expect(contains(table, word), "\(word)")
    }
    for word in ["ab", "abso", "ABS", "ATSFontR", "x", "", "x_npx"] {
      #expect(!contains(table, word), "\(word)")
    }
  }

  /// Thousands of words, as the platform lists hold: every one found, none of the others.
  @Test func manyWords() {
    let words = (0..<5000).map { Array("w\($0)".utf8) }
    let table = WordTable(words: words)
    #expect((0..<5000).allSatisfy { contains(table, "w\($0)") })
    #expect(!(5000..<6000).contains { contains(table, "w\($0)") })
    #expect(!contains(WordTable(words: [[UInt8]]()), "w"))
  }
}
