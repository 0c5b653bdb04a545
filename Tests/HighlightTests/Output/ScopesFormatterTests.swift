import Testing

@testable import Highlight

@Suite struct ScopesFormatterTests {
  @Test func listsEveryTokenWithUTF16Columns() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let output = ScopesFormatter.format("😀 1\r\n\"\t\"", tokenizer: Tokenizer(grammar: grammar))
    #expect(
      output == """
        1 [0, 3) "😀 " source.t
        1 [3, 4) "1" source.t constant.numeric.t
        2 [0, 3) "\\"\\t\\"" source.t

        """)
  }

  /// A dump lists every token's whole stack, so deep input is stopped by its output cap.
  @Test func stopsAtTheOutputCap() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let tokenizer = Tokenizer(grammar: grammar)
    #expect(ScopesFormatter.format("1 1 1\n", tokenizer: tokenizer, maxOutputBytes: 1000) != nil)
    #expect(
      ScopesFormatter.format(
        String(repeating: "1 1 1\n", count: 100), tokenizer: tokenizer, maxOutputBytes: 1000)
        == nil)
  }

  @Test func splitsLinesAtEveryBreakKind() {
    let lines = SourceLines.split("a\r\nb\rc\n")
    #expect(lines.map(\.text) == ["a", "b", "c", ""])
    #expect(lines.map(\.utf8Offset) == [0, 3, 5, 7])
    #expect(lines.map(\.breakLength) == [2, 1, 1, 0])
  }
}
