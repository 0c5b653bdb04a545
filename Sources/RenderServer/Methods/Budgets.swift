import DiagramLayout
import Highlight

/// Per-request budgets: a request may lower the CLI's default limits, never raise them, so a
/// client cannot make the shared process spend more than one CLI run would.
enum Budgets {
  /// The `limits` object of a `highlight` request (`maxBytes`, `maxLineLength`, `maxRuns`,
  /// `timeLimit` in CPU seconds).
  static func highlightLimits(_ params: RequestParams) throws(RPCError) -> HighlightLimits {
    let defaults = HighlightLimits()
    guard let limits = try params.nested("limits") else { return defaults }
    try limits.rejectUnknown(["maxBytes", "maxLineLength", "maxRuns", "timeLimit"])
    var result = defaults
    result.maxBytes = try limits.int("maxBytes", in: 0...defaults.maxBytes) ?? defaults.maxBytes
    result.maxLineLength =
      try limits.int("maxLineLength", in: 1...defaults.maxLineLength) ?? defaults.maxLineLength
    result.maxRuns = try limits.int("maxRuns", in: 0...defaults.maxRuns) ?? defaults.maxRuns
    result.timeLimit =
      try limits.seconds("timeLimit", maximum: defaults.timeLimit) ?? defaults.timeLimit
    return result
  }

  /// The largest source a diagram request may carry (the CLI's limit, in UTF-8 bytes).
  static let maxDiagramBytes = DiagramLimits.maximumSourceBytes
}
