import TestSupport
import Testing

@testable import RenderServer

@Suite struct DocumentLinesTests {
  @Test func splitKeepsEachLineBreakAndCountsLinesWithoutCutting() {
    for text in ["", "a", "a\n", "a\r\nb\rc\n\n", "\r", "\r\n", "é🎉\nx", "\n\r\r\n"] {
      let cut = DocumentLines.split(text)
      let joined = zip(cut.texts, cut.terminators).map { $0 + $1.text }.joined()
      #expect(joined == text)
      #expect(cut.texts.count == DocumentLines.lineCount(text), "\(text.debugDescription)")
      #expect(cut.lengths == cut.texts.map { $0.utf16.count })
    }
  }

  /// The first line over the length budget is kept up to date by each edit and is the one a
  /// scan of every line finds.
  @Test(arguments: 1...4) func theFirstOverLongLineFollowsEdits(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let pieces = ["ab", "abcdef", "", "abcdefgh", "x"]
    func someLines() -> String {
      (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
        .joined(separator: "\n")
    }
    var lines = DocumentLines(someLines() + "\n" + someLines(), maxLineLength: 5)
    for _ in 0..<300 {
      let start = Int.random(in: 0..<lines.count, using: &random)
      let end = min(lines.count, start + Int.random(in: 0...3, using: &random))
      let cut = DocumentLines.split(someLines(), keepEmptyLast: false)
      guard !(cut.texts.isEmpty && end - start == lines.count) else { continue }
      lines.replace(start..<end, with: cut)
      #expect(lines.firstOverLong == lines.lengths.firstIndex { $0 > 5 })
      #expect(
        lines.byteCount
          == zip(lines.texts, lines.terminators).map { $0.utf8.count + $1.byteCount }.reduce(0, +))
    }
  }
}
