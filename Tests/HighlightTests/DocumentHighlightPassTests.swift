import Testing

@testable import Highlight

@Suite struct DocumentHighlightPassTests {
  /// Parts that start inside a block comment: the speculative spans are wrong there and the
  /// stitching must restyle lines until the states meet, giving exactly the sequential spans.
  @Test func partsGiveTheSequentialSpans() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let lines = DocumentTokenizerTests.commentAcrossSplits
    var pass = DocumentHighlightPass(
      grammar: grammar, theme: Theme(BuiltinThemes.intentDark), alternateTheme: nil,
      maxLineLength: 10_000, timeLimit: 60)
    pass.maxParts = 1
    let sequential = try #require(pass.run(lines))
    pass.maxParts = 4
    let parallel = try #require(pass.run(lines))
    #expect(parallel == sequential)
    // The comment really changes styles (the check above is not trivially true).
    #expect(sequential[2201] != sequential[2198])
  }
}
