/// What an export shows above the messages, gathered in a first pass over the input.
package struct TranscriptHeader: Equatable, Sendable {
  package var title: String?
  /// The folder the session ran in, exactly as the log wrote it (never shortened or guessed).
  package var workingDirectory: String?
  /// Models in order of first appearance.
  package var models: [String] = []
  /// Display names of the speakers (not tools) in order of first appearance.
  package var participants: [String] = []
  /// The earliest and latest message timestamps, as written in the source.
  package var firstTimestamp: String?
  package var lastTimestamp: String?
  package var messageCount = 0
  /// The first line of the first user text, the title of last resort.
  package var firstUserLine: String?
  /// Prompts, turns, tools, files and tokens, for the table of contents and the summary.
  package var stats = TranscriptSessionStats()

  package init(title: String? = nil) {
    self.title = title
  }

  /// Folds one message into the header.
  package mutating func add(_ message: TranscriptMessage) {
    messageCount += 1
    stats.add(message, ordinal: messageCount)
    if let model = message.model, !model.isEmpty, !models.contains(model) {
      models.append(model)
    }
    if speaks(message) {
      let name = message.displayName
      if !participants.contains(name) { participants.append(name) }
    }
    if firstUserLine == nil, message.role == .user {
      for case .text(let text) in message.blocks {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if line.contains(where: { !$0.isWhitespace }) {
          firstUserLine = line.count > 80 ? String(line.prefix(79)) + "…" : line
          break
        }
      }
    }
    if let stamp = message.timestamp, let instant = ISOTimestamp(stamp) {
      if firstTimestamp.flatMap(ISOTimestamp.init).map({ instant < $0 }) ?? true {
        firstTimestamp = stamp
      }
      if lastTimestamp.flatMap(ISOTimestamp.init).map({ instant > $0 }) ?? true {
        lastTimestamp = stamp
      }
    }
  }

  /// Whether `message` makes its author a participant: any block of the assistant (an agent
  /// that only used tools took part all the same), anything but tool traffic of the others
  /// (tool results ride in user messages in some formats) and notices of the harness.
  private func speaks(_ message: TranscriptMessage) -> Bool {
    guard !message.blocks.isEmpty else { return false }
    switch message.role {
    case .assistant: return true
    case .tool: return false
    case .user, .system: return !message.isActivityOnly && !message.isNoticeOnly
    }
  }

  /// The title, or a fallback built from the first words of the conversation.
  package var displayTitle: String {
    if let title, title.contains(where: { !$0.isWhitespace }) { return title }
    return firstUserLine ?? "Conversation"
  }
}
