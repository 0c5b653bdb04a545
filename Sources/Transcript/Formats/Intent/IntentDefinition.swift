extension TranscriptFormat {
  /// The intent-transcript JSON format.
  package static let intent = TranscriptFormat(named: "intent")
}

/// The toolkit's own format: `format: "intent-transcript"`, messages of `blocks`.
enum IntentDefinition {
  static let definition = TranscriptFormatDefinition(
    .intent, summary: "the intent-transcript JSON format",
    detection: TranscriptFormatDetection(
      documentMember: { key, value in
        key == "format" && value.stringValue == IntentTranscriptImporter.formatName
      },
      record: { $0["blocks"]?.arrayValue != nil }),
    makeImporter: { _ in IntentTranscriptImporter() })
}
