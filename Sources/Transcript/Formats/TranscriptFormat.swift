import RenderSupport

/// The input formats transcripts are imported from.
public enum TranscriptFormat: String, Sendable, CaseIterable {
  case intent
  case claudeCode = "claude-code"
  case openai
  case anthropic
  case codex
  case gemini
  case chatgpt
  case aider

  /// A fresh importer for this format.
  public func makeImporter(sessionPath: String? = nil) -> any TranscriptImporter {
    switch self {
    case .intent: return IntentTranscriptImporter()
    case .claudeCode: return ClaudeCodeImporter(sessionPath: sessionPath)
    case .openai: return OpenAIChatImporter()
    case .anthropic: return AnthropicMessagesImporter()
    case .codex: return CodexRolloutImporter()
    case .gemini: return GeminiChatImporter()
    case .chatgpt: return ChatGPTExportImporter()
    case .aider: return AiderHistoryImporter()
    }
  }

  /// Formats that are always read line by line (JSONL logs, Aider's Markdown).
  var isLineOriented: Bool {
    self == .claudeCode || self == .codex || self == .aider
  }

  /// How records are laid out when the format is given explicitly (JSONL for Claude Code).
  var defaultLayout: TranscriptRecordReader.Layout {
    isLineOriented ? .lines : .document
  }
}

/// Guesses an input's layout and format from its first bytes and first records.
public enum TranscriptFormatDetector {
  /// How many records are sampled before settling on a default.
  static let sampleSize = 50

  /// The layout: JSONL when the first line is a whole JSON object that is not a document with
  /// a `messages` array, else one JSON document.
  public static func layout(of source: TranscriptSource) throws -> TranscriptRecordReader.Layout {
    var first: TranscriptRecord?
    try TranscriptRecordReader(source: source, layout: .lines).forEach { event in
      if case .record(let record) = event { first = record }
      return false
    }
    guard let first else { return .document }
    guard let value = try? JSONParser.parse(first.bytes), case .object = value else {
      // A log whose first line is damaged is still a log.
      let name = source.name.lowercased()
      return name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") ? .lines : .document
    }
    return value["messages"]?.arrayValue == nil ? .lines : .document
  }

  /// The format, from the first records of `reader`.
  public static func format(of reader: TranscriptRecordReader) throws -> TranscriptFormat {
    var votes: TranscriptFormat?
    var fallback = TranscriptFormat.openai
    var seen = 0
    try reader.forEach { event in
      switch event {
      case .member(let key, let value):
        if key == "format", value.stringValue == IntentTranscriptImporter.formatName {
          votes = .intent
        }
        if key == "system" { fallback = .anthropic }
        if key == "projectHash" { votes = .gemini }
      case .record(let record):
        seen += 1
        if let value = try? JSONParser.parse(record.bytes) { votes = vote(value) }
      case .problem, .empty:
        return false
      }
      return votes == nil && seen < sampleSize
    }
    return votes ?? fallback
  }

  /// Whether the input starts as Aider's chat history does.
  public static func isAiderHistory(_ source: TranscriptSource) throws -> Bool {
    var head = try source.prefix(64)
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
    return head.starts(with: Array("# aider chat started at ".utf8))
  }

  /// The format one record proves, if any.
  static func vote(_ value: JSONValue) -> TranscriptFormat? {
    guard case .object(let object) = value else { return nil }
    if object["mapping"]?.objectValue != nil { return .chatgpt }
    if let type = object["type"]?.stringValue,
      ["session_meta", "response_item", "turn_context", "event_msg"].contains(type),
      object["payload"] != nil
    {
      return .codex
    }
    if let type = object["type"]?.stringValue, type == "gemini" { return .gemini }
    if let role = object["role"]?.stringValue, role == "model" || role == "user",
      object["parts"]?.arrayValue != nil
    {
      return .gemini
    }
    if object["blocks"]?.arrayValue != nil { return .intent }
    if let type = object["type"]?.stringValue,
      object["uuid"] != nil || object["sessionId"] != nil || object["leafUuid"] != nil
        || (type == "user" || type == "assistant") && object["message"] != nil
    {
      return .claudeCode
    }
    if object["tool_calls"] != nil || object["tool_call_id"] != nil
      || object["function_call"] != nil
    {
      return .openai
    }
    if let role = object["role"]?.stringValue,
      ["tool", "system", "developer", "function"].contains(role)
    {
      return .openai
    }
    for part in object["content"]?.arrayValue ?? [] {
      switch part["type"]?.stringValue {
      case "image_url", "input_audio", "file", "refusal": return .openai
      case "input_text", "output_text": return .codex
      case "tool_use", "tool_result", "thinking", "redacted_thinking", "image", "document":
        return .anthropic
      default: continue
      }
    }
    // A saved Messages API response: `type: "message"` with Anthropic's stop reason or usage.
    if object["type"]?.stringValue == "message",
      object["stop_reason"] != nil || object["usage"]?["input_tokens"] != nil
    {
      return .anthropic
    }
    return nil
  }
}
