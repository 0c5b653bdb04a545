import RenderSupport
import Testing

@testable import MarkdownRender

private func plain(_ blocks: [Block], width: Int = 40, footnotes: [FootnoteDefinition] = [])
  -> String
{
  TerminalRenderer(options: TerminalRenderOptions(width: width, colorLevel: .none))
    .render(MarkdownDocument(blocks: blocks, footnotes: footnotes))
}

@Test func orderedNumbersRightAlignedWithHangingIndent() {
  let items = (1...10).map {
    ListItem(blocks: [.paragraph([.text("item \($0) words to wrap")], nil)])
  }
  let out = plain(
    [.list(.ordered(start: 1, delimiter: "."), tight: true, items: items, nil)], width: 16)
  let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines[0] == " 1. item 1 words")
  #expect(lines[1] == "    to wrap")
  #expect(lines.contains("10. item 10"))
}

@Test func tasksAndNestedBullets() {
  let nested = Block.list(
    .bullet, tight: true, items: [ListItem(blocks: [.paragraph([.text("inner")], nil)])], nil)
  let out = plain([
    .list(
      .bullet, tight: true,
      items: [
        ListItem(task: true, blocks: [.paragraph([.text("done")], nil)]),
        ListItem(task: false, blocks: [.paragraph([.text("todo")], nil), nested]),
      ], nil)
  ])
  #expect(out == "☒ done\n☐ todo\n  ◦ inner\n")
}

@Test func quoteBarOnEveryLine() {
  let out = plain(
    [
      .blockQuote(
        [.paragraph([.text("aaa bbb ccc ddd")], nil), .paragraph([.text("eee")], nil)], nil)
    ], width: 9)
  #expect(out == "┃ aaa bbb\n┃ ccc ddd\n┃\n┃ eee\n")
}

@Test func codeBlockFramedAndCutWithMarker() {
  let out = plain(
    [
      .codeBlock(
        info: "swift", literal: "let x = 1\nlet long = 12345678901234\n", fenced: true, nil)
    ],
    width: 20)
  #expect(
    out == """
      ╭─ swift ───────────
      │ let x = 1
      │ let long = 123456↩
      │ 78901234
      ╰───────────────────

      """)
}

@Test func linksGetReferencesAfterTheirBlock() {
  let out = plain([
    .paragraph(
      [
        .text("see "),
        .link(destination: "https://a.example", title: "", [.text("this")], autolink: false),
        .text(" and "),
        .link(
          destination: "https://b.example", title: "", [.text("https://b.example")], autolink: true),
      ], nil),
    .paragraph(
      [.link(destination: "https://a.example", title: "", [.text("again")], autolink: false)], nil),
  ])
  #expect(
    out == """
      see this[1] and https://b.example
      [1]: https://a.example

      again[1]
      [1]: https://a.example

      """)
}

@Test func hyperlinksUseOSC8() {
  let doc = MarkdownDocument(blocks: [
    .paragraph(
      [.link(destination: "https://a.example", title: "", [.text("x")], autolink: false)], nil)
  ])
  let out = TerminalRenderer(
    options: TerminalRenderOptions(width: 40, colorLevel: .truecolor, hyperlinks: true)
  ).render(doc)
  #expect(out.contains(ANSIText.hyperlinkStart("https://a.example")))
  #expect(ANSIText.strip(out) == "x\n")
}

@Test func footnotesCollectedAtTheEnd() {
  let out = plain(
    [.paragraph([.text("claim"), .footnoteReference(label: "n", number: 1, occurrence: 1)], nil)],
    width: 12,
    footnotes: [
      FootnoteDefinition(
        label: "n", number: 1, referenceCount: 1, blocks: [.paragraph([.text("the source")], nil)])
    ])
  #expect(out == "claim[^1]\n\n────────────\n[^1] the\n     source\n")
}

@Test func imagesShowAltAndURL() {
  let out = plain([
    .paragraph([.image(source: "cat.png", title: "", alt: [.text("a cat")])], nil)
  ])
  #expect(out == "[image: a cat] <cat.png>\n")
}
