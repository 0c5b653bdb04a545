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

  /// Every ASCII character at every place of an eight-byte word (the scan takes words), in
  /// text and in attributes, next to path data that needs nothing.
  @Test func findsEachCharacterAnywhereInAWord() {
    let pad = "M10.5,3 C1"
    for value in UInt8(0)..<0x80 {
      let scalar = Unicode.Scalar(value)
      let text: String
      let attribute: String
      switch scalar {
      case "&": (text, attribute) = ("&amp;", "&amp;")
      case "<": (text, attribute) = ("&lt;", "&lt;")
      case ">": (text, attribute) = ("&gt;", "&gt;")
      case "\"": (text, attribute) = ("\"", "&quot;")
      case "'": (text, attribute) = ("'", "&#39;")
      case _ where value < 0x20 && ![0x09, 0x0A, 0x0D].contains(value):
        (text, attribute) = ("\u{FFFD}", "\u{FFFD}")
      default: (text, attribute) = (String(scalar), String(scalar))
      }
      for at in 0...pad.count {
        let before = String(pad.prefix(at))
        let after = String(pad.dropFirst(at))
        let input = before + String(scalar) + after
        #expect(XMLEscaping.text(input) == before + text + after)
        #expect(XMLEscaping.attribute(input) == before + attribute + after)
      }
    }
    #expect(XMLEscaping.attribute("0123456789\u{FFFF}") == "0123456789\u{FFFD}")
  }

  @Test func keepsPlainTextIdentical() {
    let text = "Plain ❤ text — ünïcode 𝄞"
    #expect(XMLEscaping.text(text) == text)
  }

  /// Appending escapes byte for byte as the string functions do, clean or not, after what
  /// the buffer already holds.
  @Test func appendsWhatTheStringFunctionsReturn() {
    let values = [
      "", "#333333", "edge-path", "a\"b'c<d>e&f", "x\u{0}y\u{FFFE}z", "naïve 𝄞 text",
      String(repeating: "M10.5,3 C1 ", count: 20) + "<",
    ]
    for value in values {
      var attribute = Array("pre".utf8)
      XMLEscaping.appendAttribute(value, to: &attribute)
      #expect(attribute == Array(("pre" + XMLEscaping.attribute(value)).utf8))
      var text = Array("pre".utf8)
      XMLEscaping.appendText(value, to: &text)
      #expect(text == Array(("pre" + XMLEscaping.text(value)).utf8))
    }
  }
}
