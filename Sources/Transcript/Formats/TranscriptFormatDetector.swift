import RenderSupport

/// Guesses an input's layout and format from its first bytes and first records, from the
/// evidence each registered format declares (`TranscriptFormatDetection`).
package enum TranscriptFormatDetector {
  /// How many records are sampled before settling on a default.
  static let sampleSize = 50

  /// The layout: JSONL when the first line is a whole JSON object that is not a document with
  /// a `messages` (or `loglines`, Claude Code's web export) array, or is one followed by more JSON lines (the metadata line of Gemini
  /// CLI's JSONL chats carries an empty `messages`); else one JSON document.
  package static func layout(of source: TranscriptSource) throws -> TranscriptRecordReader.Layout {
    var first: TranscriptRecord?
    var second: TranscriptRecord?
    try TranscriptRecordReader(source: source, layout: .lines).forEach { event in
      guard case .record(let record) = event else { return false }
      if first == nil {
        first = record
        return true
      }
      second = record
      return false
    }
    guard let first else { return .document }
    guard let value = try? JSONParser.parse(first.bytes), case .object = value else {
      // A log whose first line is damaged is still a log.
      let name = source.name.lowercased()
      return name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") ? .lines : .document
    }
    guard JSONDocumentScanner.recordArrayKeys.contains(where: { value[$0]?.arrayValue != nil })
    else { return .lines }
    if let second, case .object? = try? JSONParser.parse(second.bytes) { return .lines }
    return .document
  }

  /// The format, from the first records of `reader`.
  package static func format(of reader: TranscriptRecordReader) throws -> TranscriptFormat {
    var votes: TranscriptFormat?
    var fallback = TranscriptFormatRegistry.fallback
    var seen = 0
    let definitions = TranscriptFormatRegistry.definitions
    try reader.forEach { event in
      switch event {
      case .member(let key, let value):
        for definition in definitions {
          if definition.detection.documentMember?(key, value) == true {
            votes = definition.format
            break
          }
        }
        if let format = definitions.first(where: { $0.detection.fallbackMember == key })?.format {
          fallback = format
        }
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

  /// The format of a text input (Aider's chat history): its file name's suffix, else the text
  /// prefix it starts with after a BOM and blank lines (Aider writes a blank line before each
  /// `# aider chat started at` line, the first one included).
  package static func textFormat(of source: TranscriptSource) throws -> TranscriptFormat? {
    let prefixed = TranscriptFormatRegistry.definitions.filter { $0.detection.textPrefix != nil }
    let name = source.name.lowercased()
    if let named = prefixed.first(where: { definition in
      definition.detection.fileNameSuffixes.contains { name.hasSuffix($0) }
    }) {
      return named.format
    }
    guard !prefixed.isEmpty else { return nil }
    let longest = prefixed.map { $0.detection.textPrefix!.count }.max()!
    var head = try source.prefix(longest + 3 + leadingBlankLimit)[...]
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
    // Blank lines only: a prefix after other text is not the file's start.
    head = head.drop { $0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09 }
    return prefixed.first { head.starts(with: $0.detection.textPrefix!) }?.format
  }

  /// Bytes of blank lines skipped before a text prefix.
  static let leadingBlankLimit = 4096

  /// The format one record proves, if any: the records' members of each format in priority
  /// order, then the first content part of a type some format claims, then the records' shapes.
  static func vote(_ value: JSONValue) -> TranscriptFormat? {
    guard case .object(let object) = value else { return nil }
    let definitions = TranscriptFormatRegistry.definitions
    for definition in definitions where definition.detection.record?(object) == true {
      return definition.format
    }
    for part in object["content"]?.arrayValue ?? [] {
      guard let type = part["type"]?.stringValue else { continue }
      if let definition = definitions.first(where: {
        $0.detection.contentPartTypes.contains(type)
      }) {
        return definition.format
      }
    }
    for definition in definitions where definition.detection.recordShape?(object) == true {
      return definition.format
    }
    return nil
  }
}
