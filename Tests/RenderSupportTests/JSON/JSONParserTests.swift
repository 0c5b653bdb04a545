import RenderSupport
import Testing

@Suite struct JSONParserTests {
  @Test func keepsMemberOrderAndNumberLiterals() throws {
    let value = try JSONParser.parse(#"{"b": 1e3, "a": [true, null, -0.5], "c": "x"}"#)
    let keys = value.objectValue?.members.map(\.key)
    #expect(keys == ["b", "a", "c"])
    #expect(value["b"] == .number("1e3"))
    #expect(value["a"] == .array([.bool(true), .null, .number("-0.5")]))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try JSONParser.parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00\ud800x""#)
    #expect(value == .string("a\"b\\c/\n\té😀\u{FFFD}x"))
  }

  @Test func escapedStringsRepairInvalidUTF8AndReportErrors() throws {
    // `"\n` then a lone continuation byte, then `é`: the string with escapes is decoded in
    // place, invalid bytes becoming U+FFFD.
    let bytes: [UInt8] = [0x22, 0x5C, 0x6E, 0x80, 0xC3, 0xA9, 0x5C, 0x74, 0x22]
    #expect(try JSONParser.parse(bytes) == .string("\n\u{FFFD}é\t"))
    #expect(throws: JSONParseError("unterminated string", offset: 5)) {
      try JSONParser.parse(#""a\nb"#)
    }
    #expect(throws: JSONParseError("control character in a string", offset: 3)) {
      try JSONParser.parse("\"\\n\u{01}\"")
    }
  }

  /// Strings of every length and alignment, with and without escapes, decode to the text
  /// they encode, and a control character or a missing quote is reported where it is (runs
  /// of plain bytes are scanned eight at a time).
  @Test func stringsDecodeAtEveryLengthAndAlignment() throws {
    let pieces: [(json: String, text: String)] = [
      ("a", "a"), ("Z", "Z"), (" ", " "), ("/", "/"), ("]", "]"), ("\u{7F}", "\u{7F}"),
      ("é", "é"), ("中", "中"), ("😀", "😀"), (#"\n"#, "\n"), (#"\""#, "\""),
      (#"\\"#, "\\"), (#"\/"#, "/"), (#"\u00e9"#, "é"), (#"\ud83d\ude00"#, "😀"),
      ("!#[", "!#["), ("\u{1F}x", ""), ("\u{0}", ""),
    ]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<3000 {
      var json = "\""
      var text = ""
      var control: Int?
      for _ in 0..<Int.random(in: 0...24, using: &rng) {
        let piece = pieces.randomElement(using: &rng)!
        if piece.text.isEmpty, piece.json.unicodeScalars.first!.value < 0x20 {
          control = control ?? json.utf8.count
        }
        json += piece.json
        text += piece.text
      }
      let closed = Int.random(in: 0..<8, using: &rng) > 0
      if closed { json += "\"" }
      if let control {
        #expect(throws: JSONParseError("control character in a string", offset: control)) {
          try JSONParser.parse(json)
        }
      } else if !closed {
        #expect(throws: JSONParseError("unterminated string", offset: json.utf8.count)) {
          try JSONParser.parse(json)
        }
      } else {
        #expect(try JSONParser.parse(json) == .string(text), "\(json)")
      }
    }
  }

  @Test func duplicateKeysLastWins() throws {
    #expect(try JSONParser.parse(#"{"a":1,"a":2}"#)["a"] == .number("2"))
  }

  @Test(arguments: [
    ("{\"a\":}", 5), ("[1,]", 3), ("tru", 0), ("\"abc", 4), ("01", 1), ("1.", 2),
    ("\"a\u{01}\"", 2), ("{\"a\" 1}", 5), ("[1] x", 4), ("\"\\q\"", 2),
  ])
  func rejectsMalformedWithOffset(text: String, offset: Int) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.offset == offset, "\(text): \(error.message)")
    }
  }

  @Test func deepNestingIsRefusedNotCrashed() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect((try? JSONParser.parse(fine)) != nil)
  }

  @Test func prettyPrintsInOrder() throws {
    let value = try JSONParser.parse(#"{"z":[1,{"k":"v"}],"a":{},"e":[]}"#)
    #expect(
      value.prettyPrinted() == """
        {
          "z": [
            1,
            {
              "k": "v"
            }
          ],
          "a": {},
          "e": []
        }
        """)
  }
}
