import DiagramLayout
import Highlight
import SVGRaster

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

  /// The bytes of fenced code one `note` highlights (`NoteJob.maxHighlightedCode`).
  static let maxNoteCodeBytes = 128 * 1024
  /// The CPU seconds one fence may take to highlight (the CLI's block time limit).
  static let maxBlockSeconds = 1.0

  /// The `limits` of `note/render`: `maxCodeBytes` (fenced code highlighted, in document
  /// order; later fences stay plain) and `blockTimeLimit` (CPU seconds per fence).
  static func noteBudgets(_ params: RequestParams) throws(RPCError) -> JobBudgets {
    var budgets = JobBudgets()
    guard let limits = try params.nested("limits") else { return budgets }
    try limits.rejectUnknown(["maxCodeBytes", "blockTimeLimit"])
    budgets.maxCodeBytes = try limits.int("maxCodeBytes", in: 0...maxNoteCodeBytes)
    budgets.blockTimeLimit = try limits.seconds("blockTimeLimit", maximum: maxBlockSeconds)
    return budgets
  }

  /// The `limits` of `transcript/render`: `blockTimeLimit` (CPU seconds per fence).
  static func transcriptBudgets(_ params: RequestParams) throws(RPCError) -> JobBudgets {
    var budgets = JobBudgets()
    guard let limits = try params.nested("limits") else { return budgets }
    try limits.rejectUnknown(["blockTimeLimit"])
    budgets.blockTimeLimit = try limits.seconds("blockTimeLimit", maximum: maxBlockSeconds)
    return budgets
  }

  /// The `limits` of `diff/render`: `highlight`'s, for each hunk's highlighting (a hunk
  /// over one is shown without syntax colours, as the CLI does).
  static func diffBudgets(_ params: RequestParams) throws(RPCError) -> JobBudgets {
    var budgets = JobBudgets()
    if params.has("limits") { budgets.hunkLimits = try highlightLimits(params) }
    return budgets
  }

  /// The `limits` of `diagram/render` and `diagram/check`.
  struct DiagramBudgets {
    /// Characters (Unicode scalars) of the source.
    var maxCharacters = DiagramLimits.maximumSourceCharacters
    /// The PNG's longest side and its pixels (a larger picture is scaled down to fit).
    var raster = SVGRasterizer.Limits.standard
  }

  /// `maxCharacters`, and for `diagram/render` (`raster`) `maxSide` and `maxPixels`.
  static func diagramBudgets(_ params: RequestParams, raster: Bool) throws(RPCError)
    -> DiagramBudgets
  {
    var budgets = DiagramBudgets()
    guard let limits = try params.nested("limits") else { return budgets }
    try limits.rejectUnknown(
      raster ? ["maxCharacters", "maxSide", "maxPixels"] : ["maxCharacters"])
    let standard = SVGRasterizer.Limits.standard
    budgets.maxCharacters =
      try limits.int("maxCharacters", in: 1...DiagramLimits.maximumSourceCharacters)
      ?? budgets.maxCharacters
    budgets.raster.maximumSide =
      try limits.int("maxSide", in: 1...standard.maximumSide) ?? standard.maximumSide
    budgets.raster.maximumPixels =
      try limits.int("maxPixels", in: 1...standard.maximumPixels) ?? standard.maximumPixels
    return budgets
  }
}

/// Budgets a request lowers for its job; nil keeps the job's own (the CLI's).
struct JobBudgets: Sendable, Equatable {
  /// Bytes of fenced code a `note` highlights.
  var maxCodeBytes: Int?
  /// CPU seconds one fence of a `note` or `transcript` may take to highlight.
  var blockTimeLimit: Double?
  /// The budgets of each hunk's highlighting in a `diff`.
  var hunkLimits: HighlightLimits?

  init(
    maxCodeBytes: Int? = nil, blockTimeLimit: Double? = nil, hunkLimits: HighlightLimits? = nil
  ) {
    self.maxCodeBytes = maxCodeBytes
    self.blockTimeLimit = blockTimeLimit
    self.hunkLimits = hunkLimits
  }
}
