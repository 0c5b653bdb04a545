/// What the summary of a session shows, gathered in the header pass: prompts (the table of
/// contents), turns, tool calls by name, files touched and tokens. Every list is capped, so
/// a hostile log of a million prompts keeps the header small; the counts stay exact.
package struct TranscriptSessionStats: Equatable, Sendable {
  /// A user prompt: its message's anchor number and its first line.
  package struct Prompt: Equatable, Sendable {
    package var ordinal: Int
    package var line: String
  }

  /// A file an edit or write call touched, and the message of its first change.
  package struct TouchedFile: Equatable, Sendable {
    package var path: String
    package var ordinal: Int
    package var changes: Int
  }

  package static let maxPrompts = 500
  package static let maxToolNames = 60
  package static let maxFiles = 300

  package private(set) var prompts: [Prompt] = []
  package private(set) var promptCount = 0
  /// Cards shown: agent turns and the other turns (prompts, system messages).
  package private(set) var agentTurns = 0
  package private(set) var toolCalls = 0
  package private(set) var toolsByName: [(name: String, count: Int)] = []
  package private(set) var files: [TouchedFile] = []
  package private(set) var usage: TokenUsage?
  private var inAgentTurn = false

  package init() {}

  package static func == (a: Self, b: Self) -> Bool {
    a.prompts == b.prompts && a.promptCount == b.promptCount && a.agentTurns == b.agentTurns
      && a.toolCalls == b.toolCalls && a.files == b.files && a.usage == b.usage
      && a.toolsByName.map(\.name) == b.toolsByName.map(\.name)
      && a.toolsByName.map(\.count) == b.toolsByName.map(\.count)
  }

  /// Folds message number `ordinal` in, grouping turns as `TranscriptTurnBuilder` does.
  mutating func add(_ message: TranscriptMessage, ordinal: Int) {
    usage = usage.adding(message.usage)
    let agent = message.role == .assistant || message.role == .tool
    if agent {
      if !inAgentTurn { agentTurns += 1 }
      inAgentTurn = true
    } else if !message.isActivityOnly, !message.isNoticeOnly {
      inAgentTurn = false
    }
    if message.role == .user, !message.isActivityOnly {
      promptCount += 1
      if prompts.count < Self.maxPrompts {
        prompts.append(Prompt(ordinal: ordinal, line: Self.firstLine(of: message)))
      }
    }
    for case .toolCall(let call) in message.blocks {
      toolCalls += 1
      if let index = toolsByName.firstIndex(where: { $0.name == call.name }) {
        toolsByName[index].count += 1
      } else if toolsByName.count < Self.maxToolNames {
        toolsByName.append((call.name, 1))
      }
      guard ActivitySummary.kind(of: call) == .edit,
        let path = ToolViewBuilder.path(call.arguments)
      else { continue }
      if let index = files.firstIndex(where: { $0.path == path }) {
        files[index].changes += 1
      } else if files.count < Self.maxFiles {
        files.append(TouchedFile(path: path, ordinal: ordinal, changes: 1))
      }
    }
  }

  /// The first non-blank line of a message's text, at most 100 characters.
  static func firstLine(of message: TranscriptMessage) -> String {
    for case .text(let text) in message.blocks {
      for line in text.split(whereSeparator: \.isNewline)
      where line.contains(where: { !$0.isWhitespace }) {
        // Code spans read as their text in a list of links.
        let trimmed = line.drop { $0.isWhitespace }.filter { $0 != "`" }
        return trimmed.count > 100 ? String(trimmed.prefix(99)) + "…" : String(trimmed)
      }
    }
    return "(no text)"
  }
}

/// Durations in words: `42 s`, `3 min 12 s`, `2 h 5 min`.
package enum DurationText {
  /// The time from `start` to `end` (ISO 8601), or nil when either cannot be read or the
  /// end is not after the start.
  package static func between(_ start: String?, _ end: String?) -> String? {
    guard let start, let end, let from = ISOTimestamp(start), let to = ISOTimestamp(end) else {
      return nil
    }
    let seconds = to.secondsSinceEpoch - from.secondsSinceEpoch
    guard seconds >= 1, seconds < 1e9 else { return nil }
    return text(Int(seconds.rounded()))
  }

  static func text(_ seconds: Int) -> String {
    if seconds < 60 { return "\(seconds) s" }
    if seconds < 3600 {
      let rest = seconds % 60
      return rest == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(rest) s"
    }
    if seconds < 86400 {
      let minutes = seconds % 3600 / 60
      return minutes == 0 ? "\(seconds / 3600) h" : "\(seconds / 3600) h \(minutes) min"
    }
    return "\(seconds / 86400) d \(seconds % 86400 / 3600) h"
  }
}
