import Foundation
import MarkdownRender
import RenderSupport
import Testing

/// Hostile inputs for safe mode. Each output is checked by an independent scan: every tag must
/// be one a Markdown renderer or the allow-list produces, every attribute inert, every URL safe.
@Suite struct RawHTMLSanitizerTests {
  static let payloads: [String] = [
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//x.test/a.js></SCRIPT>",
    "<scr<script>ipt>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<img src=\"x\" ONERROR = 'alert(1)' />",
    "<img src=x\nonerror=alert(1)>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>",
    "<a href=\"&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)\">x</a>",
    "<a href=\"javascript&colon;alert(1)\">x</a>",
    "<a href=\" \u{1}javascript:alert(1)\">x</a>",
    "<a href='vbscript:msgbox(1)'>x</a>",
    "<a href=file:///etc/passwd>x</a>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
    "<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">",
    "[x](javascript:alert(1))",
    "[x](JAVASCRIPT:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](java&#x73;cript:alert(1))",
    "[x](<javascript:alert(1)>)",
    "[x]( javascript:alert(1))",
    "[x](vbscript:msgbox)",
    "[x](file:///etc/passwd)",
    "[x](data:text/html,<script>alert(1)</script>)",
    "![x](javascript:alert(1))",
    "![x](data:image/svg+xml;base64,PHN2Zz4=)",
    "[x]: javascript:alert(1)\n\n[x]",
    "<javascript:alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<svg onload=alert(1)>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    "<style>body{background:url(javascript:alert(1))}</style>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>",
    "<iframe src=\"https://evil.test\"></iframe>",
    "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
    "<object data=x.swf></object><embed src=x.swf>",
    "<link rel=stylesheet href=//evil.test/x.css>",
    "<meta http-equiv=refresh content=\"0;url=javascript:alert(1)\">",
    "<base href=\"javascript:/\">",
    "<form action=javascript:alert(1)><button>x</button></form>",
    "<details open ontoggle=alert(1)><summary>s</summary>x</details>",
    "<kbd onclick=\"alert(1)\" title=\"ok\">k</kbd>",
    "<a href=\"https://ok.test\" onmouseover=alert(1) target=_blank id=x name=y class=z>ok</a>",
    "<!-- <script>alert(1)</script> -->",
    "<!--><script>alert(1)</script>-->",
    "<![CDATA[<script>alert(1)</script>]]>",
    "<?xml version=\"1.0\"?><script>alert(1)</script>",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
    "<textarea><script>alert(1)</script></textarea>",
    "<title><script>alert(1)</script></title>",
    "<xmp><script>alert(1)</script></xmp>",
    "<plaintext><script>alert(1)</script>",
    "<template><script>alert(1)</script></template>",
    "<video><source onerror=alert(1)></video><audio src=x onerror=alert(1)>",
    "<input autofocus onfocus=alert(1)>",
    "<body onload=alert(1)>",
    "<img src=`x`onerror=alert(1)>",
    "<img/src=x/onerror=alert(1)>",
    "<a href=\"http://ok.test\"\">x</a><img src=\"x\" alt=\"\"onerror=\"alert(1)\">",
    "<p title=\"&quot;><script>alert(1)</script>\">x</p>",
    "<sub>2</sub><sup>3</sup><ins>i</ins><del>d</del><mark>m</mark><br>",
    "`<script>alert(1)</script>`",
    "```html\n<script>alert(1)</script>\n```",
    "<div>\n\n*md* <script>alert(1)</script>\n\n</div>",
    "| <img src=x onerror=alert(1)> | b |\n|---|---|\n| <script>x</script> | c |",
    "- [ ] <span onclick=alert(1)>task</span>",
    "x[^1]\n\n[^1]: <script>alert(1)</script>",
    "# <img src=x onerror=alert(1)>",
  ]

  /// Tags that safe output may contain: the allow-list plus what Markdown itself writes.
  static let allowedTags: Set<String> = [
    "a", "abbr", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite", "code", "col",
    "colgroup", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure",
    "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark", "ol", "p",
    "pre", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strike", "strong", "sub",
    "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "tt", "u",
    "ul", "var", "wbr", "input", "section",
  ]

  static let dangerousAttribute = try! NSRegularExpression(
    pattern: "^(on.*|style|srcdoc|formaction|action|xlink:href|name|target)$",
    options: [.caseInsensitive])

