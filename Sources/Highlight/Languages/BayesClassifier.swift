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

  /// Where the candidates' samples come from (the asset cache, else `samples.json`).
  let source: any ClassifierSampleSource

  /// `candidates` ordered from most to least probable for `content`; a candidate without
  /// samples comes last, in the order given (all of them, when there are no samples at all).
  package func classify(_ content: some Collection<UInt8>, among candidates: [String]) -> [String] {
    guard !candidates.isEmpty, let (totals, samples) = source.samples(of: candidates) else {
      return candidates
    }
    let scores = Self.scores(
      LinguistTokenizer.tokens(content.prefix(Self.consideredBytes)), totals: totals,
      samples: samples)
    return candidates.indices.sorted { a, b in
      let (x, y) = (scores[a], scores[b])
      if x != y { return x > y }
      return a < b
    }.map { candidates[$0] }
  }

  /// The log score of each language of `samples` (minus infinity without samples).
  static func scores(
    _ tokenList: [String], totals: ClassifierTotals, samples: [LanguageSamples?]
  ) -> [Double] {
    // Each distinct token in order of first appearance, with its count: one lookup a token
    // (the subscript with a default finds or inserts in one probe).
    var order: [String] = []
    var counts: [Int] = []
    var positions: [String: Int] = [:]
    func position(_ slot: inout Int) -> Int { slot }
    for token in tokenList {
      let next = order.count
      let found = position(&positions[token, default: next])
      if found == next {
        order.append(token)
        counts.append(1)
      } else {
        counts[found] += 1
      }
    }
    let unknown = log(1 / Double(totals.tokens))
    return samples.map { language in
      guard let language else { return -.infinity }
      var sum = 0.0
      for (token, count) in zip(order, counts) {
        let seen = language.tokens[token] ?? 0
        let probability = seen == 0 ? unknown : log(Double(seen) / Double(language.tokenCount))
        sum += Double(count) * probability
      }
      return sum + log(Double(language.sampleCount) / Double(totals.samples))
    }
  }
}

/// The totals over all of Linguist's samples that every language's score uses.
struct ClassifierTotals: Equatable, Sendable {
  /// `tokens_total`: the tokens of all samples.
  var tokens: Int
  /// `languages_total`: the number of samples.
  var samples: Int
}

/// What the score of one language needs: its token counts, their total
/// (`language_tokens`) and its number of samples (`languages`), each positive.
struct LanguageSamples: Equatable, Sendable {
  var tokens: [String: Int]
  var tokenCount: Int
  var sampleCount: Int
}

/// Where the classifier finds the samples of the languages it is asked about.
protocol ClassifierSampleSource: Sendable {
  /// The totals and, per language of `languages`, its samples (nil when it has none); nil
  /// when there are no samples at all.
  func samples(of languages: [String]) -> (ClassifierTotals, [LanguageSamples?])?
}
