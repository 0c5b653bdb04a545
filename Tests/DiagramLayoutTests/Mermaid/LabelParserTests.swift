import Testing

@testable import DiagramLayout

@Suite struct LabelParserTests {
  @Test(arguments: [
    ("Fetch session 19", "Fetch session 19"), ("a #35; b", "a # b"), ("#quot;q#quot;", "\"q\""),
    ("#x2764;", "\u{2764}"), ("# no entity", "# no entity"), ("é #amp; ü", "é & ü"),
  ])
  func entitiesDecodeOnlyAtHashes(text: String, expected: String) {
    #expect(LabelParser.decodeEntities(text) == expected)
  }
}
