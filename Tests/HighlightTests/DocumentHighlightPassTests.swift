import Testing

@testable import Highlight

@Suite struct DocumentHighlightPassTests {
  /// Parts that start inside a heredoc: the speculative spans are wrong there and the
  /// stitching must restyle lines until the states meet (with two parts, the first part's
  /// thread restyles the second), giving exactly the sequential spans.
  @Test(arguments: [2, 4]) func partsGiveTheSequentialSpans(parts: Int) throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let lines = DocumentTokenizerTests.heredocAcrossSplits
    var pass = DocumentHighlightPass(
      grammar: grammar, theme: Theme(BuiltinThemes.intentDark), alternateTheme: nil,
      maxLineLength: 10_000, timeLimit: 60)
    pass.maxParts = 1
    let sequential = try #require(pass.run(lines))
    pass.maxParts = parts
    let parallel = try #require(pass.run(lines))
    #expect(parallel == sequential)
    // The heredoc really changes styles (the check above is not trivially true).
    #expect(sequential[2201] != sequential[2198])
  }

  /// A long document with no line that may start at the root (every line indented) is one
  /// part, tokenized on one thread and styled on another while it goes on.
  @Test func unsplitDocumentStylesOnASecondThread() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let lines = DocumentTokenizerTests.heredocAcrossSplits.map { Substring(" " + $0) }
    #expect(SplitPoints.starts(lines, parts: 2) == [0])
    var pass = DocumentHighlightPass(
      grammar: grammar, theme: Theme(BuiltinThemes.intentDark), alternateTheme: nil,
      maxLineLength: 10_000, timeLimit: 60)
    pass.maxParts = 1
    let sequential = try #require(pass.run(lines))
    pass.maxParts = 2
    let helped = try #require(pass.run(lines))
    #expect(helped == sequential)
    #expect(sequential[2201] != sequential[2198])
  }
}
