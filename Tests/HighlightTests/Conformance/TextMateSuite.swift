import Foundation
import Highlight

/// Runs one vscode-textmate scope test file (first-mate `tests.json`, suite1 `tests.json` or
/// `whileTests.json`) the way the upstream harness does (see the data's README).
struct TextMateSuite {
  struct Outcome {
    var passed: [String] = []
    var failed: [(name: String, detail: String)] = []
    var tokensMatched = 0
    var tokensTotal = 0
  }

  let file: URL

  func run() throws -> Outcome {
    let data = try Data(contentsOf: file)
    let cases = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    var outcome = Outcome()
    for (index, testCase) in cases.enumerated() {
      let name = "\(index + 1) \(testCase["desc"] as? String ?? "?")"
      let (detail, matched, total) = runCase(testCase)
      outcome.tokensMatched += matched
      outcome.tokensTotal += total
      if let detail {
        outcome.failed.append((name, detail))
      } else {
        outcome.passed.append(name)
      }
    }
    return outcome
  }

  private func runCase(_ testCase: [String: Any]) -> (String?, Int, Int) {
    let folder = file.deletingLastPathComponent()
    let registry = GrammarRegistry(directories: [])
    var scopeByPath: [String: String] = [:]
    for path in testCase["grammars"] as? [String] ?? [] {
      do {
        let grammar = try registry.addGrammar(path: folder.appendingPathComponent(path).path)
        scopeByPath[path] = grammar.scopeName
      } catch {
        return ("cannot load \(path): \(error)", 0, 0)
      }
    }
    let rootScope =
      (testCase["grammarScopeName"] as? String)
      ?? (testCase["grammarPath"] as? String).flatMap { scopeByPath[$0] }
    guard let rootScope else { return ("no root scope", 0, 0) }
    if let injections = testCase["grammarInjections"] as? [String] {
      registry.setInjections(injections, into: rootScope)
    }
    guard let grammar = registry.grammar(scopeName: rootScope) else {
      return ("no grammar for \(rootScope)", 0, 0)
    }
    let tokenizer = Tokenizer(grammar: grammar)
    var state = LineState.initial
    var firstFailure: String?
    var matched = 0
    var total = 0
    for (lineNumber, entry) in (testCase["lines"] as? [[String: Any]] ?? []).enumerated() {
      let line = entry["line"] as? String ?? ""
      var expected: [(String, [String])] = (entry["tokens"] as? [[String: Any]] ?? []).map {
        ($0["value"] as? String ?? "", $0["scopes"] as? [String] ?? [])
      }
      if !line.isEmpty { expected.removeAll { $0.0.isEmpty } }
      let result = tokenizer.tokenizeLine(line, state: state)
      state = result.state
      let bytes = Array(line.utf8)
      let actual = result.tokens.map { token in
        (String(decoding: bytes[token.utf8Range], as: UTF8.self), token.scopes.scopeNames)
      }
      total += expected.count
      for (index, token) in expected.enumerated()
      where index < actual.count && actual[index].0 == token.0 && actual[index].1 == token.1 {
        matched += 1
      }
      let same =
        actual.count == expected.count
        && zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
      if !same && firstFailure == nil {
        firstFailure =
          "line \(lineNumber + 1) \(line.debugDescription)\n  expected: \(describe(expected))\n  actual:   \(describe(actual))"
      }
    }
    return (firstFailure, matched, total)
  }

  private func describe(_ tokens: [(String, [String])]) -> String {
    tokens.map { "\($0.0.debugDescription)[\($0.1.joined(separator: " "))]" }.joined(separator: " ")
  }
}
