import Testing

@testable import DiffView

/// Commit lines read on bytes agree with the Character reading.
struct DiffParserCommitLineTests {
  @Test(arguments: [
    "0123456789abcdef0123456789abcdef01234567", "0123abc (HEAD -> main, tag: v1)",
    "0123abc   (origin/main)", "0123abc trailing words", "0123ab", "0123abg", "ABCDEF0 ()",
    "0123abc (unclosed", String(repeating: "a", count: 64), String(repeating: "a", count: 65),
    "", " 0123abc", "0123abc\r", "0123abc\t(x)",
  ])
  func asciiReadingAgreesWithCharacters(line: String) {
    let ascii = DiffParser.asciiCommitLine(line)
    let characters = DiffParser.characterCommitLine(line)
    #expect(ascii != nil)
    #expect(ascii??.hash == characters?.hash && ascii??.decorations == characters?.decorations)
  }

  @Test func nonASCIILinesAreLeftToCharacters() {
    #expect(DiffParser.asciiCommitLine("0123abc (feature/caf\u{E9})") == nil)
    #expect(
      DiffParser.commitLine("0123abc (feature/caf\u{E9})")?.decorations == "feature/caf\u{E9}")
    // Fullwidth digits are hex digits to Character.
    #expect(DiffParser.commitLine("\u{FF10}123abcd")?.hash == "\u{FF10}123abcd")
  }
}
