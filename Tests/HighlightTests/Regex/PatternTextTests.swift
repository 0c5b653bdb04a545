import Testing

@testable import Highlight

/// `PatternText` keys patterns by their UTF-8 bytes: equal bytes are one key, and texts that
/// differ anywhere (in length, in one byte, in the tail after the last whole word) are two.
@Suite struct PatternTextTests {
  @Test func equalBytesAreOneKeyAndEveryOneByteChangeIsAnother() {
    for length in 0..<40 {
      let base = String((0..<length).map { Character(UnicodeScalar(0x61 + $0 % 26)!) })
      let key = PatternText(base)
      #expect(key == PatternText(String(base)))
      #expect(key.hashValue == PatternText(base + "").hashValue)
      var hashes: Set<Int> = [key.hashValue]
      for position in 0..<length {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "_")
        let changed = PatternText(String(decoding: bytes, as: UTF8.self))
        #expect(changed != key)
        hashes.insert(changed.hashValue)
      }
      let longer = PatternText(base + "\u{FFFF}")
      #expect(longer != key)
      hashes.insert(longer.hashValue)
      // One changed word of eight bytes never collides: each step is a bijection.
      #expect(hashes.count == length + 2)
    }
  }

  @Test func canonicallyEquivalentTextsAreDifferentPatterns() {
    // "é" precomposed and as e + combining acute: one `String`, two byte sequences.
    let composed = PatternText("caf\u{E9}")
    let decomposed = PatternText("cafe\u{301}")
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(composed != decomposed)
    var table: [PatternText: Int] = [composed: 1]
    table[decomposed] = 2
    #expect(table.count == 2)
  }
}
