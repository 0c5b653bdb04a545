extension TranscriptFormat {
  /// OpenAI Chat Completions message arrays.
  package static let openai = TranscriptFormat(named: "openai")
}

/// OpenAI Chat Completions messages: tool calls, tool roles, and the content parts only that
/// API has. Also the default for a message array nothing else claims.
enum OpenAIDefinition {
  static let definition = TranscriptFormatDefinition(
    .openai, summary: "OpenAI Chat Completions message arrays",
    detection: TranscriptFormatDetection(
      record: { object in
        if object["tool_calls"] != nil || object["tool_call_id"] != nil
          || object["function_call"] != nil
        {
          return true
        }
        guard let role = object["role"]?.stringValue else { return false }
        return ["tool", "system", "developer", "function"].contains(role)
      },
      contentPartTypes: ["image_url", "input_audio", "file", "refusal"]),
    makeImporter: { _ in OpenAIChatImporter() })
}
