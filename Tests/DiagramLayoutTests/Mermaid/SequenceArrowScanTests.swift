import TestSupport
import Testing

@testable import DiagramLayout

/// `findArrow` filters the tokens by their bytes before comparing characters; it must find
/// what comparing the characters of every token at every place finds.
@Suite struct SequenceArrowScanTests {
  /// Every token compared by characters at every dash, slash or `<`: the definition.
  static func plain(_ head: Substring) -> (Range<String.Index>, SequenceArrow)? {
    var index = head.startIndex
    while index < head.endIndex {
      if "-</\\".contains(head[index]) {
        for (token, arrow) in SequenceArrow.tokens where head[index...].hasPrefix(token) {
          return (index..<head.index(index, offsetBy: token.count), arrow)
        }
      }
      index = head.index(after: index)
    }
    return nil
  }

  /// Pieces of arrows, names and marks that combine with the character before them.
  static let pieces = [
    "-", "--", "<", "<<", ">", ">>", "/", "\\", "|", "x", ")", "A", " ", "é", "\u{301}",
    "\u{20D7}", "👍🏽", ":", "\u{600}", "\r", "\n",
  ]

  @Test func findsWhatComparingCharactersFinds() {
    var generator = SeededGenerator(seed: 29)
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator)!
      }.joined()
      let head = Substring(text)
      let fast = SequenceParser.findArrow(head)
      let slow = Self.plain(head)
      #expect(fast?.0 == slow?.0, "\(Array(text.unicodeScalars))")
      #expect(fast.map { "\($0.1)" } == slow.map { "\($0.1)" }, "\(text)")
    }
    #expect(SequenceParser.findArrow("A->>B")?.1.head == .filled)
    // A combining mark makes `x́` another character: `-x` is no cross arrow here.
    #expect(SequenceParser.findArrow("A-x\u{301}B") == nil)
  }
}
