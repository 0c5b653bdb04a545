import Foundation
import Testing

@testable import Highlight

private let samplesPath: String? = LanguageDetectorTests.data.map {
  $0.directory + "/samples.json"
}.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }

/// The classifier's samples through the asset cache: every language's entry is the one
/// `samples.json` gives, a warm run ranks and scores every candidate list exactly as the file
/// does without reading it, and an entry that is not one `store` wrote is refused.
@Suite struct ClassifierAssetTests {
  static func temporaryCache() -> (AssetCache, String) {
    let folder = NSTemporaryDirectory() + "classifier-\(UUID().uuidString)"
    return (AssetCache(directory: folder, build: "b"), folder)
  }

  @Test(.enabled(if: samplesPath != nil, "ruby-github-linguist not installed"))
  func everyLanguagesEntryDecodesToTheFilesSamples() throws {
    let path = try #require(samplesPath)
    let file = try #require(SamplesFile.load(path: path))
    #expect(file.languages.count > 100)
    for language in file.languages + ["No Such Language"] {
      let entry = ClassifierAsset.Entry(
        language: language, totals: file.totals, samples: file.samples(of: language))
      var writer = CacheWriter()
      ClassifierAsset.encode(entry, into: &writer)
      var reader = CacheReader(writer.bytes)
      #expect(try ClassifierAsset.decode(from: &reader) == entry, "\(language)")
      #expect(reader.isAtEnd)
    }
  }

