/// A note the agent's harness wrote into the log (the conversation was compacted, an
/// informational message): shown as a small marker line where it happened, inside the turn it
/// interrupted, never as a turn of its own.
public struct TranscriptNotice: Equatable, Sendable {
  /// What happened, in the log's words ("Conversation compacted").
  public var text: String
  /// Facts about it ("automatic", "155,000 tokens before").
  public var details: [String]
  /// The text that stands in for what came before (a compaction's summary), shown folded.
  public var summary: String?

  public init(_ text: String, details: [String] = [], summary: String? = nil) {
    self.text = text
    self.details = details
    self.summary = summary
  }

  /// The marker line: the text and its details.
  public var line: String {
    ([text] + details).joined(separator: " · ")
  }
}

extension TranscriptMessage {
  /// Whether the message holds only notices, so it marks the turn it falls in instead of
  /// starting one.
  public var isNoticeOnly: Bool {
    !blocks.isEmpty
      && blocks.allSatisfy {
        if case .notice = $0 { return true }
        return false
      }
  }
}
