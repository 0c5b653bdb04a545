import RenderSupport
import Testing

@Suite struct HTMLEscapingTests {
  /// C0 controls but tab, line feed and carriage return, DEL and C1 controls become U+FFFD in
  /// text and attributes; Latin-1 letters (0xC2 0xA0…0xBF) and the three kept controls stay.
  @Test func controlCharactersBecomeReplacementCharacters() {
    let input = "a\u{1B}]8;;x\u{07}b\u{0}\u{7F}c\u{85}\u{9B}d\t\n\r\u{A0}\u{A9}\u{BF}\u{80}"
    let expected =
      "a\u{FFFD}]8;;x\u{FFFD}b\u{FFFD}\u{FFFD}c\u{FFFD}\u{FFFD}d\t\n\r\u{A0}\u{A9}\u{BF}\u{FFFD}"
    #expect(HTMLEscaping.text(input) == expected)
    #expect(HTMLEscaping.attribute(input) == expected)
    for scalar in (UInt8(0)..<0x20).map(Unicode.Scalar.init) + [Unicode.Scalar(UInt8(0x7F))] {
      let kept = scalar == "\t" || scalar == "\n" || scalar == "\r"
      #expect(HTMLEscaping.text(String(scalar)) == (kept ? String(scalar) : "\u{FFFD}"))
    }
  }

  @Test func textEscapesMarkupCharacters() {
    #expect(HTMLEscaping.text("a<b>&\"c' é🙂") == "a&lt;b&gt;&amp;&quot;c' é🙂")
    #expect(HTMLEscaping.text("") == "")
  }

  @Test func attributeAlsoEscapesApostrophe() {
    #expect(HTMLEscaping.attribute("it's \"x\" <y>") == "it&#x27;s &quot;x&quot; &lt;y&gt;")
  }

  @Test func hrefPercentEncodesLikeCmarkGFM() {
    #expect(
      HTMLEscaping.href("/a b?q=\"é\"&x='1'#f") == "/a%20b?q=%22%C3%A9%22&amp;x=&#x27;1&#x27;#f")
    #expect(HTMLEscaping.href("%41[]^`{|}\\<>") == "%41%5B%5D%5E%60%7B%7C%7D%5C%3C%3E")
    #expect(HTMLEscaping.href("!$()*+,-./:;=?@_~") == "!$()*+,-./:;=?@_~")
  }

  @Test func bytesVariantCopiesRuns() {
    var out: [UInt8] = []
    Array("x<y".utf8).withUnsafeBufferPointer {
      HTMLEscaping.appendEscapedBytes($0, attribute: true, to: &out)
    }
    #expect(String(decoding: out, as: UTF8.self) == "x&lt;y")
  }
}

@Suite struct SafeURLTests {
  @Test(arguments: [
    "https://example.com", "http://x", "mailto:a@b.c", "/relative", "relative/path", "#frag",
    "?q=javascript:x", "./javascript:x", "HTTPS://EXAMPLE.COM", "",
  ])
  func allowed(_ url: String) {
    #expect(SafeURL.isAllowed(url))
  }

  @Test(arguments: [
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "\u{1}javascript:x",
    "java\tscript:x", "java\nscript:x", "jav\u{0}ascript:x", "vbscript:x", "VBScript:x",
    "file:///etc/passwd", "data:text/html,<script>", "data:image/svg+xml,<svg>",
    "livescript:x", "unknown-scheme:x", "javascript\u{0D}:x",
  ])
  func refused(_ url: String) {
    #expect(!SafeURL.isAllowed(url))
    #expect(!SafeURL.isAllowed(url, for: .image) || url.hasPrefix("data:image/png"))
  }

  @Test func dataImagesOnlyForImages() {
    #expect(SafeURL.isAllowed("data:image/png;base64,AAAA", for: .image))
    #expect(SafeURL.isAllowed("DATA:IMAGE/JPEG,xx", for: .image))
    #expect(!SafeURL.isAllowed("data:image/png;base64,AAAA", for: .link))
    #expect(!SafeURL.isAllowed("data:image/svg+xml;base64,AAAA", for: .image))
  }

  @Test func entitiesDecodeBeforeChecking() {
    #expect(HTMLEntities.decode("&#106;ava&#X73;cript&colon;x") == "javascript:x")
    #expect(HTMLEntities.decode("&#x6A&#x61") == "ja")
    #expect(
      HTMLEntities.decode("a &unknown; &amp; &#0; &#x110000;") == "a &unknown; & \u{FFFD} \u{FFFD}")
    #expect(!SafeURL.isAllowed(HTMLEntities.decode("jav&Tab;ascript:x")))
  }
}
