import RenderSupport
import Testing

@testable import MarkdownRender

private func wrap(_ parts: [(String, TextStyle)], width: Int) -> [String] {
  var wrapper = LineWrapper(width: width)
  for (text, style) in parts { wrapper.add(text, style: style) }
  return wrapper.finish().map(\.text)
}

@Test func wrapsAtSpacesGreedily() {
  #expect(
    wrap([("the quick brown fox jumps over the lazy dog", .plain)], width: 10) == [
      "the quick", "brown fox", "jumps over", "the lazy", "dog",
    ])
}

@Test func keepsStylesAcrossWrappedLines() {
  var wrapper = LineWrapper(width: 8)
  let bold = TextStyle(bold: true)
  wrapper.add("aa ", style: .plain)
  wrapper.add("bold text here", style: bold)
  let lines = wrapper.finish()
  #expect(lines.map(\.text) == ["aa bold", "text", "here"])
  #expect(lines[1].spans == [StyledSpan("text", style: bold)])
  #expect(lines[0].spans[1] == StyledSpan("bold", style: bold))
}

@Test func styledWordsWithoutSpaceStayTogether() {
  let bold = TextStyle(bold: true)
  #expect(
    wrap([("xxxxx foo", .plain), ("bar", bold), (" z", .plain)], width: 8) == [
      "xxxxx", "foobar z",
    ])
}

@Test func splitsOverlongWordsBetweenGraphemes() {
  #expect(wrap([("abcdefghij", .plain)], width: 4) == ["abcd", "efgh", "ij"])
  // Wide characters never straddle the edge.
  #expect(wrap([("ab日本語", .plain)], width: 5).map { DisplayWidth.of($0) }.allSatisfy { $0 <= 5 })
}

@Test func breaksBetweenCJKCharactersButNotBeforeClosingPunctuation() {
  let lines = wrap([("日本語のテキストです。とても長い", .plain)], width: 10)
  #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
  #expect(lines.joined() == "日本語のテキストです。とても長い")
  #expect(!lines.dropFirst().contains { $0.hasPrefix("。") })
}

@Test func combiningAndEmojiMeasuredByCells() {
  let lines = wrap([("e\u{301}e\u{301} 👩‍💻👩‍💻 x", .plain)], width: 6)
  // Emoji, like ideographs, allow a break on either side.
  #expect(lines == ["e\u{301}e\u{301} 👩‍💻", "👩‍💻 x"])
}

@Test func controlCharactersAreShownNotSent() {
  #expect(wrap([("a\u{1B}[31mb\u{7}", .plain)], width: 20) == ["a\u{241B}[31mb\u{2407}"])
}

@Test func hardBreaksAndCollapsedSpaces() {
  var wrapper = LineWrapper(width: 20)
  wrapper.add("one   two", style: .plain)
  wrapper.lineBreak()
  wrapper.add("three", style: .plain)
  #expect(wrapper.finish().map(\.text) == ["one two", "three"])
}
