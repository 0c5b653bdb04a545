import RenderSupport
import Testing

@testable import MarkdownRender

@Test func stylesResetAndLinksClosedAtEveryLineEnd() {
  var writer = ANSIWriter(level: .truecolor, hyperlinks: true)
  let red = TextStyle(foreground: RGBColor(hex: "#FF0000"), bold: true)
  var out = ""
  writer.write(
    TerminalLine([
      StyledSpan("a"), StyledSpan("b", style: red), StyledSpan("c", style: red, link: "https://x"),
    ]), into: &out)
  #expect(
    out == "a\u{1B}[1;38;2;255;0;0mb\u{1B}]8;;https://x\u{1B}\\c\u{1B}[0m\u{1B}]8;;\u{1B}\\\n")
  #expect(ANSIText.unclosedEscapes(in: String(out.dropLast())).isEmpty)
}

@Test func noColourMeansNoEscapesAtAll() {
  var writer = ANSIWriter(level: .none, hyperlinks: true)
  var out = ""
  writer.write(
    TerminalLine([StyledSpan("x", style: TextStyle(bold: true), link: "https://x")]), into: &out)
  #expect(out == "x\n")
}

@Test func downgradesTo256Colours() {
  var writer = ANSIWriter(level: .ansi256, hyperlinks: false)
  var out = ""
  writer.write(
    TerminalLine([StyledSpan("x", style: TextStyle(foreground: RGBColor(hex: "#FF0000")))]),
    into: &out)
  #expect(out == "\u{1B}[38;5;196mx\u{1B}[0m\n")
}
