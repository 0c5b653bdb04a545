/// Who speaks a transcript message.
package enum TranscriptRole: String, Sendable, CaseIterable {
  case user
  case assistant
  case system
  case tool

  /// The heading shown for the role when a message names no author.
  package var displayName: String {
    switch self {
    case .user: return "User"
    case .assistant: return "Assistant"
    case .system: return "System"
    case .tool: return "Tool"
    }
  }
}

/// One message of a conversation: a role and its ordered blocks.
package struct TranscriptMessage: Equatable, Sendable {
  package var role: TranscriptRole
  /// A display name (a person, an agent, a tool) when the source gives one.
  package var author: String?
  /// The model that wrote an assistant message, when known.
  package var model: String?
  /// When it was written, as ISO 8601 text from the source.
  package var timestamp: String?
  package var blocks: [TranscriptBlock]
  /// Tokens the reply used, when the log records them.
  package var usage: TokenUsage?

  package init(
    role: TranscriptRole, author: String? = nil, model: String? = nil, timestamp: String? = nil,
    blocks: [TranscriptBlock], usage: TokenUsage? = nil
  ) {
    self.usage = usage
    self.role = role
    self.author = author
    self.model = model
    self.timestamp = timestamp
    self.blocks = blocks
  }

  /// The heading: the author if named, else the role.
  package var displayName: String {
    if let author, !author.isEmpty { return author }
    return role.displayName
  }

  /// Whether every block is reasoning or tool traffic, so the message continues an activity
  /// rail instead of starting a new visible turn.
  package var isActivityOnly: Bool {
    !blocks.isEmpty && blocks.allSatisfy(\.isActivity)
  }
}
