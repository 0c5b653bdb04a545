import Foundation

/// Linguist's naive Bayes classifier (`classifier.rb`) over the token counts of its
/// `samples.json`: the last strategy, choosing among the candidates the others left.
///
/// A language's score is the log-probability of the file's tokens under that language's
/// sample counts (a token the language never saw counts as one in all the samples' tokens)
/// plus the log of the share of samples that are in that language. The sums run in the order
/// tokens first appear, as Ruby's hash does, so the scores are Linguist's to the last bit.
package struct BayesClassifier: Sendable {
  /// Bytes of a file the classifier reads (`CLASSIFIER_CONSIDER_BYTES`).
  package static let consideredBytes = 50 * 1024

  /// Per language: its token counts, built when a classification first needs them.
  let tokens: SampleTokenTables
  /// Per language: the total of its token counts.
  let languageTokens: [String: Int]
  /// Per language: how many samples it has.
  let samples: [String: Int]
  let sampleTotal: Int
  let tokenTotal: Int

  /// Reads `samples.json`; nil when it is missing or not the shape Linguist writes.
  ///
  /// Only the small members are parsed here. The token tables (most of the file's 2.5 MB)
  /// are located and left as text: a file needs the tables of its two or three candidates,
  /// and building all of them (nearly 600) made every detection that reached the classifier cost many times
  /// the rest of highlighting a small file (or a diff's hunks).
  package static func load(path: String) -> BayesClassifier? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let bytes = [UInt8](data)
    guard let document = JSONMembers.of(bytes, objectAt: 0, expanding: "tokens") else {
      return nil
    }
    let root = document.members
    func value(_ key: String) -> GrammarValue? {
      guard let range = root.first(where: { $0.key == key })?.value else { return nil }
      return try? GrammarValue.parseJSON(Array(bytes[range]))
    }
    guard let tokenTotal = value("tokens_total")?.intValue,
      let sampleTotal = value("languages_total")?.intValue, tokenTotal > 0, sampleTotal > 0,
      let tables = document.expanded
    else { return nil }
    return BayesClassifier(
      tokens: SampleTokenTables(bytes: bytes, members: tables),
      languageTokens: counts(value("language_tokens")), samples: counts(value("languages")),
      sampleTotal: sampleTotal, tokenTotal: tokenTotal)
  }

  /// A JSON object of whole numbers as a table (anything else counts 0).
  static func counts(_ value: GrammarValue?) -> [String: Int] {
    var table: [String: Int] = [:]
    for (key, count) in value?.objectValue ?? [] { table[key] = count.intValue ?? 0 }
    return table
  }

  /// `candidates` ordered from most to least probable for `content`; a candidate without
  /// samples comes last, in the order given.
  package func classify(_ content: some Collection<UInt8>, among candidates: [String]) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let scores = self.scores(
      LinguistTokenizer.tokens(content.prefix(Self.consideredBytes)),
      among: candidates)
    return candidates.indices.sorted { a, b in
      let (x, y) = (scores[a], scores[b])
      if x != y { return x > y }
      return a < b
    }.map { candidates[$0] }
  }

  /// The log score of each candidate (minus infinity without samples).
  func scores(_ tokenList: [String], among candidates: [String]) -> [Double] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for token in tokenList {
      if counts[token] == nil { order.append(token) }
      counts[token, default: 0] += 1
    }
    let unknown = log(1 / Double(tokenTotal))
    return candidates.map { language in
      guard let table = tokens.table(of: language), let total = languageTokens[language],
        let count = samples[language], total > 0, count > 0
      else { return -.infinity }
      var sum = 0.0
      for token in order {
        let seen = table[token] ?? 0
        let probability = seen == 0 ? unknown : log(Double(seen) / Double(total))
        sum += Double(counts[token]!) * probability
      }
      return sum + log(Double(count) / Double(sampleTotal))
    }
  }
}

/// The token tables of `samples.json`, each parsed from its text on first use; a table that
/// is not an object of counts is an empty one, as reading the whole file made it.
final class SampleTokenTables: @unchecked Sendable {
  private let bytes: [UInt8]
  private let ranges: [String: Range<Int>]
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var built: [String: [String: Int]] = [:]

  init(bytes: [UInt8], members: [(key: String, value: Range<Int>)]) {
    self.bytes = bytes
    var ranges: [String: Range<Int>] = [:]
    // A repeated key keeps its last value, as reading the whole file did.
    for member in members { ranges[member.key] = member.value }
    self.ranges = ranges
  }

  /// The languages with a table.
  var languages: [String] { Array(ranges.keys) }

  /// The token counts of `language`, or nil when the samples have none.
  func table(of language: String) -> [String: Int]? {
    guard let range = ranges[language] else { return nil }
    if let made = lock.withLock({ built[language] }) { return made }
    let made = BayesClassifier.counts(try? GrammarValue.parseJSON(Array(bytes[range])))
    lock.withLock { built[language] = made }
    return made
  }
}

extension GrammarValue {
  /// A JSON number that is a whole number.
  var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else {
      return nil
    }
    return Int(value)
  }
}
