import RenderSupport
import Testing

@Test func truecolorWritesTheExactColour() {
  let style = TextStyle(foreground: RGBColor(hex: "#AF3A03"), bold: true)
  #expect(SGR.sequence(for: style, level: .truecolor) == "\u{1B}[1;38;2;175;58;3m")
}

@Test func noColourLevelWritesNothing() {
  #expect(SGR.sequence(for: TextStyle(bold: true), level: .none) == "")
  #expect(SGR.sequence(for: .plain, level: .truecolor) == "")
}

@Test func downgradesTo256And16() {
  let red = RGBColor(red: 255, green: 0, blue: 0)
  #expect(SGR.sequence(for: TextStyle(foreground: red), level: .ansi256) == "\u{1B}[38;5;196m")
  #expect(SGR.sequence(for: TextStyle(background: red), level: .ansi16) == "\u{1B}[101m")
  let grey = RGBColor(red: 128, green: 128, blue: 128)
  #expect(ANSIPalette.nearest256(grey) == 244)
}
