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

  /// Per language: its token counts and their total.
  let tokens: [String: [String: Int]]
  let languageTokens: [String: Int]
  /// Per language: how many samples it has.
  let samples: [String: Int]
  let sampleTotal: Int
  let tokenTotal: Int

  init(
    tokens: [String: [String: Int]], languageTokens: [String: Int], samples: [String: Int],
    sampleTotal: Int, tokenTotal: Int
  ) {
    self.tokens = tokens
    self.languageTokens = languageTokens
    self.samples = samples
    self.sampleTotal = sampleTotal
    self.tokenTotal = tokenTotal
  }

  /// Reads `samples.json`; nil when it is missing or not the shape Linguist writes.
  package static func load(path: String) -> BayesClassifier? {
    guard let data = FileManager.default.contents(atPath: path),
      let root = try? GrammarValue.parseJSON([UInt8](data)),
      let tokenTotal = root["tokens_total"]?.intValue,
      let sampleTotal = root["languages_total"]?.intValue, tokenTotal > 0, sampleTotal > 0,
      let tokenTable = root["tokens"]?.objectValue
    else { return nil }
    func counts(_ value: GrammarValue?) -> [String: Int] {
      var table: [String: Int] = [:]
      for (key, count) in value?.objectValue ?? [] { table[key] = count.intValue ?? 0 }
      return table
    }
    var tokens: [String: [String: Int]] = [:]
    tokens.reserveCapacity(tokenTable.count)
    for (language, table) in tokenTable { tokens[language] = counts(table) }
    return BayesClassifier(
      tokens: tokens, languageTokens: counts(root["language_tokens"]),
      samples: counts(root["languages"]), sampleTotal: sampleTotal, tokenTotal: tokenTotal)
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
      guard let table = tokens[language], let total = languageTokens[language],
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

extension GrammarValue {
  /// A JSON number that is a whole number.
  var intValue: Int? {
    guard case .number(let value) = self, value.rounded() == value, abs(value) < 1e15 else {
      return nil
    }
    return Int(value)
  }
}
