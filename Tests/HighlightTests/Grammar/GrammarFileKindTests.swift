import Testing

@testable import Highlight

/// Which directory entries the grammar catalog takes for grammars, by extension in any case.
struct GrammarFileKindTests {
  @Test func extensionsMatchInAnyCase() {
    #expect(GrammarFileKind(name: "source.swift.json") == .json)
    #expect(GrammarFileKind(name: "Swift.tmLanguage") == .tmLanguage)
    #expect(GrammarFileKind(name: "X.PLIST") == .plist)
    #expect(GrammarFileKind(name: "Ruby.JSON") == .json)
    #expect(GrammarFileKind(name: "README.md") == nil)
    #expect(GrammarFileKind(name: "json") == nil)
    #expect(GrammarFileKind(name: "a.jsonx") == nil)
  }

  @Test func namesAboveASCIIKeepTheirCharacterTest() {
    #expect(GrammarFileKind(name: "Grammaire é.JSON") == .json)
    #expect(GrammarFileKind(name: "x.json\u{301}") == nil)
    #expect(GrammarFileKind(name: "x\u{600}.json") == nil)
  }

  @Test func aLinguistGrammarIsNamedAfterItsScope() {
    #expect(GrammarFileKind.json.scopeName(of: "source.swift.json") == "source.swift")
  }
}
