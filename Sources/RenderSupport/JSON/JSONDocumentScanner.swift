/// What the scanner finds in a JSON document: the elements of its message array, its other
/// top-level members, and problems in the structure itself.
public enum JSONDocumentEvent: Sendable {
  /// One element of the message array, unparsed, with where it starts and how diagnostics name
  /// it (`messages[3]`, or `[3]` when the array is the root).
  case element(bytes: [UInt8], position: SourcePosition, index: Int, label: String)
  case member(key: String, value: JSONValue)
  case problem(Diagnostic)
  /// The input holds nothing but whitespace.
  case empty
}

/// A byte-at-a-time state machine over a JSON document that yields the elements of its message
/// array (the root array, or the root object's `messages` member) one by one, so a document of
/// any size is read in bounded memory. It only finds boundaries; each captured value is parsed
/// by `JSONParser` afterwards.
public struct JSONDocumentScanner {
  /// Why the scan cannot go on.
  public enum Stop: Error {
    case nul(SourcePosition)
    /// A captured value (`messages[3]`, `member "title"`, a member name) over the limit.
    case tooLong(String, SourcePosition)
  }

  private enum State {
    case start
    case objectKey
    case key
    case colon
    case memberValue
    case afterMember
    case arrayElement
    case capture
    case done
    case failed
  }

  private var state = State.start
  private var line = 1
  private var column = 1
  private var sawBOM = false
  // The message array is either the root or the object's `messages` member.
  private var arrayInObject = false
  private var elementIndex = 0
  // Capture of one value (an element or a member value).
  private var captureIsElement = false
  private var captureDepth = 0
  private var inString = false
  private var escaped = false
  private var buffer: [UInt8] = []
  private var captureStart = SourcePosition(line: 1, column: 1)
  private var currentKey = ""
  /// The root object's member whose array is the message array (`messages`, `loglines`).
  private var arrayKey = "messages"
  /// Members of a root object whose array holds the records: chat APIs' `messages`, the
  /// `loglines` of Claude Code's web export.
  public static let recordArrayKeys: Set<String> = ["messages", "loglines"]
  private var keyStart = SourcePosition(line: 1, column: 1)
  private var trailingWarned = false
  /// The most bytes one captured value may have.
  public let limit: Int

  /// A scanner that stops with `.tooLong` on a captured value over `limit` bytes.
  public init(limit: Int) {
    self.limit = limit
  }

  /// Feeds one byte; returns an event when one completes.
  public mutating func feed(_ byte: UInt8) throws(Stop) -> JSONDocumentEvent? {
    let position = SourcePosition(line: line, column: column)
    if byte == 0 { throw .nul(position) }
    if buffer.count >= limit, state == .key || state == .capture {
      let what =
        state == .key
        ? "a member name"
        : captureIsElement
          ? (arrayInObject ? "\(arrayKey)[\(elementIndex)]" : "[\(elementIndex)]")
          : "member \(InputQuote.excerpt(currentKey))"
      throw .tooLong(what, state == .key ? keyStart : captureStart)
    }
    if byte == 0x0A {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
    let space = Self.isWhitespace(byte)
    switch state {
    case .start:
      if space { return nil }
      if !sawBOM, byte == 0xEF || byte == 0xBB || byte == 0xBF {
        if byte == 0xBF { sawBOM = true }
        column = 1
        return nil
      }
      if byte == UInt8(ascii: "[") {
        state = .arrayElement
        return nil
      }
      if byte == UInt8(ascii: "{") {
        state = .objectKey
        return nil
      }
      return fail("expected a JSON array or object", at: position)
    case .objectKey:
      if space || byte == UInt8(ascii: ",") { return nil }
      if byte == UInt8(ascii: "}") {
        state = .done
        return nil
      }
      guard byte == UInt8(ascii: "\"") else { return fail("expected a member name", at: position) }
      buffer = [byte]
      escaped = false
      keyStart = position
      state = .key
      return nil
    case .key:
      buffer.append(byte)
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        currentKey = (try? JSONParser.parse(buffer))?.stringValue ?? ""
        state = .colon
      }
      return nil
    case .colon:
      if space { return nil }
      guard byte == UInt8(ascii: ":") else { return fail("expected ':'", at: position) }
      state = .memberValue
      return nil
    case .memberValue:
      if space { return nil }
      if Self.recordArrayKeys.contains(currentKey), byte == UInt8(ascii: "[") {
        arrayKey = currentKey
        arrayInObject = true
        state = .arrayElement
        return nil
      }
      beginCapture(byte, at: position, element: false)
      return nil
    case .afterMember:
      if space { return nil }
      if byte == UInt8(ascii: ",") {
        state = .objectKey
      } else if byte == UInt8(ascii: "}") {
        state = .done
      } else {
        return fail("expected ',' or '}'", at: position)
      }
      return nil
    case .arrayElement:
      if space || byte == UInt8(ascii: ",") { return nil }
      if byte == UInt8(ascii: "]") {
        state = arrayInObject ? .afterMember : .done
        return nil
      }
      beginCapture(byte, at: position, element: true)
      return nil
    case .capture:
      return capture(byte)
    case .done:
      if space || trailingWarned { return nil }
      trailingWarned = true
      return .problem(
        Diagnostic(.warning, "text after the end of the JSON document ignored", at: position))
    case .failed:
      return nil
    }
  }

