import Foundation
import Testing

@testable import Highlight

@Suite struct GrammarRegistryTests {
  private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "grammars-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func environmentDirectoriesAndExplicitFilesOverrideInOrder() throws {
    let first = try temporaryDirectory()
    let second = try temporaryDirectory()
    try #"{"scopeName":"source.z","patterns":[{"match":"a","name":"one"}]}"#
      .write(toFile: first + "/Z.tmLanguage.json", atomically: true, encoding: .utf8)
    try #"{"scopeName":"source.z","patterns":[{"match":"a","name":"two"}]}"#
      .write(toFile: second + "/other-name.json", atomically: true, encoding: .utf8)
    let directories = GrammarSearchPath.environmentDirectories([
      "INTENT_RENDER_GRAMMARS": "\(first)::\(second)"
    ])
    #expect(directories == [first, second])
    let registry = GrammarRegistry(directories: directories)
    #expect(registry.rawGrammar(scopeName: "source.z")?.patterns.first?.name == "two")
    let explicit = first + "/explicit.json"
    try #"{"scopeName":"source.z","patterns":[{"match":"a","name":"three"}]}"#
      .write(toFile: explicit, atomically: true, encoding: .utf8)
    try registry.addGrammar(path: explicit)
    #expect(registry.grammar(scopeName: "source.z")?.root.patterns.first?.name == "three")
  }

  @Test func missingGrammarIsNil() {
    #expect(GrammarRegistry(directories: []).grammar(scopeName: "source.none") == nil)
  }

  @Test(
    .enabled(if: GrammarSearchPath.linguistRoot() != nil, "ruby-github-linguist is not installed"))
  func linguistGrammarsLoadLazily() throws {
    let root = try #require(GrammarSearchPath.linguistRoot())
    let registry = GrammarRegistry(directories: [root + "/grammars"])
    #expect(registry.scopeNames.count > 500)
    let grammar = try #require(registry.grammar(scopeName: "source.swift"))
    // Building the grammar compiles only the root rule; the first line a few more.
    #expect(grammar.rules.count < 5)
    let tokens = Tokenizer(grammar: grammar).tokenizeLine("let x = 1", state: .initial).tokens
    #expect(tokens.first?.scopes.scopeName == "keyword.other.declaration-specifier.swift")
    #expect(grammar.rules.count < 400)
    #expect(grammar.warnings.isEmpty)
  }
}
