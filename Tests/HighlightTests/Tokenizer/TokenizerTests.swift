import Foundation
import Testing

@testable import Highlight

/// Builds registries from inline JSON grammars.
func makeRegistry(_ grammars: String...) throws -> GrammarRegistry {
  let registry = GrammarRegistry(directories: [])
  for json in grammars {
    registry.register(try GrammarLoader.parse(Array(json.utf8), path: "inline.json"))
  }
  return registry
}

/// `text[scopes]` pairs of one line, innermost scope only, for compact expectations.
func describe(_ line: String, _ tokens: [Token]) -> [String] {
  let bytes = Array(line.utf8)
  return tokens.map {
    String(decoding: bytes[$0.utf8Range], as: UTF8.self) + "|" + $0.scopes.scopeName
  }
}

@Suite struct TokenizerTests {
  static let blocks = #"""
    {"scopeName":"source.t","patterns":[
      {"match":"\\b(let)\\s+(\\w+)","captures":{"1":{"name":"keyword.t"},"2":{"name":"variable.t"}}},
      {"begin":"/\\*","end":"\\*/","name":"comment.block.t"},
      {"begin":"<<(\\w+)","end":"^\\1$","name":"string.heredoc.t","contentName":"meta.body.$1.t"},
      {"match":"\\d+","name":"constant.numeric.t"},
      {"match":"(?=x)","name":"never.t"}
    ]}
    """#

  @Test func matchRulesAndCaptures() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    let result = tokenizer.tokenizeLine("let a = 42", state: .initial)
    #expect(
      describe("let a = 42", result.tokens) == [
        "let|keyword.t", " |source.t", "a|variable.t", " = |source.t", "42|constant.numeric.t",
      ])
    #expect(result.tokens[4].scopes.scopeNames == ["source.t", "constant.numeric.t"])
  }

  @Test func beginEndSpansLinesAndStateCompares() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    let first = tokenizer.tokenizeLine("1 /* open", state: .initial)
    #expect(first.state != .initial)
    let second = tokenizer.tokenizeLine("still */ 2", state: first.state)
    #expect(
      describe("still */ 2", second.tokens).prefix(2) == [
        "still |comment.block.t", "*/|comment.block.t",
      ])
    let again = tokenizer.tokenizeLine("1 /* open", state: .initial)
    #expect(again.state == first.state)
    #expect(second.state == tokenizer.tokenizeLine("", state: second.state).state)
  }

  /// Without its memo a tokenizer gives repeated lines the same tokens and states, and keeps
  /// none of them (a diff's line memory remembers them instead).
  @Test func repeatedLinesWithoutTheMemo() throws {
    let grammar = try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!
    let remembering = Tokenizer(grammar: grammar)
    let forgetting = Tokenizer(grammar: grammar, remembersLines: false)
    var state = LineState.initial
    for line in ["let a = 1", "1 /* open", "let a = 1", "*/ 2", "let a = 1", "let a = 1"] {
      let expected = remembering.tokenizeLine(line, state: state)
      let result = forgetting.tokenizeLine(line, state: state)
      #expect(result.tokens == expected.tokens)
      #expect(result.state == expected.state)
      state = result.state
    }
    #expect(remembering.rememberedLines > 0)
    #expect(forgetting.rememberedLines == 0)
  }

  @Test func backReferencesAndContentNameSubstitution() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    var state = LineState.initial
    var lines: [[Token]] = []
    for line in ["y <<END", "body", "END", "7"] {
      let result = tokenizer.tokenizeLine(line, state: state)
      lines.append(result.tokens)
      state = result.state
    }
    #expect(lines[1][0].scopes.scopeNames == ["source.t", "string.heredoc.t", "meta.body.END.t"])
    #expect(lines[2][0].scopes.scopeName == "string.heredoc.t")
    #expect(lines[3][0].scopes.scopeName == "constant.numeric.t")
  }

  @Test func zeroWidthMatchesDoNotLoop() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    let result = tokenizer.tokenizeLine("xx 1", state: .initial)
    #expect(result.tokens.map(\.utf8Range.upperBound).last == 4)
  }

  @Test func emptyLineGivesOneEmptyToken() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    let result = tokenizer.tokenizeLine("", state: .initial)
    #expect(result.tokens.count == 1)
    #expect(result.tokens[0].utf8Range == 0..<0)
  }

  @Test func offsetsAreUTF8BytesWithAstralAndCombiningCharacters() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!)
    let line = "😀é\u{301}界 12"
    let result = tokenizer.tokenizeLine(line, state: .initial)
    let number = try #require(result.tokens.last)
    #expect(number.scopes.scopeName == "constant.numeric.t")
    #expect(number.utf8Range == (line.utf8.count - 2)..<line.utf8.count)
  }

  @Test func longLinesAreOneTokenAndKeepTheState() throws {
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!, maxLineLength: 10)
    let open = tokenizer.tokenizeLine("/*", state: .initial)
    let exact = tokenizer.tokenizeLine(String(repeating: "a", count: 10), state: open.state)
    #expect(!exact.exceededLineLength)
    // Five astral characters are ten UTF-16 units: still within the budget.
    #expect(
      !tokenizer.tokenizeLine(String(repeating: "😀", count: 5), state: open.state)
        .exceededLineLength)
    let long = tokenizer.tokenizeLine(String(repeating: "a", count: 11) + "*/", state: open.state)
    #expect(long.exceededLineLength)
    #expect(long.tokens.count == 1)
    #expect(long.tokens[0].scopes.scopeName == "comment.block.t")
    #expect(long.state == open.state)
  }

  @Test func invalidRegexDisablesOnlyItsRule() throws {
    let grammar = try makeRegistry(
      #"{"scopeName":"source.bad","patterns":[{"match":"(oops","name":"bad"},{"match":"ok","name":"good.t"}]}"#
    ).grammar(scopeName: "source.bad")!
    let result = Tokenizer(grammar: grammar).tokenizeLine("ok (oops", state: .initial)
    #expect(result.tokens[0].scopes.scopeName == "good.t")
    #expect(grammar.warnings.count == 1)
  }

  @Test func includesAcrossGrammarsAndInjections() throws {
    let outer = #"""
      {"scopeName":"text.outer","patterns":[
        {"begin":"```js$","end":"^```$","contentName":"meta.embedded.js","patterns":[{"include":"source.inner"}]},
        {"include":"source.missing"}],
       "injections":{"L:text.outer -meta.embedded":{"patterns":[{"match":"TODO","name":"todo.outer"}]}}}
      """#
    let inner =
      ##"{"scopeName":"source.inner","patterns":[{"include":"#kw"}],"repository":{"kw":{"match":"var","name":"keyword.inner"}}}"##
    let tokenizer = Tokenizer(
      grammar: try makeRegistry(outer, inner).grammar(scopeName: "text.outer")!)
    var state = LineState.initial
    var results: [[String]] = []
    for line in ["TODO var", "```js", "var TODO", "```"] {
      let result = tokenizer.tokenizeLine(line, state: state)
      results.append(describe(line, result.tokens))
      state = result.state
    }
    #expect(results[0] == ["TODO|todo.outer", " var|text.outer"])
    #expect(results[2] == ["var|keyword.inner", " TODO|meta.embedded.js"])
    #expect(state.depth == 1)
  }

  @Test func aTokenizerPerThreadSharesTheGrammar() async throws {
    let grammar = try makeRegistry(Self.blocks).grammar(scopeName: "source.t")!
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let tokenizer = Tokenizer(grammar: grammar)
          var state = LineState.initial
          var total = 0
          for index in 0..<200 {
            let result = tokenizer.tokenizeLine("let v\(index) = \(index) /* c */", state: state)
            state = result.state
            total += result.tokens.count
          }
          return total
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(Set(counts).count == 1)
  }
}
