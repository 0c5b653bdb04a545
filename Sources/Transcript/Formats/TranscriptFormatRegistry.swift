/// The only list of transcript input formats. The CLI's `--input-format`, the server's and the
/// MCP tool's `inputFormat`, the help texts and the fuzz targets all come from it.
///
/// Order is detection priority: when two formats' evidence could match one record, the earlier
/// one wins. Adding a format is one folder under `Formats/` (importer and definition) and one
/// line here.
package enum TranscriptFormatRegistry {
  /// Every format's definition, in detection priority.
  package static let definitions: [TranscriptFormatDefinition] = [
    ChatGPTDefinition.definition,
    CodexDefinition.definition,
    GeminiDefinition.definition,
    IntentDefinition.definition,
    ClaudeCodeDefinition.definition,
    OpenAIDefinition.definition,
    AnthropicDefinition.definition,
    AiderDefinition.definition,
  ]

  /// The format assumed when no record proves one (a bare message array).
  static let fallback = TranscriptFormat.openai

  /// Every format, in detection priority.
  package static var formats: [TranscriptFormat] { definitions.map(\.format) }

  /// Every accepted name: formats and aliases.
  package static var names: [String] { definitions.flatMap(\.names) }

  /// The definition named `name` or aliased by it.
  package static func definition(named name: String) -> TranscriptFormatDefinition? {
    definitions.first { $0.names.contains(name) }
  }

  /// The formats' names as a sentence's list: `a, b or c`.
  package static func nameList(conjunction: String = "or", prefix: [String] = []) -> String {
    let words = prefix + definitions.map(\.format.rawValue)
    guard let last = words.last else { return "" }
    return words.count == 1
      ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// What the formats are, as one sentence's list ("the intent-transcript JSON format, Claude
  /// Code session logs (JSONL), … and Aider's .aider.chat.history.md").
  package static var summaryList: String {
    let words = definitions.map(\.summary)
    guard let last = words.last else { return "" }
    return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
  }
}
