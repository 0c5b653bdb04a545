import RenderSupport
import Testing

@Suite struct XMLEscapingTests {
  @Test func escapesMarkup() {
    #expect(XMLEscaping.text("<script>a&b</script>") == "&lt;script&gt;a&amp;b&lt;/script&gt;")
    #expect(XMLEscaping.text("say \"hi\"") == "say \"hi\"")
    #expect(XMLEscaping.attribute("a\"b'c<") == "a&quot;b&#39;c&lt;")
  }

  @Test func replacesCharactersXMLForbids() {
    #expect(XMLEscaping.text("a\u{0}b\u{1B}c\td\n") == "a\u{FFFD}b\u{FFFD}c\td\n")
    #expect(XMLEscaping.text("x\u{FFFE}") == "x\u{FFFD}")
  }

  @Test func keepsPlainTextIdentical() {
    let text = "Plain ❤ text — ünïcode 𝄞"
    #expect(XMLEscaping.text(text) == text)
  }
}
