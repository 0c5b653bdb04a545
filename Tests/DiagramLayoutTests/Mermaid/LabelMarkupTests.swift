import Testing

@testable import DiagramLayout

@Suite struct LabelMarkupTests {
  @Test(arguments: [
    ("fa:fa-car Car", true), ("x::fa-y", true), ("a:f:fa-", true), (":fa", false),
    ("fa-car", false), (":f a-", false), ("", false), ("Load batch 4", false),
  ])
  func iconMarkerIsFoundByBytes(line: String, expected: Bool) {
    #expect(LabelMarkup.mayHoldIcon(line) == expected)
  }

  @Test func plainLinesStayOneRun() {
    #expect(LabelMarkup.runs("Load batch 4") == [TextRun("Load batch 4")])
    // `≮` decomposes to `<` and a combining slash: it is text, never a tag.
    #expect(LabelMarkup.runs("a ≮ b") == [TextRun("a ≮ b")])
  }

  @Test func tagsAndIconsStillApply() {
    #expect(
      LabelMarkup.runs("a<b>x</b>") == [TextRun("a"), TextRun("x", bold: true, italic: false)])
    #expect(LabelMarkup.runs("fa:fa-car Car") == [TextRun("Car")])
  }
}
