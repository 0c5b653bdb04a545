import Foundation
import RenderSupport

/// Tokenizes a whole document, using several cores for large ones (`SpeculativeParts`: the
/// result is always identical to a sequential run).
package enum DocumentTokenizer {
  /// The tokenized lines, or nil when `deadline` passed first.
  package static func tokenize(
    lines: [Substring], grammar: Grammar, maxLineLength: Int = 10_000, deadline: Date? = nil,
    maxParts: Int = ProcessorCount.active
  ) -> [TokenizedLine]? {
    let parts = max(1, min(maxParts, lines.count / minimumLinesPerPart))
    return SpeculativeParts.run(
      starts: SplitPoints.starts(
        lines, parts: parts, convention: .init(scopeName: grammar.scopeName)),
      lineCount: lines.count,
      makeWorker: {
        let tokenizer = Tokenizer(grammar: grammar, maxLineLength: maxLineLength)
        var counter = 0
        return SpeculativeParts.Worker(
          step: { index, state in
            let result = tokenizer.tokenizeLine(lines[index], state: state)
            return (result, result.state)
          },
          finish: { $1 },
          guess: tokenizer.rootState,
          isOverBudget: {
            // Reading the clock every 64 lines is enough for a wall-clock deadline.
            counter += 1
            guard let deadline, counter % 64 == 0 else { return false }
            return Date() > deadline
          })
      })
  }

  static let minimumLinesPerPart = 2000
}
