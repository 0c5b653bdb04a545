import Testing

@testable import Highlight

@Suite struct DocumentTokenizerTests {
  /// 9000 lines of `TokenizerTests.blocks` source. Splits into four fall near multiples of
  /// 2250, inside a block comment open from 2200 to 2300 (of each 2250).
  static let commentAcrossSplits: [Substring] = (0..<9000).map { index in
    switch index % 2250 {
    case 2200: return "/* open"
    case 50: return "close */ let x\(index) = 1"
    default: return index % 3 == 0 ? "" : "let v = \(index)"
    }
  }

  /// A document whose parts start inside a block comment, so the guessed root state is wrong
  /// and the stitching must redo lines.
  @Test func parallelResultEqualsSequential() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let lines = Self.commentAcrossSplits
    let tokenizer = Tokenizer(grammar: grammar)
    var state = LineState.initial
    var expected: [TokenizedLine] = []
    for line in lines {
      let result = tokenizer.tokenizeLine(line, state: state)
      expected.append(result)
      state = result.state
    }
    let parallel = try #require(
      DocumentTokenizer.tokenize(lines: lines, grammar: grammar, maxParts: 4))
    #expect(parallel.count == expected.count)
    #expect(zip(parallel, expected).allSatisfy { $0.tokens == $1.tokens && $0.state == $1.state })
    #expect(DocumentTokenizer.splitPoints(lines, parts: 4).count == 4)
  }
}
