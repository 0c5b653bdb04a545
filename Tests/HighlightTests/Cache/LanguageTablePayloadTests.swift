import Foundation
import Testing

@testable import Highlight

/// The table a first run writes straight from the languages (`payload(_:conditions:)`)
/// against the plain writer of the registry built from them: the same bytes.
@Suite struct LanguageTablePayloadTests {
  static let conditions = AssetConditions(stamping: [])

  static func expectSamePayload(_ languages: [Language]) throws {
    let registry = LanguageRegistry(languages: languages)
    let fast = LanguageTableAsset.payload(languages, conditions: conditions)
    #expect(fast == LanguageTableAsset.payload(of: registry, conditions: conditions))
    var reader = CacheReader(fast)
    _ = try AssetConditions.read(from: &reader)
    let decoded = try LanguageTableAsset.decode(from: &reader)
    #expect(reader.isAtEnd)
    #expect(decoded.languages == registry.languages)
    #expect(decoded.byFilename == registry.byFilename)
    #expect(decoded.byExtension == registry.byExtension)
    #expect(decoded.byInterpreter == registry.byInterpreter)
    #expect(decoded.byName == registry.byName)
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func installedLanguages() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    try Self.expectSamePayload(try LanguageRegistry.load(from: url).languages)
  }

  /// Shared keys ranked (popular, primary extension, grammar, only by content), a name that
  /// clashes with an alias and with another language's identifier, keys in other cases,
  /// repeated keys inside one language, no languages at all.
  @Test func craftedLanguages() throws {
    try Self.expectSamePayload([])
    try Self.expectSamePayload([
      Language(name: "Vim Help File", extensions: [".txt"], scopeName: "text.vim-help"),
      Language(
        name: "C", aliases: ["c-lang"], extensions: [".c", ".h", ".H"], scopeName: "source.c"),
      Language(
        name: "C++", aliases: ["cpp", "C"], extensions: [".cpp", ".h", ".h"],
        filenames: ["Makefile.cpp"], scopeName: "source.c++"),
      Language(name: "Text", aliases: ["vim-help-file"], extensions: [".txt"], scopeName: nil),
      Language(
        name: "Shell", aliases: ["sh"], extensions: [".sh"], filenames: ["PKGBUILD", ".bashrc"],
        interpreters: ["bash", "sh"], scopeName: "source.shell"),
      Language(
        name: "Other Shell", aliases: ["SH"], extensions: [".SH"], filenames: [".bashrc"],
        interpreters: ["sh", "sh"], scopeName: "source.other"),
      Language(name: "Émigré Script", extensions: [".ém"], scopeName: "source.em"),
      Language(name: "c++", aliases: ["other shell"], scopeName: nil),
    ])
  }
}
