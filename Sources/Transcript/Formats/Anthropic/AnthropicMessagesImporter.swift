import RenderSupport

/// Imports Anthropic Messages API conversations: an array of `{role, content}` messages, or a
/// request body with `model`, `system` and `messages`.
///
/// A user message holding only tool results becomes a `tool` message, as it answers the
/// assistant's tool calls rather than speaking. A message saved from a response keeps its
/// `usage` (input, output and cache tokens).
package struct AnthropicMessagesImporter: TranscriptImporter {
  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) throws {
    switch key {
    case "model":
      sink.model = value.stringValue
    case "system":
      var texts: [String] = []
      if let text = value.stringValue { texts.append(text) }
      for block in value.arrayValue ?? [] {
        if let text = block["text"]?.stringValue { texts.append(text) }
      }
      if !texts.isEmpty {
        try sink.emit(
          TranscriptMessage(role: .system, blocks: [.text(texts.joined(separator: "\n\n"))]))
      }
    default:
      break
    }
  }

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard let roleName = sink.messageRole(of: value, in: record) else { return }
    guard let role = TranscriptRole(rawValue: roleName), role != .tool else {
      sink.warn("unknown role \(InputQuote.excerpt(roleName)); skipped", in: record)
      return
    }
    let blocks = AnthropicBlockConverter.blocks(
      value["content"], record: record, sink: sink, path: "content")
    let onlyResults =
      !blocks.isEmpty
      && blocks.allSatisfy {
        if case .toolResult = $0 { return true }
        return false
      }
    try sink.emit(
      TranscriptMessage(
        role: role == .user && onlyResults ? .tool : role, model: value["model"]?.stringValue,
        blocks: blocks, usage: TokenUsage(value["usage"])))
  }

  package mutating func finish(sink: TranscriptImportSink) {}
}
