import Testing

@testable import Highlight

/// Selectors and scopes split by bytes give the segments a split by Characters gives, ASCII
/// or not.
@Test func selectorSegmentsMatchCharacterSplit() {
  let pieces = [
    "source", "js", ".", " ", "", "\r\n", "\r", "\t", "é", "e\u{301}", ".\u{301}",
    " \u{301}", "中", "-", "*",
  ]
  var rng = SystemRandomNumberGenerator()
  for _ in 0..<3000 {
    let text = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
      pieces.randomElement(using: &rng)!
    }.joined()
    for separator in [" ", "."] {
      let expected = text.split(
        separator: Character(separator), omittingEmptySubsequences: false)
      let found = text.segments(separatedBy: separator.utf8.first!)
      #expect(found == expected, "\(Array(text.unicodeScalars))")
      let sub = text.dropFirst()
      #expect(
        sub.segments(separatedBy: separator.utf8.first!)
          == sub.split(separator: Character(separator), omittingEmptySubsequences: false))
    }
  }
}
