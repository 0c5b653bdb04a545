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

@Test func plainCodeIsIndentedOnlyAndCutWithMarker() {
  let out = plain(
    [
      .codeBlock(
        info: "swift", literal: "let x = 1\n\nlet long = 12345678901234\n", fenced: true, nil)
    ],
    width: 20)
  #expect(
    out == """
          let x = 1

          let long = 1234↩
          5678901234

      """)
}

@Test func colouredCodeHasNoGutterSoCopiedLinesAreTheCode() {
  let code = "let x = 1\n  indented()\n"
  let doc = MarkdownDocument(blocks: [.codeBlock(info: "swift", literal: code, fenced: true, nil)])
  let out = TerminalRenderer(options: TerminalRenderOptions(width: 30)).render(doc)
  let lines = ANSIText.strip(out).split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines[0] == "── swift ─────────────────────")
  #expect(lines[1] == "let x = 1")
  #expect(lines[2] == "  indented()")
  #expect(lines[3] == Substring(String(repeating: "─", count: 30)))
}

@Test func linksAreNumberedOncePerDocument() {
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
      [
        .link(destination: "https://a.example", title: "", [.text("again")], autolink: false),
        .text(" "),
        .link(destination: "https://c.example", title: "", [.text("new")], autolink: false),
      ], nil),
  ])
  #expect(
    out == """
      see this[1] and https://b.example
      [1]: https://a.example

      again[1] new[2]
      [2]: https://c.example

      """)
}

/// A remote picture's URL is a numbered reference like a link's (never broken across lines,
/// the same URL keeping its number); a local one keeps its path; a `data:` one shows none.
@Test func imageURLsAreNumberedReferences() {
  let long = "https://images.example/a/very/long/path/to/a/picture.png"
  let out = plain(
    [
      .paragraph(
        [
          .image(source: long, title: "", alt: [.text("pic")]),
          .text(" "),
          .link(destination: long, title: "", [.text("same")], autolink: false),
          .text(" "),
          .image(source: "docs/shot.png", title: "", alt: [.text("local")]),
          .text(" "),
          .image(source: "data:image/png;base64,AAAA", title: "", alt: [.text("inline")]),
        ], nil)
    ], width: 30)
  #expect(
    out == """
      [image: pic][1] same[1]
      [image: local] <docs/shot.png>
      [image: inline]
      [1]: https://images.example/a/very/long/path/to/a/picture.png

      """)
}

@Test func fragmentAndRelativeLinksGetNoReferenceAndNoHyperlink() {
  let links: [Inline] = [
    .link(destination: "#install", title: "", [.text("install")], autolink: false),
    .text(" "),
    .link(destination: "docs/GUIDE.md", title: "", [.text("guide")], autolink: false),
    .text(" "),
    .link(destination: "ftp://files.example/x", title: "", [.text("ftp")], autolink: false),
  ]
  let doc = MarkdownDocument(blocks: [.paragraph(links, nil)])
  #expect(plain(doc.blocks) == "install guide ftp[1]\n[1]: ftp://files.example/x\n")
  let ansi = TerminalRenderer(
    options: TerminalRenderOptions(width: 40, colorLevel: .truecolor, hyperlinks: true)
  ).render(doc)
  #expect(!ansi.contains("\u{1B}]8;;#"))
  #expect(!ansi.contains("docs/GUIDE.md"))
  #expect(!ansi.contains("\u{1B}]8;;ftp"))
  #expect(ANSIText.strip(ansi) == "install guide ftp[1]\n[1]: ftp://files.example/x\n")
}

@Test func referenceLinesNeverBreakAURL() {
  let url = "https://example.com/" + String(repeating: "segment/", count: 10)
  let doc = MarkdownDocument(blocks: [
    .paragraph([.link(destination: url, title: "", [.text("docs")], autolink: false)], nil)
  ])
  #expect(plain(doc.blocks, width: 30) == "docs[1]\n[1]: \(url)\n")
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

@Test func sectionsRenderLikeTheWholeDocument() {
  let link = Inline.link(destination: "https://a.example", title: "", [.text("a")], autolink: false)
  let blocks: [Block] = [
    .paragraph([.text("one "), link], nil), .thematicBreak(nil), .paragraph([link], nil),
  ]
  let note = FootnoteDefinition(
    label: "n", number: 1, referenceCount: 1, blocks: [.paragraph([.text("note")], nil)])
  let options = TerminalRenderOptions(width: 30, colorLevel: .truecolor)
  let whole = TerminalRenderer(options: options).render(
    MarkdownDocument(blocks: blocks, footnotes: [note]))
  var stream = TerminalStreamRenderer(options: options, plain: false)
  var pieces = ""
  stream.render(MarkdownDocument(blocks: Array(blocks.prefix(2)))) { pieces += $0 }
  stream.render(MarkdownDocument(blocks: Array(blocks.dropFirst(2)))) { pieces += $0 }
  stream.render(MarkdownDocument(blocks: [], footnotes: [note])) { pieces += $0 }
  #expect(pieces == whole)
}

@Test func largeNotesStreamThroughTheCLIPathWithConsistentReferences() {
  let paragraph = "A [link](https://example.com/x) and text that fills the line. "
  let text = String(repeating: paragraph + "\n\n", count: 12_000)
  let document = MarkdownParser.parse(text)
  var sections = ""
  var stream = TerminalStreamRenderer(
    options: TerminalRenderOptions(width: 60, colorLevel: .none), plain: true)
  MarkdownParser().parseSections(text) { section in stream.render(section) { sections += $0 } }
  #expect(sections == plain(document.blocks, width: 60))
}
