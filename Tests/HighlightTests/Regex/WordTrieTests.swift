import Testing

@testable import Highlight

/// A word trie answers next to characters above ASCII by Oniguruma's own classes (a `’`
/// before a word is a boundary, an `é` is not), and takes its words from the asset cache's
/// form when that reads back, else from the trie.
@Suite struct WordTrieTests {
  func answer(_ trie: WordTrie, _ text: String, at offset: Int) -> WordTrie.Answer {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      trie.answer(buffer.baseAddress!, at: offset, count: buffer.count)
    }
  }

  static let functions = WordTrie(Array(#"\b(?:ab(?:ort|s)|puts)\b"#.utf8), previousIsASCII: false)!
  static let methods = WordTrie(
    Array(#"(?<=\.)(?:s(?:ort|plit)|index)(?=\s*\()"#.utf8), previousIsASCII: true)!

  @Test func charactersAboveASCIIAroundAWord() {
    let trie = Self.functions
    // `’` (U+2019) is punctuation, `é` a letter, U+3000 a space: bytes 3, 2 and 3 long.
    #expect(answer(trie, "’abs(", at: 3) == .match(end: 6))
    #expect(answer(trie, "éabs(", at: 2) == .noMatch)
    #expect(answer(trie, "abs’s", at: 0) == .match(end: 3))
    #expect(answer(trie, "absé", at: 0) == .noMatch)
    #expect(answer(trie, "\u{3000}puts\u{3000}", at: 3) == .match(end: 7))
    #expect(answer(trie, "’abso", at: 3) == .noMatch)
    // A letter of another script is a word character too.
    #expect(answer(trie, "жabs", at: 2) == .noMatch)
  }

  @Test func theLookaheadsSpacesAboveASCIIAreLeftToOniguruma() {
    let trie = Self.methods
    #expect(answer(trie, "x.sort (", at: 2) == .match(end: 6))
    #expect(answer(trie, "x.sort\u{A0}(", at: 2) == .unknown)
    #expect(answer(trie, "x.sort \u{3000}(", at: 2) == .unknown)
    #expect(answer(trie, "x.sort’(", at: 2) == .noMatch)
    #expect(answer(trie, "x.sortа(", at: 2) == .noMatch)
  }

  /// Bytes that are not one well-formed character (the tokenizer's lines are, but the trie
  /// does not rely on it) leave the answer to Oniguruma.
  @Test func malformedBytesAreLeftToOniguruma() {
    let trie = Self.functions
    for bytes: [UInt8] in [[0x80, 0x61, 0x62, 0x73], [0xC0, 0x80, 0x61, 0x62, 0x73]] {
      let offset = bytes.count - 3
      let answer = bytes.withUnsafeBufferPointer {
        trie.answer($0.baseAddress!, at: offset, count: $0.count)
      }
      #expect(answer == .unknown)
    }
    let after: [UInt8] = [0x61, 0x62, 0x73, 0xE2, 0x80]
    let answer = after.withUnsafeBufferPointer { trie.answer($0.baseAddress!, at: 0, count: 5) }
    #expect(answer == .unknown)
  }

  /// The words the cache stores are the ones the trie lists, and a trie given them answers
  /// from them: a word only the stored list holds is found.
  @Test func storedWordsAreRead() throws {
    let fresh = Self.functions
    let encoded = try #require(fresh.encodedWords())
    var reader = CacheReader(encoded)
    let count = try reader.count()
    let words = try (0..<count).map { _ in String(decoding: try reader.raw(), as: UTF8.self) }
    #expect(Set(words) == ["abort", "abs", "puts"])
    var other = CacheWriter()
    other.count(1)
    other.raw(Array("zork".utf8))
    let stored = WordTrie(
      trie: fresh.trie, tail: fresh.tail, leadIsWordBoundary: true,
      storedWords: CacheReader(other.bytes))
    #expect(answer(stored, "zork(", at: 0) == .match(end: 4))
    #expect(answer(stored, "abs(", at: 0) == .noMatch)
  }

  /// Stored words that do not read back (none, a non-word byte, an empty word, a count past
  /// the bytes, bytes left over) are never used: the trie is read as with no cache.
  @Test(
    arguments: [
      [0], [1, 3, 0x61, 0x2D, 0x62], [1, 0], [2, 3, 0x61, 0x62, 0x63], [1, 1, 0x61, 0x61],
    ] as [[UInt8]])
  func storedWordsThatDoNotReadBackAreWorkedOutAgain(bytes: [UInt8]) {
    let fresh = Self.functions
    let stored = WordTrie(
      trie: fresh.trie, tail: fresh.tail, leadIsWordBoundary: true,
      storedWords: CacheReader(bytes))
    for text in ["abs(", "abort ", "puts", "ab(", "a(", "absx"] {
      #expect(answer(stored, text, at: 0) == answer(fresh, text, at: 0), "\(text)")
    }
  }
}
