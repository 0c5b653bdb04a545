import TestSupport
import Testing

@testable import DiffView

/// The byte paths of header parsing agree with the Character paths they stand in for.
struct GitPathTests {
  /// ASCII headers of every shape the split meets: odd and even lengths, the space in the
  /// middle or not, equal halves with and without prefixes, a CR inside.
  static let asciiHeaders: [Substring] = [
    "a/x b/x", "a/my file b/my file", "a/x  b/x", "a/ab b/ab", "x y", " ", "", "a b c",
    "a/x\r b/x\r", "a/x\rb/x", "c/dir/f.c i/dir/f.c", "a/x b/y", "a/ b/",
  ]

  @Test(arguments: asciiHeaders)
  func middleSplitOfBytesAgreesWithCharacters(header: Substring) {
    let bytes = GitPath.middleSplitOfBytes(header)
    let characters = GitPath.middleSplitOfCharacters(header)
    #expect(bytes?.0 == characters?.0 && bytes?.1 == characters?.1)
  }

  @Test func seededASCIIHeadersSplitAlike() {
    var generator = SeededGenerator(seed: 17)
    let alphabet = Array("ab/ .\t\rxyz".utf8)
    for _ in 0..<2_000 {
      let half = (0..<Int(generator.next() % 6)).map { _ in
        alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      let other = generator.next() % 3 == 0 ? half.reversed() : half
      let text =
        "a/" + String(decoding: half, as: UTF8.self) + " b/"
        + String(decoding: other, as: UTF8.self)
      let bytes = GitPath.middleSplitOfBytes(Substring(text))
      let characters = GitPath.middleSplitOfCharacters(Substring(text))
      #expect(bytes?.0 == characters?.0 && bytes?.1 == characters?.1, "\(text.debugDescription)")
    }
  }

  @Test func nonASCIIHeadersSplitByCharacters() {
    // Two-byte letters: the halves have as many Characters but the bytes have no middle.
    #expect(GitPath.splitHeader("a/é b/é")! == ("a/é", "b/é"))
    // A combining mark after the space joins it into another Character: no space at all.
    #expect(GitPath.middleSplit("a/\u{E9} \u{301}\u{E9}") == nil)
    #expect(GitPath.splitHeader("a/x \u{301}b/x") == nil)
  }

  @Test func fieldEndsAtATabAfterAnyCharacter() {
    #expect(GitPath.field("a/caf\u{E9}\t2024-01-01") == "a/caf\u{E9}")
    #expect(GitPath.field("a/e\u{301}\tx") == "a/e\u{301}")
    #expect(GitPath.field("a/plain") == "a/plain")
    #expect(GitPath.field("\"a/t\\tb\"\tx") == "a/t\tb")
  }
}
