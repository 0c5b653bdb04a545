import Testing

@testable import MarkdownRender

private func frontMatter(_ text: String) -> FrontMatter? {
  MarkdownParser.parse(text, options: .note).frontMatter
}

@Test func frontMatterNeedsItsClosingLine() {
  #expect(frontMatter("---\ntitle: x\n") == nil)
  #expect(frontMatter("---\ntitle: x\n---\n")?.title == "x")
  #expect(frontMatter("---\ntitle: x\n...\nbody\n")?.title == "x")
  #expect(frontMatter("text\n---\ntitle: x\n---\n") == nil)
  // Off unless asked for: a conversation's message has no top.
  #expect(MarkdownParser.parse("---\ntitle: x\n---\n").frontMatter == nil)
}

@Test func frontMatterIsNotARuleAndAHeading() {
  let document = MarkdownParser.parse(
    "---\ntitle: x\n---\n# Heading\n",
    options: MarkdownParseOptions(sourcePositions: true, frontMatter: true))
  #expect(document.blocks.count == 1)
  guard case .heading(1, _, let range)? = document.blocks.first else {
    Issue.record("expected the heading, got \(document.blocks)")
    return
  }
  // Positions stay those of the whole text.
  #expect(range?.start.line == 4)
}

@Test func theSubsetReadsScalarsQuotesListsAndBlockScalars() {
  let text = """
    ---
    title: 'It''s: quoted'
    plain: a value # with a comment
    escaped: "tab\\there"
    list: [a, b , c]
    items:
    - one
    - "two"
    literal: |
      line one
      line two
    empty:
    ---

    """
  let entries = frontMatter(text)?.entries ?? []
  #expect(
    entries == [
      .init(key: "title", value: .scalar("It's: quoted")),
      .init(key: "plain", value: .scalar("a value")),
      .init(key: "escaped", value: .scalar("tab\there")),
      .init(key: "list", value: .list(["a", "b", "c"])),
      .init(key: "items", value: .list(["one", "two"])),
      .init(key: "literal", value: .scalar("line one\nline two")),
      .init(key: "empty", value: .scalar("")),
    ])
}

@Test func anythingRicherStaysText() {
  let text = "---\nnested:\n  a: 1\nanchor: &x value\n{flow: map}\n---\n"
  let entries = frontMatter(text)?.entries ?? []
  #expect(
    entries == [
      .init(key: "nested", value: .text("  a: 1")),
      .init(key: "anchor", value: .text("&x value")),
      .init(key: "", value: .text("{flow: map}")),
    ])
}

@Test func aHugeUnclosedFrontMatterIsMarkdown() {
  let text = "---\n" + String(repeating: "key: value\n", count: 10_000)
  #expect(frontMatter(text) == nil)
}

@Test func largeNotesCarryFrontMatterInTheirFirstSection() {
  let text = "---\ntitle: big\n---\n" + String(repeating: "Paragraph text here.\n\n", count: 8_000)
  var sections: [MarkdownDocument] = []
  MarkdownParser(options: .note).parseSections(text, sectionSize: 16 * 1024) { sections.append($0) }
  #expect(sections.count > 2)
  #expect(sections.first?.frontMatter?.title == "big")
  #expect(sections.dropFirst().allSatisfy { $0.frontMatter == nil })
  #expect(sections.allSatisfy { !$0.blocks.contains(.thematicBreak(nil)) })
}
