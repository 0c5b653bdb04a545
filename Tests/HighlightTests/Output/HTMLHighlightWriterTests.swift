import Testing

@testable import Highlight

@Test func htmlInlineStylesEscapeText() {
  let highlighted = OutputFixtures.highlighted(
    "if <a href='x'>&\n// c", [(0, 0, 2, "keyword"), (0, 3, 15, "string"), (1, 0, 4, "comment")])
  let html = HTMLHighlightWriter.write(highlighted)
  #expect(
    html
      == "<pre class=\"ir-hl\" style=\"color:#222222;background-color:#FFFFFF\"><code>"
      + "<span style=\"color:#AF3A03;font-weight:bold\">if</span> "
      + "<span style=\"color:#0A6B33\">&lt;a href='x'&gt;</span>&amp;\n"
      + "<span style=\"color:#5F6B76;font-style:italic\">// c</span></code></pre>\n")
  #expect(!html.contains("<a "))
}

@Test func htmlTwoThemesUseClassesAndAStylesheet() {
  var highlighted = OutputFixtures.highlighted("if x", [])
  let light = Theme(BuiltinThemes.intentLight)
  let dark = Theme(BuiltinThemes.intentDark)
  highlighted.theme = light
  highlighted.alternateTheme = dark
  highlighted.lines[0].spans = [
    StyledSpan(
      start: 0, end: 2, style: light.style(forScopes: ["s", "keyword"]),
      alternateStyle: dark.style(forScopes: ["s", "keyword"]))
  ]
  let html = HTMLHighlightWriter.write(highlighted)
  #expect(html.hasPrefix("<style>\n.ir-hl{color:#24292F;background-color:#FBFBFA}\n"))
  #expect(html.contains(".ir-hl-0{color:#AF3A03;"))
  #expect(html.contains("@media (prefers-color-scheme: dark){"))
  #expect(html.contains(".ir-hl-0{color:#F29E74;"))
  #expect(
    html.contains("<pre class=\"ir-hl\"><code><span class=\"ir-hl-0\">if</span> x</code></pre>"))
}
