extension TranscriptFormat {
  /// ChatGPT's `conversations.json` export.
  package static let chatgpt = TranscriptFormat(named: "chatgpt")
}

/// ChatGPT's export: a conversation is a tree of nodes under `mapping`.
enum ChatGPTDefinition {
  static let definition = TranscriptFormatDefinition(
    .chatgpt, summary: "ChatGPT's conversations.json export",
    detection: TranscriptFormatDetection(record: { $0["mapping"]?.objectValue != nil }),
    makeImporter: { _ in ChatGPTExportImporter() })
}
