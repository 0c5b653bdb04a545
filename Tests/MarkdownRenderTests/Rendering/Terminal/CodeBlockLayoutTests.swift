import RenderSupport
import Testing

@testable import MarkdownRender

private let layout = CodeBlockLayout(theme: .dark)

@Test func tabsExpandToStopsOfFour() {
  let lines = layout.wrappedLines("a\tb\n\tc\n", style: .plain, highlighted: nil, width: 20)
  #expect(lines.map(\.text) == ["a   b", "    c"])
}

@Test func cutsAreMarkedAndKeepGraphemesWhole() {
  let lines = layout.wrappedLines("日本語のテキスト", style: .plain, highlighted: nil, width: 7)
  #expect(lines.map(\.text) == ["日本語↩", "のテキ↩", "スト"])
  #expect(lines.allSatisfy { $0.width <= 7 })
}

@Test func aLineThatFitsExactlyHasNoMarker() {
  let lines = layout.wrappedLines("12345678", style: .plain, highlighted: nil, width: 8)
  #expect(lines.map(\.text) == ["12345678"])
}

@Test func highlighterSpansAreUsedAndSanitized() {
  let keyword = TextStyle(bold: true)
  let lines = layout.wrappedLines(
    "let x\n", style: .plain,
    highlighted: [[StyledSpan("let", style: keyword), StyledSpan(" x\u{1B}")]], width: 20)
  #expect(lines[0].spans == [StyledSpan("let", style: keyword), StyledSpan(" x\u{241B}")])
}