  /// Candidate lists as detection makes them (the languages of each extension several share),
  /// over contents that reach every tokenizer rule and each strategy's cases.
  @Test(.enabled(if: samplesPath != nil, "ruby-github-linguist not installed"))
  func aWarmRunRanksAndScoresAsTheFileWithoutReadingIt() throws {
    let path = try #require(samplesPath)
    let file = try #require(SamplesFile.load(path: path))
    let registry = LanguageDetectorTests.registry
    let groups = Set(
      registry.byExtension.values.filter { $0.count > 1 }.map {
        LanguageDetector.linguistOrder($0).map { registry.languages[$0].name }
      })
    #expect(groups.count > 20)
    let contents = (tokenizerSnippets + detectionCases.map(\.content)).map { Array($0.utf8) }
    let (cache, folder) = Self.temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cold = ClassifierSamples(path: path, cache: cache)
    let warm = ClassifierSamples(path: path, cache: cache)
    for group in groups.sorted(by: { $0.joined() < $1.joined() }) {
      let fromFile = try #require(file.samples(of: group))
      let fromCold = try #require(cold.samples(of: group))
      let fromWarm = try #require(warm.samples(of: group))
      #expect(fromCold.0 == fromFile.0 && fromCold.1 == fromFile.1, "\(group)")
      #expect(fromWarm.0 == fromFile.0 && fromWarm.1 == fromFile.1, "\(group)")
      for content in contents {
        let tokens = LinguistTokenizer.tokens(content)
        let expected = BayesClassifier.scores(tokens, totals: fromFile.0, samples: fromFile.1)
        let scores = BayesClassifier.scores(tokens, totals: fromWarm.0, samples: fromWarm.1)
        #expect(scores.map(\.bitPattern) == expected.map(\.bitPattern), "\(group)")
        #expect(
          BayesClassifier(source: warm).classify(content, among: group)
            == BayesClassifier(source: file).classify(content, among: group))
      }
    }
    #expect(cold.fileWasRead)
    #expect(!warm.fileWasRead, "the warm run read samples.json")
  }

  @Test(.enabled(if: samplesPath != nil, "ruby-github-linguist not installed"))
  func anEntryOfOtherTotalsOrAnotherLanguageIsNotUsed() throws {
    let path = try #require(samplesPath)
    let file = try #require(SamplesFile.load(path: path))
    let (cache, folder) = Self.temporaryCache()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let conditions = AssetConditions(stamping: [path])
    // Perl's entry with other totals; Raku's file holding Prolog's entry.
    var forged = ClassifierAsset.Entry(
      language: "Perl", totals: ClassifierTotals(tokens: 7, samples: 3),
      samples: file.samples(of: "Perl"))
    ClassifierAsset.store(forged, path: path, conditions: conditions, in: cache)
    // The forged entry is in the cache, so what follows shows it is not used.
    #expect(
      ClassifierAsset.load(path: path, language: "Perl", from: cache)?.totals
        == ClassifierTotals(tokens: 7, samples: 3))
    forged = ClassifierAsset.Entry(
      language: "Prolog", totals: file.totals, samples: file.samples(of: "Prolog"))
    var writer = CacheWriter()
    conditions.write(to: &writer)
    ClassifierAsset.encode(forged, into: &writer)
    cache.write(
      ClassifierAsset.fileName(path: path, language: "Raku"), kind: ClassifierAsset.kind,
      payload: writer.bytes)
    #expect(ClassifierAsset.load(path: path, language: "Raku", from: cache) == nil)
    let group = ["Perl", "Prolog", "Raku"]
    let samples = ClassifierSamples(path: path, cache: cache)
    let found = try #require(samples.samples(of: group))
    let expected = try #require(file.samples(of: group))
    #expect(found.0 == expected.0 && found.1 == expected.1)
    #expect(samples.fileWasRead)
    // Another file's entries are not this one's.
    #expect(ClassifierAsset.load(path: path + ".other", language: "Perl", from: cache) == nil)
  }

  /// Tokens are written in the order of their UTF-8 bytes, which is not String's order where
  /// a token is not in normal form (`e` and a combining accent sorts as `é`).
  @Test func tokensOfEveryKindRoundTrip() throws {
    let tokens = ["e\u{301}x": 1, "f": 2, "\u{E4}": 3, "a": 4, "ab": 5, "": 6, "\u{1F600}": 7]
    let entry = ClassifierAsset.Entry(
      language: "A", totals: ClassifierTotals(tokens: 5, samples: 2),
      samples: LanguageSamples(tokens: tokens, tokenCount: 28, sampleCount: 2))
    var writer = CacheWriter()
    ClassifierAsset.encode(entry, into: &writer)
    var reader = CacheReader(writer.bytes)
    #expect(try ClassifierAsset.decode(from: &reader) == entry)
    #expect(reader.isAtEnd)
  }

  @Test func totalsAndCountsSamplesCannotHaveAreRefused() {
    let samples = LanguageSamples(tokens: ["a": 1], tokenCount: 1, sampleCount: 1)
    let good = ClassifierTotals(tokens: 5, samples: 2)
    let cases: [ClassifierAsset.Entry] = [
      .init(language: "A", totals: ClassifierTotals(tokens: 0, samples: 2), samples: samples),
      .init(language: "A", totals: ClassifierTotals(tokens: 5, samples: -1), samples: nil),
      .init(
        language: "A", totals: good,
        samples: LanguageSamples(tokens: [:], tokenCount: 0, sampleCount: 1)),
      .init(
        language: "A", totals: good,
        samples: LanguageSamples(tokens: [:], tokenCount: 3, sampleCount: 0)),
    ]
    for entry in cases {
      var writer = CacheWriter()
      ClassifierAsset.encode(entry, into: &writer)
      var reader = CacheReader(writer.bytes)
      #expect(throws: CacheReader.Malformed.self) { try ClassifierAsset.decode(from: &reader) }
    }
    // Counts samples.json cannot give, and tokens repeated or out of order, written by hand.
    // The last: two spellings of one token (String's `==` holds them equal), in byte order.
    let tokenLists: [[(String, Int)]] = [
      [("a", 0)], [("a", -3)], [("a", 1), ("a", 2)], [("b", 1), ("a", 1)],
      [("e\u{301}", 1), ("\u{E9}", 2)],
    ]
    for tokens in tokenLists {
      var writer = CacheWriter()
      writer.string("A")
      writer.int(good.tokens)
      writer.int(good.samples)
      writer.bool(true)
      writer.int(3)
      writer.int(1)
      writer.count(tokens.count)
      for (token, count) in tokens {
        writer.string(token)
        writer.int(count)
      }
      var reader = CacheReader(writer.bytes)
      #expect(throws: CacheReader.Malformed.self) { try ClassifierAsset.decode(from: &reader) }
    }
    // A cut payload, and a token count larger than the bytes left.
    var writer = CacheWriter()
    ClassifierAsset.encode(.init(language: "A", totals: good, samples: samples), into: &writer)
    for end in 0..<writer.bytes.count {
      var reader = CacheReader(Array(writer.bytes[..<end]))
      #expect(throws: CacheReader.Malformed.self) { try ClassifierAsset.decode(from: &reader) }
    }
  }
}
