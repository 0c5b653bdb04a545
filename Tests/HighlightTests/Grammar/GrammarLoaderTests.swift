import Foundation
import Testing

@testable import Highlight

@Suite struct GrammarLoaderTests {
  @Test func jsonKeepsKeyOrderAndDecodesEscapes() throws {
    let value = try GrammarValue.parseJSON(
      Array(#"{"b":1,"a":"x\u00e9\ud83d\ude00\n","c":[true,null]}"#.utf8))
    #expect(value.objectValue?.map(\.key) == ["b", "a", "c"])
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
}