  @Test(arguments: payloads)
  func payloadIsNeutralised(_ payload: String) {
    let output = html(payload + "\n")
    let problems = Self.problems(in: output)
    #expect(problems.isEmpty, "\(payload) -> \(output): \(problems)")
  }

  @Test func allowedMarkupSurvivesWithInertAttributes() {
    #expect(
      html("<details open class=x><summary title=\"T\">S</summary>\n\nbody\n\n</details>\n")
        == "<details open=\"\"><summary title=\"T\">S</summary>\n<p>body</p>\n</details>\n")
    #expect(
      html("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup><br/>\n")
        == "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O, x<sup>2</sup><br /></p>\n")
    #expect(
      html("<a href=\"https://ok.test/?a=1&amp;b=2\" onclick=x>ok</a>\n")
        == "<p><a href=\"https://ok.test/?a=1&amp;b=2\">ok</a></p>\n")
    #expect(
      html("<img src=\"data:image/png;base64,iVBOR\" alt=\"dot\">\n")
        == "<img src=\"data:image/png;base64,iVBOR\" alt=\"dot\">\n")
  }

  @Test func disallowedMarkupIsShownAsText() {
    #expect(
      html("<script>alert(1)</script>\n")
        == "&lt;script&gt;alert(1)&lt;/script&gt;\n")
    #expect(html("a <!-- hidden --> b\n") == "<p>a  b</p>\n")
    #expect(html("<p>&copy; &bogus &amp;</p>\n") == "<p>&copy; &amp;bogus &amp;</p>\n")
    #expect(html("[x](javascript:alert(1))\n") == "<p><a href=\"\">x</a></p>\n")
  }

  @Test func unsafeModeKeepsEverything() {
    #expect(
      html("<img src=x onerror=alert(1)>\n", unsafe: true) == "<img src=x onerror=alert(1)>\n")
    #expect(
      html("[x](javascript:alert(1))\n", unsafe: true)
        == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
  }

  /// Everything unsafe in `output`, found without the renderer's own scanner.
  static func problems(in output: String) -> [String] {
    var problems: [String] = []
    let tag = try! NSRegularExpression(pattern: "<(/?)([A-Za-z][A-Za-z0-9-]*)([^>]*)>")
    let attribute = try! NSRegularExpression(
      pattern: "([^\\s=\"'/<>]+)(?:\\s*=\\s*(\"[^\"]*\"|'[^']*'|[^\\s>]+))?")
    let text = output as NSString
    for match in tag.matches(in: output, range: NSRange(location: 0, length: text.length)) {
      let name = text.substring(with: match.range(at: 2)).lowercased()
      if !allowedTags.contains(name) { problems.append("tag <\(name)>") }
      let attributes = text.substring(with: match.range(at: 3)) as NSString
      for found in attribute.matches(
        in: attributes as String, range: NSRange(location: 0, length: attributes.length))
      {
        let attributeName = attributes.substring(with: found.range(at: 1)).lowercased()
        if attributeName == "/" { continue }
        let nameRange = NSRange(location: 0, length: (attributeName as NSString).length)
        if dangerousAttribute.firstMatch(in: attributeName, range: nameRange) != nil {
          problems.append("attribute \(attributeName) on <\(name)>")
        }
        guard found.range(at: 2).location != NSNotFound else { continue }
        var value = attributes.substring(with: found.range(at: 2))
        if value.hasPrefix("\"") || value.hasPrefix("'") {
          value = String(value.dropFirst().dropLast())
        }
        // Only footnotes write ids (`fn-…`, `fnref-…`); raw HTML never keeps one.
        if attributeName == "id", !value.hasPrefix("fn-"), !value.hasPrefix("fnref-") {
          problems.append("id \(value) on <\(name)>")
        }
        if ["href", "src", "cite"].contains(attributeName) {
          let decoded = HTMLEntities.decode(value)
          if !SafeURL.isAllowed(decoded, for: name == "img" ? .image : .link) {
            problems.append("url \(decoded)")
          }
          let squashed = decoded.lowercased().filter {
            !$0.isWhitespace && $0.asciiValue ?? 99 > 31
          }
          if squashed.contains("javascript:") || squashed.contains("vbscript:") {
            problems.append("script url \(decoded)")
          }
        }
        if value.contains("<") { problems.append("unescaped < in \(attributeName)") }
      }
    }
    return problems
  }
}
