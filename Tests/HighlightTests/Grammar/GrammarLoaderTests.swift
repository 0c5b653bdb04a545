import Foundation
import RenderSupport
import Testing

@testable import Highlight

@Suite struct GrammarLoaderTests {
  @Test func jsonKeepsKeyOrderAndDecodesEscapes() throws {
    let value = try JSONValue.parseSkippingByteOrderMark(
      Array(#"{"b":1,"a":"x\u00e9\ud83d\ude00\n","c":[true,null]}"#.utf8))
    #expect(value.objectValue?.members.map(\.key) == ["b", "a", "c"])
    #expect(value["a"]?.stringValue == "xé😀\n")
    #expect(value["c"] == .array([.bool(true), .null]))
  }

  @Test func malformedJSONIsATypedError() {
    #expect(throws: GrammarError.self) {
      try GrammarLoader.parse(Array(#"{"scopeName": }"#.utf8), path: "x.json")
    }
    #expect(throws: GrammarError.missingScopeName(path: "y.json")) {
      try GrammarLoader.parse(Array(#"{"patterns": []}"#.utf8), path: "y.json")
    }
  }

  @Test func jsonGrammarIsTyped() throws {
    let json = #"""
      {"scopeName":"source.t","patterns":[{"include":"#r"}],
       "repository":{"r":{"begin":"a","end":"b","applyEndPatternLast":1,
         "beginCaptures":{"0":{"name":"x"}},"captures":[{"name":"c0"}]}},
       "injections":{"L:source.t":{"patterns":[]}, "R:comment":{"patterns":[]}}}
      """#
    let grammar = try GrammarLoader.parse(Array(json.utf8), path: "t.json")
    #expect(grammar.scopeName == "source.t")
    #expect(grammar.patterns.first?.include == "#r")
    let rule = try #require(grammar.repository["r"])
    #expect(rule.applyEndPatternLast)
    #expect(rule.beginCaptures?.rules[0]?.name == "x")
    #expect(rule.captures?.rules[0]?.name == "c0")
    #expect(grammar.injections.map(\.selector) == ["L:source.t", "R:comment"])
  }

  @Test func plistGrammarIsTyped() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>scopeName</key><string>text.p</string>
        <key>patterns</key><array><dict><key>match</key><string>x+</string>
          <key>name</key><string>keyword.p</string></dict></array>
      </dict></plist>
      """
    let grammar = try GrammarLoader.parse(Array(plist.utf8), path: "p.tmLanguage")
    #expect(grammar.scopeName == "text.p")
    #expect(grammar.patterns.first?.match == "x+")
    #expect(GrammarLoader.scanScopeName(Array(plist.utf8)) == "text.p")
  }

  @Test func scopeNameScanReadsJSONWithoutParsing() {
    let json = #"{"name":"T", "patterns":[], "scopeName" : "source.fast"}"#
    #expect(GrammarLoader.scanScopeName(Array(json.utf8)) == "source.fast")
    #expect(GrammarLoader.scanScopeName(Array("{}".utf8)) == nil)
  }

  /// Flags are read with JavaScript truthiness, numbers as the doubles JavaScript reads.
  @Test(arguments: [
    ("1", true), ("0", false), ("-0", false), ("0.0", false), ("0e5", false), ("1e-400", false),
    ("0.5", true), (#""""#, false), (#""0""#, true), ("null", false), ("[]", true),
    ("{}", true), ("false", false),
  ])
  func jsonFlagsAreJavaScriptTruthy(literal: String, truthy: Bool) throws {
    #expect(try JSONValue.parseSkippingByteOrderMark(Array(literal.utf8)).isTruthy == truthy)
  }

  /// A plist number becomes the text JSON would hold, and reads back as the same flag.
  @Test(arguments: [
    ("<integer>1</integer>", true), ("<integer>0</integer>", false),
    ("<real>0.0</real>", false), ("<real>0.25</real>", true), ("<real>2.5e3</real>", true),
  ])
  func plistNumbersAreFlagsAsInJSON(element: String, truthy: Bool) throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>scopeName</key><string>text.p</string>
        <key>patterns</key><array><dict><key>begin</key><string>a</string>
          <key>end</key><string>b</string><key>applyEndPatternLast</key>\(element)</dict></array>
      </dict></plist>
      """
    let grammar = try GrammarLoader.parse(Array(plist.utf8), path: "p.tmLanguage")
    #expect(grammar.patterns.first?.applyEndPatternLast == truthy)
  }
}
