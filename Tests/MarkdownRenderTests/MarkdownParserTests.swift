import MarkdownRender
import RenderSupport
import Testing

@Suite struct MarkdownParserTests {
  @Test func headingsParagraphsAndText() {
    let document = MarkdownParser.parse("# Title *x*\n\nfoo [bar\nbaz\n")
    #expect(
      document.blocks == [
        .heading(level: 1, [.text("Title "), .emphasis([.text("x")])], nil),
        .paragraph([.text("foo [bar"), .softBreak, .text("baz")], nil),
      ])
  }

  @Test func listsKeepKindTightnessAndTasks() {
    let document = MarkdownParser.parse("3) a\n4) b\n\n- [x] done\n- [ ] open\n- plain\n")
    guard case .list(let kind, let tight, let items, _) = document.blocks[0],
      case .list(.bullet, _, let tasks, _) = document.blocks[1]
    else {
      Issue.record("expected two lists, got \(document.blocks)")
      return
    }
    #expect(kind == .ordered(start: 3, delimiter: ")"))
    #expect(tight)
    #expect(items.count == 2)
    #expect(tasks.map(\.task) == [true, false, nil])
  }

  @Test func tasksNeedTheExtension() {
    let document = MarkdownParser.parse("- [x] done\n", options: .commonMark)
    guard case .list(_, _, let items, _) = document.blocks[0] else {
      Issue.record("expected a list")
      return
    }
    #expect(items[0].task == nil)
    #expect(items[0].blocks == [.paragraph([.text("[x] done")], nil)])
  }

  @Test func tableAlignmentsAndCells() {
    let document = MarkdownParser.parse("| a | b | c |\n|:--|:-:|--:|\n| 1 | ~~2~~ |\n")
    #expect(
      document.blocks == [
        .table(
          header: [[.text("a")], [.text("b")], [.text("c")]],
          alignments: [.left, .center, .right],
          rows: [[[.text("1")], [.strikethrough([.text("2")])], []]], nil)
      ])
  }

  @Test func codeBlocksKeepInfoAndKind() {
    let document = MarkdownParser.parse("```swift title=x\nlet a = 1\n```\n\n    indented\n")
    #expect(
      document.blocks == [
        .codeBlock(info: "swift title=x", literal: "let a = 1\n", fenced: true, nil),
        .codeBlock(info: "", literal: "indented\n", fenced: false, nil),
      ])
  }

  @Test func linksImagesAndAutolinks() {
    let document = MarkdownParser.parse(
      "[t](/u \"T\") ![a *b*](i.png) <https://x.org> www.example.com\n")
    #expect(
      document.blocks == [
        .paragraph(
          [
            .link(destination: "/u", title: "T", [.text("t")], autolink: false), .text(" "),
            .image(source: "i.png", title: "", alt: [.text("a "), .emphasis([.text("b")])]),
            .text(" "),
            .link(
              destination: "https://x.org", title: "", [.text("https://x.org")], autolink: true),
            .text(" "),
            .link(
              destination: "http://www.example.com", title: "", [.text("www.example.com")],
              autolink: true),
          ], nil)
      ])
  }

  @Test func footnotesAreNumberedByFirstReference() {
    let source =
      "a[^Second] b[^one] c[^second]\n\n[^one]: One.\n\n> [^second]: Two.\n\n[^unused]: x\n"
    let document = MarkdownParser.parse(source)
    #expect(
      document.blocks.first
        == .paragraph(
          [
            .text("a"), .footnoteReference(label: "second", number: 1, occurrence: 1),
            .text(" b"), .footnoteReference(label: "one", number: 2, occurrence: 1),
            .text(" c"), .footnoteReference(label: "second", number: 1, occurrence: 2),
          ], nil))
    #expect(document.footnotes.map(\.label) == ["second", "one"])
    #expect(document.footnotes.map(\.referenceCount) == [2, 1])
    #expect(document.footnotes[1].blocks == [.paragraph([.text("One.")], nil)])
  }

  @Test func unknownFootnoteStaysText() {
    let document = MarkdownParser.parse("x[^nope]\n")
    #expect(document.blocks == [.paragraph([.text("x[^nope]")], nil)])
    #expect(document.footnotes.isEmpty)
  }

  @Test func smartPunctuationAndHardBreaks() {
    let options = MarkdownParseOptions(smartPunctuation: true, hardBreaks: true)
    let document = MarkdownParser.parse("\"Hi\" -- it's...\nnext\n", options: options)
    #expect(
      document.blocks == [
        .paragraph([.text("“Hi” – it’s…"), .lineBreak, .text("next")], nil)
      ])
  }

  @Test func sourcePositionsWhenAsked() {
    let options = MarkdownParseOptions(sourcePositions: true)
    let document = MarkdownParser.parse("# T\n\npara\ngraph\n", options: options)
    let range = { (l1: Int, c1: Int, l2: Int, c2: Int) in
      SourceRange(
        start: SourcePosition(line: l1, column: c1), end: SourcePosition(line: l2, column: c2))
    }
    #expect(
      document.blocks == [
        .heading(level: 1, [.text("T")], range(1, 1, 1, 3)),
        .paragraph([.text("para"), .softBreak, .text("graph")], range(3, 1, 4, 5)),
      ])
    #expect(MarkdownParser.parse("# T\n").blocks == [.heading(level: 1, [.text("T")], nil)])
  }

  @Test func hostileNestingIsFlattenedNotFatal() {
    let depth = 20_000
    let quotes = MarkdownParser.parse(String(repeating: ">", count: depth) + " deep\n")
    var level = 0
    var blocks = quotes.blocks
    while case .blockQuote(let inner, _)? = blocks.first {
      level += 1
      blocks = inner
    }
    #expect(level <= 300)
    #expect(blocks == [.paragraph([.text("deep")], nil)])

    let lists = String(repeating: "- ", count: 5_000) + "x\n"
    #expect(!MarkdownParser.parse(lists).blocks.isEmpty)
    let emphasis = String(repeating: "*a ", count: 5_000) + String(repeating: "a*", count: 5_000)
    #expect(!MarkdownParser.parse(emphasis).blocks.isEmpty)
    let links =
      String(repeating: "[", count: 10_000) + "x" + String(repeating: "](u)", count: 10_000)
    #expect(!MarkdownParser.parse(links).blocks.isEmpty)
  }

  @Test func emptyAndOddInputs() {
    #expect(MarkdownParser.parse("").blocks.isEmpty)
    #expect(MarkdownParser.parse("\r\n\r\n").blocks.isEmpty)
    #expect(MarkdownParser.parse("a\u{0}b\n").blocks == [.paragraph([.text("a\u{FFFD}b")], nil)])
    #expect(
      MarkdownParser.parse("🙂 e\u{301}\r\n").blocks == [.paragraph([.text("🙂 e\u{301}")], nil)])
  }
}
