import Testing

@testable import Highlight

@Suite struct DocumentTokenizerTests {
  /// A document whose parts start inside a block comment, so the guessed root state is wrong
  /// and the stitching must redo lines.
  @Test func parallelResultEqualsSequential() throws {
    let grammar = try makeRegistry(TokenizerTests.blocks).grammar(scopeName: "source.t")!
    var lines: [Substring] = []
    for index in 0..<9000 {
      // Splits fall near multiples of 2250, inside a comment open from 2200 to 2300.
      switch index % 2250 {
      case 2200: lines.append("/* open")
      case 50: lines.append("close */ let x\(index) = 1")
      default: lines.append(index % 3 == 0 ? "" : "let v = \(index)")
      }
    }
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
