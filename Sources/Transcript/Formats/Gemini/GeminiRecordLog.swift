import RenderSupport

/// The message records of a Gemini CLI JSONL chat, folded as Gemini CLI reads them back.
///
/// Gemini CLI's chat recording (`ChatRecordingService` in gemini-cli's
/// `packages/core/src/services/chatRecordingService.ts`) appends: a first line of session
/// metadata (`sessionId`, `projectHash`, `startTime`, …), then message records keyed by `id`, a
/// record written again in full each time its tool calls, results or tokens change (the last
/// one wins, in the place of the first), `{"$set": {…}}` patches of the metadata (`summary`,
/// `lastUpdated`; its `messages` is the model's context, not the chat) and `{"$rewindTo": id}`
/// when the user rewinds: that message and all after it leave the conversation. They are kept
/// here as a branch the conversation left, folded where it stood (as ChatGPT's other branches
/// are), so the exchange that was undone is never shown as if it came last.
struct GeminiRecordLog {
  enum Entry {
    case record(JSONValue)
    /// Records a rewind took out of the conversation, in order.
    case rewound([JSONValue])
  }

  private(set) var entries: [Entry] = []
  /// Where each live record's entry is, by id.
  private var index: [String: Int] = [:]

  /// Adds a record, or replaces the live one with its id.
  mutating func upsert(_ value: JSONValue, id: String) {
    if let at = index[id] {
      entries[at] = .record(value)
    } else {
      index[id] = entries.count
      entries.append(.record(value))
    }
  }

  /// Takes the record `id` and every later one out into a rewound branch (all of them when no
  /// live record has that id, as Gemini CLI does).
  mutating func rewind(to id: String) {
    let start = index[id] ?? entries.firstIndex { if case .record = $0 { true } else { false } }
    guard let start else { return }
    var taken: [JSONValue] = []
    for entry in entries[start...] {
      switch entry {
      case .record(let value): taken.append(value)
      case .rewound(let values): taken += values
      }
    }
    entries.removeSubrange(start...)
    index = index.filter { $0.value < start }
    if !taken.isEmpty { entries.append(.rewound(taken)) }
  }

  /// The fold that stands for a rewound branch: its prompts and replies as Markdown.
  static func notice(_ values: [JSONValue]) -> TranscriptNotice {
    var lines: [String] = []
    var calls = 0
    for value in values {
      let text = GeminiChatImporter.text(value["content"])
      calls += value["toolCalls"]?.arrayValue?.count ?? 0
      guard !text.isEmpty else { continue }
      switch value["type"]?.stringValue {
      case "user"?: lines.append("**User:** " + TranscriptPromptText.markdown(text))
      case "gemini"?, "model"?: lines.append("**Gemini:** " + text)
      default: lines.append("**System:** " + text)
      }
    }
    var details = ["\(values.count) \(values.count == 1 ? "message" : "messages") undone"]
    if calls > 0 { details.append("\(calls) tool \(calls == 1 ? "call" : "calls")") }
    return TranscriptNotice(
      "The user rewound the conversation here", details: details,
      summary: lines.isEmpty ? nil : lines.joined(separator: "\n\n"),
      summaryTitle: "The messages undone")
  }
}
