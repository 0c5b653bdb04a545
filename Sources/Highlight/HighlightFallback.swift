/// Why a highlighting pass gave up and left the source plain: a value, so callers decide by
/// its case (a budget, the language, a cancellation) and turn it into words only at the edge.
/// `description` is the `fallback` text of the token-run JSON contract.
package enum HighlightFallback: Hashable, Sendable, CustomStringConvertible {
  /// The source is `size` UTF-8 bytes, over `HighlightLimits.maxBytes`.
  case tooManyBytes(size: Int, limit: Int)
  /// No language was named or detected.
  case unknownLanguage
  /// The language has no grammar installed.
  case noGrammar(language: String)
  /// Line `line` (from 1) is `length` UTF-16 units long, over `maxLineLength`.
  case lineTooLong(line: Int, length: Int, limit: Int)
  /// The result has more runs than `maxRuns`.
  case tooManyRuns(limit: Int)
  /// The pass took more than `timeLimit` seconds of CPU time.
  case timeLimit(seconds: Double)
  /// The caller cancelled the pass.
  case cancelled

  /// Whether a budget (size, line length, runs, time) made the source plain, rather than the
  /// language or the caller.
  package var isBudget: Bool {
    switch self {
    case .tooManyBytes, .lineTooLong, .tooManyRuns, .timeLimit: return true
    case .unknownLanguage, .noGrammar, .cancelled: return false
    }
  }

  package var description: String {
    switch self {
    case .tooManyBytes(let size, let limit):
      return "source is \(size) bytes, over the limit of \(limit)"
    case .unknownLanguage: return "unknown language"
    case .noGrammar(let language): return "no grammar for \(language)"
    case .lineTooLong(let line, let length, let limit):
      return "line \(line) is \(length) UTF-16 code units long, over the limit of \(limit)"
    case .tooManyRuns(let limit): return "more than \(limit) runs"
    case .timeLimit(let seconds): return "time: \(Self.timeDetail(seconds))"
    case .cancelled: return "cancelled"
    }
  }

  /// What a time limit's fallback says after its `time:` tag.
  package static func timeDetail(_ seconds: Double) -> String {
    "highlighting took more than \(seconds) s of CPU time"
  }
}
