extension TranscriptFormat {
  /// Gemini CLI chats.
  package static let gemini = TranscriptFormat(named: "gemini")
}

/// Gemini CLI's saved chats: a document with `projectHash`, a JSONL chat (its metadata line,
/// `$set` and `$rewindTo` records), messages of `type: "gemini"`, or API contents with `role`
/// and `parts`.
enum GeminiDefinition {
  static let definition = TranscriptFormatDefinition(
    .gemini, summary: "Gemini CLI chats",
    detection: TranscriptFormatDetection(
      documentMember: { key, _ in key == "projectHash" },
      record: { object in
        if object["type"]?.stringValue == "gemini" { return true }
        // A JSONL chat's metadata line and its patches.
        if object["projectHash"] != nil, object["sessionId"] != nil { return true }
        if object["$set"] != nil || object["$rewindTo"] != nil { return true }
        if let role = object["role"]?.stringValue, role == "model" || role == "user",
          object["parts"]?.arrayValue != nil
        {
          return true
        }
        return false
      }),
    makeImporter: { _ in GeminiChatImporter() })
}
