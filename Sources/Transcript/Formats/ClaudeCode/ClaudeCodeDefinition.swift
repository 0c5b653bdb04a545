extension TranscriptFormat {
  /// Claude Code session logs (JSONL).
  package static let claudeCode = TranscriptFormat(named: "claude-code")
}

/// Claude Code's session logs: JSONL records with a `type` and a `uuid`, `sessionId` or
/// `leafUuid`, or a user/assistant `message`.
enum ClaudeCodeDefinition {
  static let definition = TranscriptFormatDefinition(
    .claudeCode, summary: "Claude Code session logs (JSONL)", isLineOriented: true,
    detection: TranscriptFormatDetection(record: { object in
      guard let type = object["type"]?.stringValue else { return false }
      return object["uuid"] != nil || object["sessionId"] != nil || object["leafUuid"] != nil
        || (type == "user" || type == "assistant") && object["message"] != nil
    }),
    makeImporter: { ClaudeCodeImporter(sessionPath: $0) })
}
