import Foundation
import Testing

@testable import Highlight

/// Detection from the cached table's bytes answers as the decoded registry does, or not at all.
@Suite struct LanguageTableLookupTests {
  /// An empty cache in a folder of its own (the caller removes the folder).
  static func scratchCache() -> (AssetCache, String) {
    let folder = NSTemporaryDirectory() + "language-lookup-\(UUID().uuidString)"
    return (AssetCache(directory: folder, build: "b"), folder)
  }

  /// Writes `registry`, read from `url`, into `cache` as a run of the CLI would.
  static func store(_ registry: LanguageRegistry, from url: URL, in cache: AssetCache) {
    LanguageTableAsset.store(
      registry, path: url.path, conditions: AssetConditions(stamping: [url.path]), in: cache)
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func answersAsTheRegistryForEveryUnsharedNameAndExtension() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let registry = try LanguageRegistry.load(from: url)
    Self.store(registry, from: url, in: cache)
    let lookup = LanguageTableLookup(cache: cache)
    var paths = registry.byFilename.keys.map { "some/dir/" + $0 }
    for ext in registry.byExtension.keys {
      paths += ["file" + ext, "Dir.x/NAME" + ext.uppercased(), "a.b" + ext]
    }
    var answered = 0
    for path in paths.sorted() {
      let expected = try #require(registry.detect(path: path))
      // A name or extension several languages share is left to the content.
      let keys = LanguageRegistry.detectionKeys(of: path)
      let claimants =
        registry.byFilename[keys.filename]
        ?? keys.extensions.lazy.compactMap { registry.byExtension[$0] }.first ?? []
      #expect(lookup.detect(path: path) == (claimants.count > 1 ? nil : expected), "\(path)")
      answered += claimants.count > 1 ? 0 : 1
    }
    #expect(answered > 1000)
    // Asked twice, answered from what it kept.
    #expect(lookup.detect(path: "x/main.swift")?.name == "Swift")
    #expect(lookup.detect(path: "x/main.swift")?.name == "Swift")
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func leavesWhatNamesDoNotSayToTheRegistry() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let registry = try LanguageRegistry.load(from: url)
    Self.store(registry, from: url, in: cache)
    let lookup = LanguageTableLookup(cache: cache)
    for path in ["", "dir/", "script", "notes.unknown-extension", "dir/.nothing-known"] {
      #expect(lookup.detect(path: path) == nil, "\(path)")
    }
  }

  /// A first run (an empty cache) makes the table itself, stores it and answers from it; the
  /// full registry then reads the stored table.
  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func firstRunMakesAndStoresTheTable() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(cache.read(LanguageTableAsset.kind + ".bin", kind: LanguageTableAsset.kind) == nil)
    #expect(LanguageTableLookup(cache: cache).detect(path: "main.swift")?.name == "Swift")
    let stored = try #require(
      LanguageTableAsset.load(path: url.path, from: cache), "the first run stored no table")
    let fresh = try LanguageRegistry.load(from: url)
    #expect(stored.languages == fresh.languages)
    #expect(stored.byExtension == fresh.byExtension)
    #expect(stored.byName == fresh.byName)
    // Without a table the registry makes one the same way, and reads it back.
    let (empty, other) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: other) }
    let made = LanguageRegistry.installed(cache: empty)
    #expect(made.languages == fresh.languages)
    #expect(made.byFilename == fresh.byFilename)
    #expect(made.byInterpreter == fresh.byInterpreter)
    #expect(LanguageTableAsset.load(path: url.path, from: empty) != nil)
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func highlighterAnswersFromTheCacheAndFallsBack() throws {
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The first run fills the cache; the second finds Swift by its extension and, with a
    // shebang-only script, falls back to the full table.
    _ = Highlighter(environment: [:], cache: cache).languages
    let highlighter = Highlighter(environment: [:], cache: cache)
    #expect(highlighter.resolve(code: "", path: "a/b.swift", language: nil).0?.name == "Swift")
    let script = highlighter.resolve(code: "#!/usr/bin/env python3\n", path: "run", language: nil)
    #expect(script.0?.name == "Python")
  }

  /// Whether a name alone names a language, as a diff asks of each file: the cached table's
  /// answer where it gives one, else the registry's, so always the registry's.
  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func detectsLanguageAsTheRegistryDoes() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let registry = try LanguageRegistry.load(from: url)
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = Highlighter(environment: [:], cache: cache).languages
    var paths = ["", "dir/", "script", "notes.unknown-extension", "a/b.swift", "x.h", "y.pl"]
    paths += registry.byFilename.keys.map { "some/dir/" + $0 }
    paths += registry.byExtension.keys.flatMap { ["file" + $0, "D.x/NAME" + $0.uppercased()] }
    // Before the whole table is decoded (the cached table answers), and after.
    let decoded = Highlighter(environment: [:], cache: cache)
    _ = decoded.languages
    for highlighter in [Highlighter(environment: [:], cache: cache), decoded] {
      for path in paths.sorted() {
        #expect(
          highlighter.detectsLanguage(path: path) == (registry.detect(path: path) != nil), "\(path)"
        )
      }
    }
  }

  /// A name, alias or extension (a fence's language) answers from the table as the
  /// registry answers, found or not.
  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func namesAnswerAsTheRegistryDoes() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let registry = try LanguageRegistry.load(from: url)
    let (cache, folder) = Self.scratchCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    Self.store(registry, from: url, in: cache)
    let lookup = LanguageTableLookup(cache: cache)
    var names = ["", " ", "no-such-language", "C++", " Objective-C\t", "PY", "h", "pl", "ts"]
    names += registry.byName.keys.flatMap { [$0, $0.uppercased(), " \($0) "] }
    names += registry.byExtension.keys.map { String($0.dropFirst()) }
    var found = 0
    for name in names.sorted() {
      let expected = registry.language(named: name)
      #expect(lookup.language(named: name) == .some(expected), "\(name)")
      found += expected == nil ? 0 : 1
    }
    #expect(found > 3000)
    let highlighter = Highlighter(environment: [:], cache: cache)
    for name in ["rust", "Shell", "no-such-language", "md", "yml"] {
      #expect(highlighter.language(named: name) == registry.language(named: name), "\(name)")
    }
  }
}
