import Highlight

/// The one-line note that code was shown plain because a highlighting budget ran out, for a
/// person at a terminal (a program reading JSON has the `fallback` reason instead).
///
/// Only budgets are named: an unknown language or a missing grammar is plain by design, as
/// bat shows such files, and a cancelled pass is the client's own doing.
package enum BudgetNote {
  /// The `highlight` flag that sets the budget `fallback` names, or `nil` when it is not a
  /// budget.
  package static func flag(for fallback: HighlightFallback?) -> String? {
    switch fallback {
    case .tooManyBytes?: return "--max-bytes"
    case .lineTooLong?: return "--max-line"
    case .tooManyRuns?: return "--max-runs"
    case .timeLimit?: return "--time-limit"
    case .unknownLanguage?, .noGrammar?, .cancelled?, nil: return nil
    }
  }

  /// `NAME: shown plain: REASON (budget FLAG)` for a budget, else `nil`.
  package static func message(file: String, fallback: HighlightFallback?) -> String? {
    guard let fallback, let flag = flag(for: fallback) else { return nil }
    let detail =
      if case .timeLimit(let seconds) = fallback {
        HighlightFallback.timeDetail(seconds)
      } else {
        fallback.description
      }
    return "\(file): shown plain: \(detail) (budget \(flag))"
  }
}
