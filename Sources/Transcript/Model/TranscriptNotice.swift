/// A note the agent's harness wrote into the log (the conversation was compacted, an
/// informational message): shown as a small marker line where it happened, inside the turn it
/// interrupted, never as a turn of its own.
package struct TranscriptNotice: Equatable, Sendable {
  /// What happened, in the log's words ("Conversation compacted").
  package var text: String
  /// Facts about it ("automatic", "155,000 tokens before").
  package var details: [String]
  /// Markdown shown folded under the line: the text that stands in for what came before (a
  /// compaction's summary), or the messages of a branch the conversation left (a fork).
  package var summary: String?
  /// What the folded text is, as its fold's title says ("Summary it went on from").
  package var summaryTitle: String

  package init(
    _ text: String, details: [String] = [], summary: String? = nil,
    summaryTitle: String = "Summary it went on from"
  ) {
    self.text = text
    self.details = details
    self.summary = summary
    self.summaryTitle = summaryTitle
  }

  /// The marker line: the text and its details.
  package var line: String {
    ([text] + details).joined(separator: " · ")
  }
}

extension TranscriptMessage {
  /// Whether the message holds only notices, so it marks the turn it falls in instead of
  /// starting one.
  package var isNoticeOnly: Bool {
    !blocks.isEmpty
      && blocks.allSatisfy {
        if case .notice = $0 { return true }
        return false
      }
  }
}
