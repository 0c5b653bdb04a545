import Highlight

/// The one-line note that code was shown plain because a highlighting budget ran out, for a
/// person at a terminal (a program reading JSON has the `fallback` reason instead).
///
/// Only budgets are named: an unknown language or a missing grammar is plain by design, as
/// bat shows such files, and a cancelled pass is the client's own doing.
enum BudgetNote {
  /// The budget a `fallback` reason of `Highlighter.highlight` names and the `highlight` flag
  /// that sets it, or `nil` when the reason is not a budget.
  static func flag(for reason: String?) -> String? {
    guard let reason else { return nil }
    // The reasons are Highlighter's: "source is N bytes, over the limit of M", "line N is …
    // long, over the limit of M", "more than N runs" and HighlightLimits.timeFallback.
    if reason.hasPrefix("source is ") { return "--max-bytes" }
    if reason.hasPrefix("line ") && reason.contains("over the limit") { return "--max-line" }
    if reason.hasPrefix("more than ") && reason.hasSuffix(" runs") { return "--max-runs" }
    if HighlightLimits.isTimeFallback(reason) { return "--time-limit" }
    return nil
  }

  /// `NAME: shown plain: REASON (budget FLAG)` for a budget reason, else `nil`.
  static func message(file: String, reason: String?) -> String? {
    guard let reason, let flag = flag(for: reason) else { return nil }
    let detail = HighlightLimits.isTimeFallback(reason) ? String(reason.dropFirst(6)) : reason
    return "\(file): shown plain: \(detail) (budget \(flag))"
  }
}
