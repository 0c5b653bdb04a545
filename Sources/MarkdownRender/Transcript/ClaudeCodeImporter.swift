/// Imports Claude Code session logs (JSONL, one event per line).
///
/// `user` and `assistant` events carry Anthropic content blocks under `message`; Claude Code
/// writes one line per content block of a streamed reply, so consecutive assistant lines with
/// the same `message.id` are joined into one message. A user event holding only tool results
/// becomes a `tool` message. `summary` events give the title; `system` events with text become
/// system messages; every other event type is skipped and counted.
public struct ClaudeCodeImporter: TranscriptImporter {
  private var pending: TranscriptMessage?
  private var pendingID: String?

  public init() {}

  public mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {}

  public mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard case .object = value else {
      sink.warn("expected an event object, found \(value.kindName); skipped", in: record)
      return
    }
    guard let type = value["type"]?.stringValue else {
      sink.warn("event has no \"type\"; skipped", in: record)
      return
    }
    switch type {
    case "summary":
      if let summary = value["summary"]?.stringValue, sink.title == nil { sink.title = summary }
    case "user", "assistant":
      try message(value, type: type, record: record, sink: sink)
    case "system":
      guard let text = value["content"]?.stringValue, !text.isEmpty else {
        sink.skip("system event without text")
        return
      }
      try flush(sink)
      try sink.emit(
        TranscriptMessage(
          role: .system, timestamp: value["timestamp"]?.stringValue, blocks: [.text(text)]))
    default:
      sink.skip(type)
    }
  }

  private mutating func message(
    _ event: JSONValue, type: String, record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard let body = event["message"], case .object = body else {
      sink.warn("\(type) event has no \"message\" object; skipped", in: record)
      return
    }
    let blocks = AnthropicBlockConverter.blocks(
      body["content"], record: record, sink: sink, path: "message.content")
    let timestamp = event["timestamp"]?.stringValue
    if type == "assistant" {
      let id = body["id"]?.stringValue
      if let id, id == pendingID, var message = pending {
        pending = nil  // so the blocks array is extended in place, not copied
        message.blocks += blocks
        pending = message
        return
      }
      try flush(sink)
      var model = body["model"]?.stringValue
      if model == "<synthetic>" { model = nil }
      pending = TranscriptMessage(
        role: .assistant, model: model, timestamp: timestamp, blocks: blocks)
      pendingID = id
      return
    }
    try flush(sink)
    guard !blocks.isEmpty else { return }
    let onlyResults = blocks.allSatisfy {
      if case .toolResult = $0 { return true }
      if case .image = $0 { return true }
      return false
    }
    let role: TranscriptRole = onlyResults && blocks.contains(where: \.isActivity) ? .tool : .user
    try sink.emit(TranscriptMessage(role: role, timestamp: timestamp, blocks: blocks))
  }

  private mutating func flush(_ sink: TranscriptImportSink) throws {
    if let message = pending, !message.blocks.isEmpty { try sink.emit(message) }
    pending = nil
    pendingID = nil
  }

  public mutating func finish(sink: TranscriptImportSink) throws {
    try flush(sink)
  }
}
