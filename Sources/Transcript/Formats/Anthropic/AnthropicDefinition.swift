extension TranscriptFormat {
  /// Anthropic Messages API message arrays.
  package static let anthropic = TranscriptFormat(named: "anthropic")
}

/// Anthropic Messages API messages: its content block types, a document with a top-level
/// `system`, or a saved response (`type: "message"` with Anthropic's stop reason or usage).
enum AnthropicDefinition {
  static let definition = TranscriptFormatDefinition(
    .anthropic, summary: "Anthropic Messages API message arrays",
    detection: TranscriptFormatDetection(
      fallbackMember: "system",
      contentPartTypes: [
        "tool_use", "tool_result", "thinking", "redacted_thinking", "image", "document",
      ],
      recordShape: { object in
        object["type"]?.stringValue == "message"
          && (object["stop_reason"] != nil || object["usage"]?["input_tokens"] != nil)
      }),
    makeImporter: { _ in AnthropicMessagesImporter() })
}
