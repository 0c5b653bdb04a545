import Foundation
import Testing

@testable import Highlight

/// Rules marked `"disabled"` are switched off, in `patterns` lists and in the repository.
@Suite struct DisabledRuleTests {
  static let grammar = #"""
    {"scopeName":"source.d1","patterns":[
      {"begin":"\\{","end":"\\}","name":"meta.braces.d1","disabled":1},
      {"include":"#word"},
      {"match":"\\d+","name":"constant.numeric.d1","disabled":false}
    ],"repository":{"word":{"match":"\\w+","name":"keyword.d1","disabled":true}}}
    """#

  @Test func disabledRulesNeverMatch() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.grammar).grammar(scopeName: "source.d1")!)
    let line = "{ 42 }"
    let tokens = tokenizer.tokenizeLine(line, state: .initial).tokens
    let scopes = describe(line, tokens)
    #expect(!scopes.contains { $0.contains("meta.braces") })
    #expect(!scopes.contains { $0.contains("keyword.d1") })
    #expect(scopes.contains("42|constant.numeric.d1"))
  }

  /// HTML's grammar keeps a disabled Smarty rule that would take `{` inside `<style>`.
  @Test(.enabled(if: GrammarSearchPath.linguistRoot() != nil)) func cssInsideStyleIsCSS() {
    let highlighter = Highlighter(environment: [:], cache: nil)
    let (_, grammar) = highlighter.resolve(
      code: "", path: nil, language: "HTML")
    guard let grammar else {
      Issue.record("no HTML grammar")
      return
    }
    let tokenizer = Tokenizer(grammar: grammar)
    var state = LineState.initial
    var found: [[String]] = []
    for line in ["<style>", "a { color: red; }", "</style>"] {
      let result = tokenizer.tokenizeLine(line, state: state)
      state = result.state
      if line.hasPrefix("a") { found = result.tokens.map { $0.scopes.scopeNames } }
    }
    #expect(found.contains { $0.contains("support.type.property-name.css") })
    #expect(!found.contains { $0.contains { $0.contains("smarty") } })
  }
}
