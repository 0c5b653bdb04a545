import RenderSupport

/// One JSON value of a transcript's input: a JSONL line, or one element of a message array.
public struct TranscriptRecord: Sendable {
  /// The value's bytes.
  public var bytes: [UInt8]
  /// Where the value starts in the input (1-based).
  public var position: SourcePosition
  /// 0-based: the line's number among non-blank lines, or the element's index in its array.
  public var index: Int
  /// How diagnostics name the record: `line 12` or `messages[3]`.
  public var label: String

  public init(bytes: [UInt8], position: SourcePosition, index: Int, label: String) {
    self.bytes = bytes
    self.position = position
    self.index = index
    self.label = label
  }

  /// The record parsed as JSON; a fault is reported with the record's name and position.
  public func parse(report: (Diagnostic) -> Void) -> JSONValue? {
    do throws(JSONParseError) {
      return try JSONParser.parse(bytes)
    } catch {
      let at = Self.position(of: error.offset, in: bytes, from: position)
      report(Diagnostic(.warning, "\(label): malformed JSON: \(error.message); skipped", at: at))
      return nil
    }
  }

  /// The line and column of byte `offset` of `bytes`, which start at `start`.
  static func position(of offset: Int, in bytes: [UInt8], from start: SourcePosition)
    -> SourcePosition
  {
    var line = start.line
    var column = start.column
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourcePosition(line: line, column: column)
  }
}

/// What a record reader finds: records, top-level members of a JSON document (title, model),
/// and problems in the structure itself.
public enum TranscriptRecordEvent: Sendable {
  case record(TranscriptRecord)
  case member(key: String, value: JSONValue)
  case problem(Diagnostic)
  /// The input holds nothing but whitespace.
  case empty
}
