import MarkdownRender
import Testing

/// Renders `markdown` in safe mode (or unsafe) with all GFM extensions.
func html(
  _ markdown: String, unsafe: Bool = false, headingIDs: Bool = false,
  parse: MarkdownParseOptions = .gfm, renderers: CodeBlockRendererRegistry = .init()
) -> String {
  let document = MarkdownParser.parse(markdown, options: parse)
  let options = HTMLRenderOptions(
    unsafeRawHTML: unsafe, tagFilter: parse.extensions.contains(.tagfilter),
    headingIDs: headingIDs, sourcePositions: parse.sourcePositions, codeBlockRenderers: renderers)
  return HTMLRenderer(options: options).render(document)
}

@Suite struct HTMLRendererTests {
  @Test func blocksLikeCmarkGFM() {
    #expect(
      html("# A & B\n\n> q\n\n1. x\n2. y\n\n---\n")
        == "<h1>A &amp; B</h1>\n<blockquote>\n<p>q</p>\n</blockquote>\n<ol>\n<li>x</li>\n<li>y</li>\n</ol>\n<hr />\n"
    )
    #expect(html("5. a\n\n   b\n") == "<ol start=\"5\">\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n</ol>\n")
  }

  @Test func inlinesLikeCmarkGFM() {
    #expect(
      html("*a* **b** ~~c~~ `<d>` [e](/f?x=1&y=\"2\" \"t's\")  \nend\n", unsafe: true)
        == "<p><em>a</em> <strong>b</strong> <del>c</del> <code>&lt;d&gt;</code> <a href=\"/f?x=1&amp;y=%222%22\" title=\"t's\">e</a><br />\nend</p>\n"
    )
    #expect(
      html("![a *b* <i>c</i>](x.png \"T\")\n", unsafe: true)
        == "<p><img src=\"x.png\" alt=\"a b &lt;i&gt;c&lt;/i&gt;\" title=\"T\" /></p>\n")
  }

  @Test func safeModeEscapesApostrophesInAttributes() {
    #expect(html("[e](/f \"t's\")\n") == "<p><a href=\"/f\" title=\"t&#x27;s\">e</a></p>\n")
  }

  @Test func tablesAndTasks() {
    #expect(
      html("| a | b |\n|---|:-:|\n| 1 |\n\n- [x] y\n")
        == """
        <table>
        <thead>
        <tr>
        <th>a</th>
        <th align="center">b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>1</td>
        <td align="center"></td>
        </tr>
        </tbody>
        </table>
        <ul>
        <li><input type="checkbox" checked="" disabled="" /> y</li>
        </ul>

        """)
  }

  @Test func codeBlocksGetLanguageClass() {
    #expect(
      html("```Swift x\na < b\n```\n")
        == "<pre><code class=\"language-Swift\">a &lt; b\n</code></pre>\n")
    #expect(html("    x\n") == "<pre><code>x\n</code></pre>\n")
  }

  @Test func footnotesLikeCmarkGFM06() {
    let expected = """
      <p>a<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup> b<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup></p>
      <section class="footnotes" data-footnotes>
      <ol>
      <li id="fn-n">
      <p>Note. <a href="#fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-n-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
      </li>
      </ol>
      </section>

      """
    #expect(html("a[^n] b[^n]\n\n[^n]: Note.\n") == expected)
    #expect(
      html("a[^c]\n\n[^c]:\n    ```\n    x\n    ```\n").hasSuffix(
        "<pre><code>x\n</code></pre>\n<a href=\"#fnref-c\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>\n</li>\n</ol>\n</section>\n"
      ))
  }

  @Test func tagFilterOnlyInUnsafeModeWithTheExtension() {
    let input = "<div>\n<script>x</script> <TITLE >t</title>\n</div>\n"
    #expect(
      html(input, unsafe: true)
        == "<div>\n&lt;script>x&lt;/script> &lt;TITLE >t&lt;/title>\n</div>\n")
    #expect(html(input, unsafe: true, parse: .commonMark) == input)
  }

  @Test func headingIDsAreSluggedAndUnique() {
    let output = html(
      "# Hello, World!\n## Hello World\n### `code` & Ünïcode 2\n# Hello World\n# Hello World-1\n",
      headingIDs: true)
    #expect(
      output == """
        <h1 id="hello-world">Hello, World!</h1>
        <h2 id="hello-world-1">Hello World</h2>
        <h3 id="code--ünïcode-2"><code>code</code> &amp; Ünïcode 2</h3>
        <h1 id="hello-world-2">Hello World</h1>
        <h1 id="hello-world-1-1">Hello World-1</h1>

        """)
  }

  @Test func sourcePositionsOnBlocks() {
    #expect(
      html("# T\n\n- a\n", parse: MarkdownParseOptions(sourcePositions: true))
        == "<h1 data-sourcepos=\"1:1-1:3\">T</h1>\n<ul data-sourcepos=\"3:1-3:3\">\n<li data-sourcepos=\"3:1-3:3\">a</li>\n</ul>\n"
    )
  }

  struct Shouting: CodeBlockRenderer {
    func html(for block: CodeBlock) -> String? {
      block.info.contains("skip") ? nil : "<div class=\"loud\">\(block.code.uppercased())</div>"
    }
  }

  @Test func codeBlockRenderersPlugInByLanguage() {
    var registry = CodeBlockRendererRegistry()
    registry.register(Shouting(), for: ["Shout"])
    #expect(
      html(
        "```shout\nhi\n```\n\n```SHOUT skip\nlow\n```\n\n```other\nx\n```\n", renderers: registry)
        == "<div class=\"loud\">HI\n</div>\n<pre><code class=\"language-SHOUT\">low\n</code></pre>\n<pre><code class=\"language-other\">x\n</code></pre>\n"
    )
    #expect(CodeBlock(info: "Mermaid  x", code: "").language == "mermaid")
  }
}
