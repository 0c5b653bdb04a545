import RenderSupport
import Testing

@Test func parsesShortAndLongHex() {
  #expect(RGBColor(hex: "#AF3A03")?.hex == "#AF3A03")
  #expect(RGBColor(hex: "fff")?.hex == "#FFFFFF")
  #expect(RGBColor(hex: "#12345") == nil)
  #expect(RGBColor(hex: "#GG0000") == nil)
}

@Test func compositesAlphaOverBackground() {
  // 50% black over white is mid grey (0x80 after rounding 127.5).
  #expect(RGBColor(hex: "#00000080")?.hex == "#7F7F7F")
  #expect(RGBColor(hex: "#FF000000", over: .black)?.hex == "#000000")
}

@Test func contrastRatioMatchesWCAG() {
  #expect(abs(RGBColor.black.contrastRatio(to: .white) - 21) < 0.001)
  // #767676 on white is the classic 4.54:1 example.
  let grey = RGBColor(hex: "#767676")!
  #expect(abs(grey.contrastRatio(to: .white) - 4.54) < 0.01)
}
