import Foundation

/// The budgets of one highlighting call. Exceeding any gives a result with no spans and a
/// `HighlightFallback`, and callers render plain text.
public struct HighlightLimits: Hashable, Sendable {
  /// Source size in UTF-8 bytes (524,288 = 512 KiB highlights; one byte more falls back).
  public var maxBytes: Int
  /// Longest line in UTF-16 code units.
  public var maxLineLength: Int
  /// Runs in the output (after merging, as the JSON contract counts them).
  public var maxRuns: Int
  /// Seconds of CPU time the whole pass may spend (all its threads together: tokenizing,
  /// stitching and styling), checked every few milliseconds; a single search is bounded by the
  /// regex retry limit. Clamped to `0...maxTimeLimit`.
  public var timeLimit: Double
  /// Stops the pass at its next time-budget check when cancelled (a server's
  /// `$/cancelRequest`); the result then falls back with `HighlightFallback.cancelled`.
  public var cancellation: HighlightCancellation?

  /// The largest time limit, an hour: more is no budget at all, and it keeps the limit in
  /// nanoseconds far from overflowing.
  public static let maxTimeLimit: Double = 3600

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

/// A flag another thread sets to stop a highlighting pass; compared by identity.
public final class HighlightCancellation: Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  /// Stops the passes that use this flag at their next budget check.
  public func cancel() {
    lock.withLock { cancelled = true }
  }

  public var isCancelled: Bool {
    lock.withLock { cancelled }
  }

  public static func == (lhs: HighlightCancellation, rhs: HighlightCancellation) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