  /// The event for an input that ended early, if it did.
  public mutating func finish() -> JSONDocumentEvent? {
    switch state {
    case .done, .failed: return nil
    case .start: return .empty
    case .capture where captureIsElement:
      return fail(
        "\(arrayKey)[\(elementIndex)]: unterminated (input ends inside it)", at: captureStart)
    default:
      return fail(
        "unexpected end of input (the JSON document is not closed)",
        at: SourcePosition(line: line, column: column))
    }
  }

  private mutating func fail(_ message: String, at position: SourcePosition)
    -> JSONDocumentEvent
  {
    state = .failed
    return .problem(Diagnostic(.error, message, at: position))
  }

  private mutating func beginCapture(_ byte: UInt8, at position: SourcePosition, element: Bool) {
    captureIsElement = element
    captureStart = position
    buffer = []
    captureDepth = 0
    inString = false
    escaped = false
    state = .capture
    _ = capture(byte)
  }

  private mutating func capture(_ byte: UInt8) -> JSONDocumentEvent? {
    if inString {
      buffer.append(byte)
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
      }
      return nil
    }
    switch byte {
    case UInt8(ascii: "\""):
      inString = true
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      captureDepth += 1
    case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
      if captureDepth == 0 { return endCapture(closer: byte) }
      if byte != UInt8(ascii: ",") { captureDepth -= 1 }
    default:
      break
    }
    buffer.append(byte)
    return nil
  }

  private mutating func endCapture(closer: UInt8) -> JSONDocumentEvent? {
    while let last = buffer.last, Self.isWhitespace(last) { buffer.removeLast() }
    let bytes = buffer
    buffer = []
    if captureIsElement {
      state =
        closer == UInt8(ascii: ",")
        ? .arrayElement
        : closer == UInt8(ascii: "]") ? (arrayInObject ? .afterMember : .done) : .failed
      let index = elementIndex
      elementIndex += 1
      if state == .failed {
        return .problem(
          Diagnostic(.error, "\(arrayKey)[\(index)]: unbalanced '}'", at: captureStart))
      }
      let label = arrayInObject ? "\(arrayKey)[\(index)]" : "[\(index)]"
      return .element(bytes: bytes, position: captureStart, index: index, label: label)
    }
    state =
      closer == UInt8(ascii: ",") ? .objectKey : closer == UInt8(ascii: "}") ? .done : .failed
    if state == .failed {
      return .problem(
        Diagnostic(
          .error, "member \(InputQuote.excerpt(currentKey)): unbalanced ']'", at: captureStart)
      )
    }
    switch JSONParser.parseResult(bytes) {
    case .success(let value): return .member(key: currentKey, value: value)
    case .failure(let error):
      let at = SourcePosition.position(ofByte: error.offset, in: bytes, from: captureStart)
      return .problem(
        Diagnostic(
          .warning,
          "member \(InputQuote.excerpt(currentKey)): malformed JSON: \(error.message)",
          at: at))
    }
  }
}

extension JSONDocumentScanner {
  /// JSON's insignificant whitespace (RFC 8259 §2).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}

extension JSONParser {
  /// `parse` as a `Result`.
  static func parseResult(_ bytes: [UInt8]) -> Result<JSONValue, JSONParseError> {
    do throws(JSONParseError) {
      return .success(try parse(bytes))
    } catch {
      return .failure(error)
    }
  }
}
