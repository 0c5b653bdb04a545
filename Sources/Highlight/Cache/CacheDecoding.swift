/// The asset cache's decoders run on any bytes, as a cache file's payload (what its frame
/// holds once the magic, build, kind and checksum are checked): the fuzz targets' entry, since
/// a checksum says nothing about what a file's author put inside it. Each decoder is run as a
/// warm run uses it, and what it returns is used as a run uses it (a grammar's literal
/// filters over a line, its first bytes and word tries at every position, a language row
/// found), so an offset or index a decoder let through would fault here.
package enum CacheDecoding {
  /// One decoder of the cache, by the asset kind it reads.
  package enum Asset: String, CaseIterable, Sendable {
    case grammar
    case languages
    case listing
    case linguistRoot = "linguist-root"
    case heuristics
    case classifier
  }

  /// A line that reaches many byte pairs, word characters and spaces.
  static let sample = Array("  let value_1 = Foo.bar(x, \"s\") + 0x1F // end\tif else\n".utf8)

  /// Decodes `payload` as `asset` and uses what it gives; malformed input is simply refused.
  package static func run(_ asset: Asset, payload: [UInt8]) {
    run(asset, payload: payload, log: nil)
  }

  /// Whether `fields` can list what a decoder read: the readers log only in debug builds.
  package static var logsFields: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// One number of a payload: where it lies (a LEB128 field, or a flag's byte) and whether
  /// it is a length or count (else a value: an index, a flag, a stamp, a capture group).
  package struct Field: Sendable {
    package let range: Range<Int>
    package let isLength: Bool
  }

  /// Every number `run` reads from `payload`, in reading order: what a corruption test
  /// changes one at a time.
  /// Empty where `logsFields` is false.
  package static func fields(_ asset: Asset, payload: [UInt8]) -> [Field] {
    let log = CacheReader.FieldLog()
    run(asset, payload: payload, log: log)
    return log.ranges.enumerated().map { Field(range: $1, isLength: log.lengths.contains($0)) }
  }

  private static func run(_ asset: Asset, payload: [UInt8], log: CacheReader.FieldLog?) {
    var reader = CacheReader(payload)
    #if DEBUG
      reader.log = log
    #endif
    switch asset {
    case .grammar:
      guard (try? AssetConditions.read(from: &reader)) != nil,
        (try? RawGrammarCodec.decode(from: &reader)) != nil,
        let analyses = try? PatternAnalyses.decode(from: &reader), reader.isAtEnd
      else { return }
      use(analyses.map(\.known))
    case .languages:
      guard (try? AssetConditions.read(from: &reader)) != nil,
        (try? LanguageTableAsset.decode(from: &reader)) != nil
      else { return }
      // The lookup's own pass over the rows (logged once, by the decode above).
      guard log == nil, let table = try? LanguageTableLookup.index(payload) else { return }
      for path in ["a.py", "Makefile", "x.tar.gz", "README.md", ".bashrc"] {
        _ = try? LanguageTableLookup.find(LanguageRegistry.detectionKeys(of: path), in: table)
      }
    case .listing:
      guard (try? AssetConditions.read(from: &reader)) != nil else { return }
      _ = try? reader.strings()
    case .linguistRoot:
      guard (try? AssetConditions.read(from: &reader)) != nil else { return }
      _ = try? reader.optionalString()
    case .heuristics:
      guard (try? AssetConditions.read(from: &reader)) != nil,
        let heuristics = try? HeuristicsAsset.decode(from: &reader)
      else { return }
      // Every rule of every block, as a file of each extension would ask them.
      for block in heuristics.disambiguations {
        for name in block.extensions.prefix(4) {
          _ = heuristics.languages(filename: "a" + name, content: sample)
        }
      }
    case .classifier:
      guard (try? AssetConditions.read(from: &reader)) != nil,
        let entry = try? ClassifierAsset.decode(from: &reader)
      else { return }
      // Scored beside a language without samples, as a run scores its candidates.
      _ = BayesClassifier.scores(
        LinguistTokenizer.tokens(sample), totals: entry.totals, samples: [entry.samples, nil])
    }
  }

  /// Every filter asked about the sample line, every first-byte analysis decoded and asked
  /// about every position (and its word trie, where it has one).
  private static func use(_ analyses: [PatternAnalyses.Known]) {
    let index = LineIndex()
    sample.withUnsafeBufferPointer { line in
      guard let base = line.baseAddress else { return }
      index.index(base, count: line.count)
      for known in analyses {
        _ = known.filter?.mayMatch(index)
        var stored = known.firstBytes
        guard let first = try? FirstBytesCodec.decode(from: &stored) else { continue }
        for offset in 0..<line.count {
          _ = first.firstCandidate(in: base, from: offset, count: line.count)
          if first.isCandidate(base, offset, line.count) {
            _ = first.wordTrie?.answer(base, at: offset, count: line.count)
            _ = first.symbolList?.answer(base, at: offset, count: line.count)
          }
        }
      }
    }
  }
}
