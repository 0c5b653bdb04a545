import RenderSupport

/// One JSON value of a transcript's input: a JSONL line, or one element of a message array.
package struct TranscriptRecord: Sendable {
  /// The value's bytes.
  package var bytes: [UInt8]
  /// Where the value starts in the input (1-based).
  package var position: SourcePosition
  /// 0-based: the line's number among non-blank lines, or the element's index in its array.
  package var index: Int
  /// How diagnostics name the record: `line 12` or `messages[3]`.
  package var label: String

  package init(bytes: [UInt8], position: SourcePosition, index: Int, label: String) {
    self.bytes = bytes
    self.position = position
    self.index = index
    self.label = label
  }

  /// The record parsed as JSON; a fault is reported with the record's name and position.
  package func parse(report: (Diagnostic) -> Void) -> JSONValue? {
    do throws(JSONParseError) {
      return try JSONParser.parse(bytes)
    } catch {
      let at = SourcePosition.position(ofByte: error.offset, in: bytes, from: position)
      report(Diagnostic(.warning, "\(label): malformed JSON: \(error.message); skipped", at: at))
      return nil
    }
  }
}

/// What a record reader finds: records, top-level members of a JSON document (title, model),
/// and problems in the structure itself.
package enum TranscriptRecordEvent: Sendable {
  case record(TranscriptRecord)
  case member(key: String, value: JSONValue)
  case problem(Diagnostic)
  /// The input holds nothing but whitespace.
  case empty
}

extension TranscriptRecordEvent {
  /// The scanner's event, its message-array element as a record.
  init(_ event: JSONDocumentEvent) {
    switch event {
    case .element(let bytes, let position, let index, let label):
      self = .record(TranscriptRecord(bytes: bytes, position: position, index: index, label: label))
    case .member(let key, let value): self = .member(key: key, value: value)
    case .problem(let diagnostic): self = .problem(diagnostic)
    case .empty: self = .empty
    }
  }
}
