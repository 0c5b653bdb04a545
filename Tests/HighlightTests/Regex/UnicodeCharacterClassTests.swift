import Testing

@testable import Highlight

/// The classes asked of Oniguruma's table are the ones its matches test: `\w` and `\s`
/// compiled as patterns agree with them on a spread of code points of every plane in use.
@Suite struct UnicodeCharacterClassTests {
  static let codePoints: [UInt32] =
    Array(stride(from: 0x80, to: 0x3_0000, by: 37)) + [
      0xA0, 0xAA, 0xB5, 0xBA, 0xC0, 0xD7, 0xDF, 0x2019, 0x200B, 0x2028, 0x3000, 0x3005, 0xFEFF,
      0xFF10, 0x1_F600, 0x10_FFFF,
    ]

  @Test func wordAndSpaceAgreeWithCompiledPatterns() throws {
    let word = try CompiledRegex(#"\A\w"#)
    let space = try CompiledRegex(#"\A\s"#)
    for code in Self.codePoints {
      guard let scalar = Unicode.Scalar(code) else { continue }
      let bytes = Array(String(Character(scalar)).utf8) + [0x20]
      bytes.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let length = buffer.count - 1
        let isWord = UnicodeCharacterClass.isWord(startingAt: 0, in: base, count: buffer.count)
        let isWordBefore = UnicodeCharacterClass.isWord(endingAt: length, in: base)
        let isSpace = UnicodeCharacterClass.isSpace(startingAt: 0, in: base, count: buffer.count)
        #expect(isWord == matches(word, buffer), "U+\(String(code, radix: 16))")
        #expect(isWordBefore == isWord, "U+\(String(code, radix: 16))")
        #expect(isSpace == matches(space, buffer), "U+\(String(code, radix: 16))")
      }
    }
  }

  @Test func asciiAndMalformedBytesHaveNoAnswer() {
    for bytes: [UInt8] in [
      [0x61], [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x80], [0xF5, 0x80, 0x80, 0x80],
    ] {
      bytes.withUnsafeBufferPointer { buffer in
        #expect(
          UnicodeCharacterClass.isWord(startingAt: 0, in: buffer.baseAddress!, count: buffer.count)
            == nil)
        #expect(
          UnicodeCharacterClass.isWord(endingAt: buffer.count, in: buffer.baseAddress!) == nil)
      }
    }
  }

  private func matches(_ regex: CompiledRegex, _ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let cache = MatchCache(fastPaths: false)
    cache.register(regex)
    let text = SearchText(base: buffer.baseAddress!, count: buffer.count, id: 1)
    return cache.search(regex.handle, in: text, from: 0) == 0
  }
}
