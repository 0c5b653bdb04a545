import RenderSupport
import Testing

@Test func stripRemovesCSIAndOSC() {
  let link = ANSIText.hyperlinkStart("https://x.y") + "x" + ANSIText.hyperlinkEnd
  #expect(ANSIText.strip("\u{1B}[1;38;2;1;2;3mbold\u{1B}[0m \(link)") == "bold x")
  #expect(ANSIText.strip("a\u{1B}]0;title\u{07}b") == "ab")
  #expect(ANSIText.strip("plain 中") == "plain 中")
}

@Test func visibleWidthCountsCells() {
  #expect(ANSIText.visibleWidth("\u{1B}[31m中文\u{1B}[0m!") == 5)
}

@Test func hyperlinkStartCannotBeBrokenOutOf() {
  let sequence = ANSIText.hyperlinkStart("https://e.com/\u{1B}\\\u{07} é")
  #expect(sequence == "\u{1B}]8;;https://e.com/%1B\\%07%20%C3%A9\u{1B}\\")
  #expect(ANSIText.strip(sequence + "t" + ANSIText.hyperlinkEnd) == "t")
}

@Test func unclosedEscapesFindsOpenState() {
  #expect(ANSIText.unclosedEscapes(in: "\u{1B}[1mx\u{1B}[0m").isEmpty)
  #expect(ANSIText.unclosedEscapes(in: "\u{1B}[1mx\u{1B}[m").isEmpty)
  #expect(ANSIText.unclosedEscapes(in: "\u{1B}[1mx") == [.attributesLeftOn])
  #expect(ANSIText.unclosedEscapes(in: "\u{1B}[1;0mx").isEmpty)
  let open = ANSIText.hyperlinkStart("u") + "x"
  #expect(ANSIText.unclosedEscapes(in: open) == [.hyperlinkLeftOpen])
  #expect(ANSIText.unclosedEscapes(in: open + ANSIText.hyperlinkEnd).isEmpty)
  #expect(ANSIText.unclosedEscapes(in: "x\u{1B}[38;2") == [.truncatedSequence])
}
