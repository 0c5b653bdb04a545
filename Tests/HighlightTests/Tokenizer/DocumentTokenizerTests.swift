import Testing

@testable import Highlight

@Suite struct DocumentTokenizerTests {
  /// 9000 lines of `TokenizerTests.blocks` source. Splits into two or four fall near
  /// multiples of 2250, inside a heredoc open from 2200 to 2300 (of each 2250): it holds no
  /// bracket, so `SplitPoints` takes its lines for root lines.
  static let heredocAcrossSplits: [Substring] = (0..<9000).map { index in
    switch index % 2250 {
    case 2200: return "let h = <<END"
    case 50: return "END"
    default: return index % 3 == 0 ? "" : "let v = \(index)"
    }
  }

  /// A document whose parts start inside a heredoc, so the guessed root state is wrong and
  /// the stitching must redo lines (with two parts, the first part's thread does them).
  @Test(arguments: [2, 4]) func parallelResultEqualsSequential(parts: Int) throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    let lines = Self.heredocAcrossSplits
    let tokenizer = Tokenizer(grammar: grammar)
    var state = LineState.initial
    var expected: [TokenizedLine] = []
    for line in lines {
      let result = tokenizer.tokenizeLine(line, state: state)
      expected.append(result)
      state = result.state
    }
    let parallel = try #require(
      DocumentTokenizer.tokenize(lines: lines, grammar: grammar, maxParts: parts))
    #expect(parallel.count == expected.count)
    #expect(zip(parallel, expected).allSatisfy { $0.tokens == $1.tokens && $0.state == $1.state })
    #expect(SplitPoints.starts(lines, parts: parts).count == parts)
  }
}
