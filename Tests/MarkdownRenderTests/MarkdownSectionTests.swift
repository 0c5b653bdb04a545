import Foundation
import MarkdownRender
import Testing

/// Parsing section by section must give the same HTML as parsing the whole text.
@Suite struct MarkdownSectionTests {
  static let parts = [
    "# Intro\n\nSee [the docs][docs], [Docs], [missing], [late] and a note[^n].\n",
    "```js\nconst a = 1;\n\n[docs]: not-a-definition\n\nfunction f() {}\n```\n",
    "- item one\n\n- item two, loose\n\n  continued [docs]\n",
    "<!--\n\n[fake]: /comment\n\nstill a comment\n-->\n",
    "Text[^n] again, and [fake] and [chained].\n",
    "[docs]: https://example.com/docs \"Docs\"\n[chained]:\n  /chained\n  'title'\n",
    "> quote [docs]\n\n<pre>\n\nkept\n\n</pre>\n",
    "[^n]: The note, citing [docs].\n\n    Second paragraph of the note.\n",
    "1. first\n2. second[^m]\n\n[^m]: Another note.\n",
    "| a | b |\n|---|---|\n| [chained] | 2 |\n",
    "Setext\n======\n\nparagraph\nwith lazy lines\n",
    "[docs]: /second-definition-is-ignored\n",
    "## Links\n<!-- after a comment -->\n[late]: /late-link\n",
  ]

  static func render(_ text: String, sectionSize: Int?) -> String {
    let parser = MarkdownParser(options: MarkdownParseOptions(sourcePositions: true))
    var renderer = HTMLStreamRenderer(
      options: HTMLRenderOptions(unsafeRawHTML: true, headingIDs: true, sourcePositions: true))
    var output: [UInt8] = []
    if let sectionSize {
      parser.parseSections(text, sectionSize: sectionSize) { output += renderer.render($0) }
    } else {
      output = renderer.render(parser.parse(text))
    }
    return String(decoding: output, as: UTF8.self)
  }

  @Test(arguments: [16, 64, 200, 1000])
  func sectionsRenderLikeTheWholeText(sectionSize: Int) {
    let text = (Self.parts + Self.parts.reversed()).joined(separator: "\n")
    let whole = Self.render(text, sectionSize: nil)
    let sections = Self.render(text, sectionSize: sectionSize)
    #expect(sections == whole)
    #expect(whole.contains("<a href=\"https://example.com/docs\" title=\"Docs\">the docs</a>"))
    #expect(whole.contains("<h1 data-sourcepos=\"1:1-1:7\" id=\"intro\">Intro</h1>"))
    #expect(whole.contains("id=\"intro-1\""))
    #expect(whole.contains("<a href=\"/late-link\">late</a>"))
  }

  @Test(
    .enabled(
      if: SharedFolder.url("conformance/gfm/spec.txt") != nil, "../shared/conformance/gfm is absent"
    )) func sectionsRenderLikeTheWholeSpec() throws
  {
    let url = try #require(SharedFolder.url("conformance/gfm/spec.txt"))
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(Self.render(text, sectionSize: 4096) == Self.render(text, sectionSize: nil))
  }

  @Test func smallTextIsOneSection() {
    var count = 0
    MarkdownParser().parseSections("# a\n\nb[^1]\n\n[^1]: c\n") { _ in count += 1 }
    #expect(count == 1)
  }
}
