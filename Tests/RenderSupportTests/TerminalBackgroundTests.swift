import RenderSupport
import Testing

@Test func osc11RepliesNameTheBackground() {
  func parse(_ text: String) -> TerminalBackground? {
    TerminalBackground.parse(oscReply: Array(text.utf8))
  }
  #expect(parse("\u{1B}]11;rgb:fafa/fafa/fafa\u{1B}\\") == .light)
  #expect(parse("\u{1B}]11;rgb:1a1a/1b1b/2626\u{07}") == .dark)
  #expect(parse("\u{1B}]11;rgb:ff/ff/ff\u{1B}\\\u{1B}[?1;2c") == .light)
  // A dark grey is dark; a pale yellow is light.
  #expect(parse("\u{1B}]11;rgb:6060/6060/6060\u{1B}\\") == .dark)
  #expect(parse("\u{1B}]11;rgb:ffff/f5f5/d0d0\u{1B}\\") == .light)
  for broken in [
    "", "\u{1B}[?1;2c", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
  ] {
    #expect(parse(broken) == nil, "\(broken.debugDescription)")
  }
}

@Test func colorFGBGNamesTheBackgroundByPaletteIndex() {
  #expect(TerminalBackground.fromColorFGBG("15;0") == .dark)
  #expect(TerminalBackground.fromColorFGBG("0;15") == .light)
  #expect(TerminalBackground.fromColorFGBG("0;default;7") == .light)
  #expect(TerminalBackground.fromColorFGBG("12;8") == .dark)
  #expect(TerminalBackground.fromColorFGBG("x") == nil)
  #expect(TerminalBackground.fromColorFGBG(nil) == nil)
}
