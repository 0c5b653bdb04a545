import Foundation
import Testing

@testable import Highlight

/// What the cache stores decodes to exactly what the files give: Linguist's grammars (the
/// popular languages', every rule field) and its language table (every lookup).
@Suite struct CachedAssetsRoundTripTests {
  static let scopes = [
    "source.swift", "source.python", "source.js", "source.c", "source.c++", "source.rust",
    "source.go", "text.html.basic", "source.ts", "source.json", "source.yaml", "source.shell",
    "source.ruby", "source.diff", "source.css", "source.sql", "source.emacs.lisp",
  ]

  @Test(
    .enabled(if: GrammarSearchPath.linguistRoot() != nil, "Linguist grammars not installed"),
    arguments: scopes) func linguistGrammarRoundTrips(_ scope: String) throws
  {
    let registry = GrammarRegistry(environment: [:])
    let raw = try #require(registry.rawGrammar(scopeName: scope), "no grammar for \(scope)")
    var writer = CacheWriter()
    RawGrammarCodec.encode(raw, into: &writer)
    let analyses = PatternAnalyses.analyse(raw)
    PatternAnalyses.encode(analyses, into: &writer)
    var reader = CacheReader(writer.bytes)
    let decoded = try RawGrammarCodec.decode(from: &reader)
    let decodedAnalyses = try PatternAnalyses.decode(from: &reader)
    #expect(reader.isAtEnd)
    #expect(Self.describe(decoded) == Self.describe(raw))
    #expect(decodedAnalyses.count == analyses.count)
    for (cached, pattern) in zip(decodedAnalyses, analyses) {
      #expect(cached.pattern == pattern.pattern)
      // Symbol lists are stored without a filter (`PatternAnalyses.analyse`).
      let isSymbolList = CompiledRegex.firstBytes(of: cached.pattern)?.symbolList != nil
      #expect(
        cached.known.filter?.keys
          == (isSymbolList ? nil : LiteralFilter(pattern: cached.pattern)?.keys))
    }
    #expect(try Self.firstBytesMismatches(decodedAnalyses).isEmpty)
  }

  /// The patterns whose stored first bytes differ from those worked out from their text.
  static func firstBytesMismatches(_ entries: [(pattern: String, known: PatternAnalyses.Known)])
    throws -> [String]
  {
    var mismatches: [String] = []
    for entry in entries {
      var reader = entry.known.firstBytes
      let stored = try FirstBytesCodec.decode(from: &reader)
      if stored != CompiledRegex.firstBytes(of: entry.pattern) { mismatches.append(entry.pattern) }
    }
    return mismatches
  }

  /// Every installed grammar's stored first bytes, pattern by pattern, against the analysis
  /// of the pattern's text (the differential test of reading them from the cache).
  @Test(.enabled(if: GrammarSearchPath.linguistRoot() != nil, "Linguist grammars not installed"))
  func storedFirstBytesAgreeForEveryInstalledGrammar() throws {
    let registry = GrammarRegistry(environment: [:])
    let full = ProcessInfo.processInfo.environment["INTENT_RENDER_FASTPATH_FULL"] == "1"
    let scopes = full ? registry.scopeNames.sorted() : Self.scopes
    var patterns = 0
    for scope in scopes {
      let raw = try #require(registry.rawGrammar(scopeName: scope), "no grammar for \(scope)")
      var writer = CacheWriter()
      PatternAnalyses.encode(PatternAnalyses.analyse(raw), into: &writer)
      var reader = CacheReader(writer.bytes)
      let entries = try PatternAnalyses.decode(from: &reader)
      patterns += entries.count
      let mismatches = try Self.firstBytesMismatches(entries)
      #expect(mismatches.isEmpty, "\(scope): \(mismatches.prefix(3))")
    }
    print("stored first bytes: \(patterns) patterns of \(scopes.count) grammars agree")
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil, "ruby-github-linguist is not installed")
  ) func languageTableRoundTrips() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let folder = NSTemporaryDirectory() + "languages-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cache = AssetCache(directory: folder, build: "b")
    let fresh = try LanguageRegistry.load(from: url)
    LanguageTableAsset.store(
      fresh, path: url.path, conditions: AssetConditions(stamping: [url.path]), in: cache)
    let cached = try #require(LanguageTableAsset.load(path: url.path, from: cache))
    #expect(cached.languages == fresh.languages)
    #expect(cached.byFilename == fresh.byFilename)
    #expect(cached.byExtension == fresh.byExtension)
    #expect(cached.byInterpreter == fresh.byInterpreter)
    #expect(cached.byName == fresh.byName)
    #expect(LanguageTableAsset.load(path: url.path + "x", from: cache) == nil)
  }

  /// Every field of every rule, in a deterministic text (repositories and captures sorted).
  static func describe(_ grammar: RawGrammar) -> String {
    var out = "\(grammar.scopeName)|\(grammar.displayName ?? "-")|\(grammar.fileTypes)|"
    out += "\(grammar.injectionSelector ?? "-")|\(grammar.firstLineMatch ?? "-")\n"
    grammar.patterns.forEach { describe($0, "p", &out) }
    for key in grammar.repository.keys.sorted() { describe(grammar.repository[key]!, key, &out) }
    for injection in grammar.injections { describe(injection.rule, injection.selector, &out) }
    return out
  }

  private static func describe(_ rule: RawRule, _ label: String, _ out: inout String) {
    let fields = [
      rule.include, rule.name, rule.contentName, rule.match, rule.begin, rule.end,
      rule.whilePattern,
    ]
    out += "(\(label)"
    for field in fields { out += "|" + (field.map { "\($0.count):\($0)" } ?? "-") }
    out += "|\(rule.applyEndPatternLast)"
    for (tag, captures) in [
      ("c", rule.captures), ("bc", rule.beginCaptures), ("ec", rule.endCaptures),
      ("wc", rule.whileCaptures),
    ] {
      guard let captures else { continue }
      for group in captures.rules.keys.sorted() {
        describe(captures.rules[group]!, "\(tag)\(group)", &out)
      }
    }
    if let patterns = rule.patterns {
      out += "[\(patterns.count)"
      patterns.forEach { describe($0, "p", &out) }
    }
    if let repository = rule.repository {
      out += "{\(repository.count)"
      for key in repository.keys.sorted() { describe(repository[key]!, key, &out) }
    }
    out += ")"
  }
}
