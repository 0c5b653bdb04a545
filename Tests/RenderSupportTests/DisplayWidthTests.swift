import Testing

@testable import RenderSupport

@Test(
  arguments: [
    ("a", 1), ("~", 1), ("\t", 0), ("\u{1B}", 0),
    ("中", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2),
    ("e\u{301}", 1),  // e + combining acute
    ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo L V T
    ("😀", 2), ("👍🏽", 2),  // emoji, with skin tone modifier
    ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2),  // ZWJ sequences
    ("🇩🇪", 2),  // flag
    ("❤️", 2), ("❤", 1), ("☺︎", 1),  // VS16 / VS15
    ("1️⃣", 2),  // keycap
    ("─", 1), ("…", 1),  // ambiguous counts one
    ("\u{200B}", 0),
  ] as [(String, Int)])
func graphemeWidth(text: String, width: Int) {
  #expect(text.count == 1)
  #expect(DisplayWidth.of(Character(text)) == width)
}

@Test func stringWidthSumsGraphemes() {
  #expect(DisplayWidth.of("hello") == 5)
  #expect(DisplayWidth.of("日本語 text") == 11)
  #expect(DisplayWidth.of("Zoë́") == 3)
  #expect(DisplayWidth.of("👩‍💻 dev") == 6)
  #expect(DisplayWidth.of("") == 0)
  #expect(DisplayWidth.of("abc"[...]) == 3)
}

@Test func scalarWidths() {
  #expect(DisplayWidth.of(scalar: "A") == 1)
  #expect(DisplayWidth.of(scalar: "\u{0301}") == 0)
  #expect(DisplayWidth.of(scalar: "\u{FE0F}") == 0)
  #expect(DisplayWidth.of(scalar: "\u{200D}") == 0)
  #expect(DisplayWidth.of(scalar: "\u{3000}") == 2)
  #expect(DisplayWidth.of(scalar: "\u{20000}") == 2)
  #expect(DisplayWidth.of(scalar: "\u{00AD}") == 1)
  #expect(DisplayWidth.of(scalar: "\u{85}") == 0)
}

/// The CJK fast path of `of(scalar:)` gives what the tables give for every scalar it takes.
@Test func ideographFastPathAgreesWithTheTables() {
  for value in UInt32(0x3400)...0x9FFF {
    #expect(DisplayWidth.of(scalar: Unicode.Scalar(value)!) == DisplayWidth.ofTables(value))
  }
}

/// The pictograph bitmap of `of(scalar:)` gives what the tables give for every scalar it
/// covers.
@Test func pictographBitmapAgreesWithTheTables() {
  for value in DisplayWidth.pictographs {
    #expect(DisplayWidth.of(scalar: Unicode.Scalar(value)!) == DisplayWidth.ofTables(value))
  }
}
