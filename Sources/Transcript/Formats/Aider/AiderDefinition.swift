extension TranscriptFormat {
  /// Aider's `.aider.chat.history.md`.
  package static let aider = TranscriptFormat(named: "aider")
}

/// Aider's chat history: Markdown named `*.aider.chat.history.md` or starting (after blank
/// lines) with `# aider chat started at`.
enum AiderDefinition {
  static let definition = TranscriptFormatDefinition(
    .aider, summary: "Aider's .aider.chat.history.md", isLineOriented: true,
    detection: TranscriptFormatDetection(
      textPrefix: Array("# aider chat started at ".utf8),
      fileNameSuffixes: [".aider.chat.history.md"]),
    makeImporter: { _ in AiderHistoryImporter() })
}
