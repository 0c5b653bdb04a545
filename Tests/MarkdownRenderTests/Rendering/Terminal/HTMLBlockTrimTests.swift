import Foundation
import TestSupport
import Testing

@testable import MarkdownRender

/// The centring check trims an HTML block's ends itself; it must cut exactly what Foundation's
/// `trimmingCharacters(in: .whitespacesAndNewlines)` cuts, Unicode spaces and breaks included.
@Suite struct HTMLBlockTrimTests {
  /// Pieces that are white space to Foundation or only look like it.
  static let pieces = [
    " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}",
    "\u{3000}", "\u{200B}", "\u{FEFF}", "<", "div", "é", "👍🏽", "\u{301}", "a", "",
  ]

  @Test func cutsWhatFoundationCuts() {
    var generator = SeededGenerator(seed: 29)
    for _ in 0..<3_000 {
      let raw = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator)!
      }.joined()
      #expect(
        String(HTMLBlockReader.trimmingSpace(raw))
          == raw.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(raw.unicodeScalars))")
    }
  }

  @Test func centringStillReadsATrimmedOpener() {
    #expect(HTMLBlockReader.centering("\n  <div align=\"center\">\u{2003}\n") == 1)
    #expect(HTMLBlockReader.centering("</div>\r\n") == -1)
    #expect(HTMLBlockReader.centering("<div>x</div>") == 0)
  }
}
