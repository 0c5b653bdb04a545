import Testing

@testable import Highlight

@Test func ansiPaintsRunsAndResets() {
  let highlighted = OutputFixtures.highlighted(
    "if x\n", [(0, 0, 2, "keyword"), (0, 2, 4, "plain")])
  let out = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .truecolor))
  #expect(out == "\u{1B}[1;38;2;175;58;3mif\u{1B}[0m x\n")
  let none = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .none))
  #expect(none == "if x\n")
  let c16 = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .ansi16))
  #expect(c16.hasPrefix("\u{1B}[1;3"))
}

@Test func ansiLineNumbersHeaderAndHostileControls() {
  let highlighted = OutputFixtures.highlighted("a\u{1B}[2J\r\nb", [])
  let out = ANSIHighlightWriter.write(
    highlighted, options: ANSIHighlightOptions(level: .none, lineNumbers: true, header: "f.c"))
  #expect(out == "File: f.c\n   1 a\u{241B}[2J\n   2 b\n")
  let c1 = OutputFixtures.highlighted("x\u{9B}31m", [])
  #expect(
    !ANSIHighlightWriter.write(c1, options: ANSIHighlightOptions(level: .none)).contains("\u{9B}"))
}
