extension TranscriptFormat {
  /// OpenAI Codex CLI rollouts (JSONL).
  package static let codex = TranscriptFormat(named: "codex")
}

/// Codex CLI rollouts: JSONL records of a `type` with a `payload`; Responses API content parts.
enum CodexDefinition {
  static let recordTypes: Set<String> = [
    "session_meta", "response_item", "turn_context", "event_msg",
  ]

  static let definition = TranscriptFormatDefinition(
    .codex, summary: "OpenAI Codex CLI rollouts", isLineOriented: true,
    detection: TranscriptFormatDetection(
      record: { object in
        guard let type = object["type"]?.stringValue else { return false }
        return recordTypes.contains(type) && object["payload"] != nil
      },
      contentPartTypes: ["input_text", "output_text"]),
    makeImporter: { _ in CodexRolloutImporter() })
}
