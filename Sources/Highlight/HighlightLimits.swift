/// The budgets of one highlighting call. Exceeding any gives a result with no spans and a
/// `fallback` reason, and callers render plain text.
public struct HighlightLimits: Hashable, Sendable {
  /// Source size in UTF-8 bytes (524,288 = 512 KiB highlights; one byte more falls back).
  public var maxBytes: Int
  /// Longest line in UTF-16 code units.
  public var maxLineLength: Int
  /// Runs in the output (after merging, as the JSON contract counts them).
  public var maxRuns: Int
  /// Seconds of tokenizing (CPU time of the calling thread), checked between lines; a single
  /// search is bounded by the regex retry limit.
  public var timeLimit: Double

  public init(
    maxBytes: Int = 524_288, maxLineLength: Int = 10_000, maxRuns: Int = 60_000,
    timeLimit: Double = 5
  ) {
    self.maxBytes = maxBytes
    self.maxLineLength = maxLineLength
    self.maxRuns = maxRuns
    self.timeLimit = timeLimit
  }
}
