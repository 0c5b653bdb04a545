extension TranscriptFormat {
  /// Gemini CLI chats.
  public static let gemini = TranscriptFormat(named: "gemini")
}

/// Gemini CLI's saved chats: a document with `projectHash`, messages of `type: "gemini"`, or
/// API contents with `role` and `parts`.
enum GeminiDefinition {
  static let definition = TranscriptFormatDefinition(
    .gemini, summary: "Gemini CLI chats",
    detection: TranscriptFormatDetection(
      documentMember: { key, _ in key == "projectHash" },
      record: { object in
        if object["type"]?.stringValue == "gemini" { return true }
        if let role = object["role"]?.stringValue, role == "model" || role == "user",
          object["parts"]?.arrayValue != nil
        {
          return true
        }
        return false
      }),
    makeImporter: { _ in GeminiChatImporter() })
}
