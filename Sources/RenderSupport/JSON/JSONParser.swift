/// Why a JSON text could not be parsed, and at which byte.
public struct JSONParseError: Error, Equatable, Sendable {
  public var message: String
  /// Byte offset into the parsed text.
  public var offset: Int

  public init(_ message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}

/// A strict RFC 8259 parser over UTF-8 bytes.
///
/// Transcripts are untrusted: nesting is capped so hostile input cannot exhaust the stack, and
/// every failure is a `JSONParseError` with a byte offset, never a crash. Invalid UTF-8 inside
/// strings decodes to U+FFFD.
public struct JSONParser {
  /// Deeper nesting than this is refused.
  public static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Parses one JSON value that must fill `bytes` (surrounding whitespace allowed).
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue
  {
    var parser = JSONParser(bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw JSONParseError("unexpected text after the JSON value", offset: parser.position)
    }
    return value
  }

  /// Parses one JSON value from `text`.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var copy = text
    let result: Result<JSONValue, JSONParseError> = copy.withUTF8 { buffer in
      do throws(JSONParseError) {
        return .success(try parse(buffer))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses one JSON value from `bytes`.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        return .success(try parse(buffer))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func fail(_ message: String) -> JSONParseError {
    JSONParseError(message, offset: position)
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard position < bytes.count else { throw fail("unexpected end of JSON") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw fail("unexpected character '\(printable(bytes[position]))'")
    }
  }

  private func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x\(String(byte, radix: 16))"
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let start = position
    for expected in word.utf8 {
      guard position < bytes.count, bytes[position] == expected else {
        throw JSONParseError("invalid literal (expected '\(word)')", offset: start)
      }
      position += 1
    }
    return value
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw fail("JSON nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    position += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(JSONObject(members))
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw fail("expected a string key")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw fail("expected ':' after an object key")
      }
      position += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      guard position < bytes.count else { throw fail("unterminated object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
      position += 1
      depth -= 1
      return .object(JSONObject(members))
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard position < bytes.count else { throw fail("unterminated array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
      position += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while parser.position < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.position])
      {
        parser.position += 1
        count += 1
      }
      return count
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits(&self) == 0 {
      throw fail("invalid number")
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw fail("invalid number: digits expected after '.'") }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == 0x2D {
        position += 1
      }
      guard digits(&self) > 0 else { throw fail("invalid number: exponent digits expected") }
    }
    let literal = UnsafeBufferPointer(rebasing: bytes[start..<position])
    return .number(String(decoding: literal, as: UTF8.self))
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    position += 1
    let start = position
    // Fast path: no escapes, the bytes are the string.
    position = plainRunEnd(from: position)
    if position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte < 0x20 { throw fail("control character in a string") }
    }
    // Escapes: find the closing quote first, so the string is allocated once at its final
    // capacity (escapes only shrink the text) instead of growing a byte buffer and copying it.
    var end = position
    while true {
      end = plainRunEnd(from: end)
      guard end < bytes.count, bytes[end] != UInt8(ascii: "\"") else { break }
      end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
    }
    var failure: JSONParseError?
    let text = String(unsafeUninitializedCapacity: max(end - start, 1)) { buffer in
      var count = position - start
      if count > 0 {
        _ = buffer.initialize(from: UnsafeBufferPointer(rebasing: bytes[start..<position]))
      }
      while position < bytes.count {
        // A run of plain bytes is copied whole (a grammar's patterns are long strings with
        // an escape every few bytes).
        let runEnd = plainRunEnd(from: position)
        if runEnd > position {
          let run = UnsafeBufferPointer(rebasing: bytes[position..<runEnd])
          _ = UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(from: run)
          count += run.count
          position = runEnd
          guard position < bytes.count else { break }
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
          position += 1
          return count
        case UInt8(ascii: "\\"):
          position += 1
          do throws(JSONParseError) {
            try parseEscape(into: buffer, at: &count)
          } catch {
            failure = error
            return 0
          }
        default:
          failure = fail("control character in a string")
          return 0
        }
      }
      failure = fail("unterminated string")
      return 0
    }
    if let failure { throw failure }
    return text
  }

  /// The first index from `index` (at most the end) whose byte ends a run of plain string
  /// bytes: a quote, a backslash or a control character; `index` itself past the end.
  private func plainRunEnd(from index: Int) -> Int {
    guard index < bytes.count, let base = bytes.baseAddress else { return index }
    return JSONStringScan.stop(base, bytes.count, from: index)
  }

  private mutating func parseEscape(
    into buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int
  )
    throws(JSONParseError)
  {
    func put(_ byte: UInt8) {
      buffer[count] = byte
      count += 1
    }
    guard position < bytes.count else { throw fail("unterminated string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): put(byte)
    case UInt8(ascii: "b"): put(0x08)
    case UInt8(ascii: "f"): put(0x0C)
    case UInt8(ascii: "n"): put(0x0A)
    case UInt8(ascii: "r"): put(0x0D)
    case UInt8(ascii: "t"): put(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800..<0xDC00).contains(scalar) {
        // A high surrogate pairs with a following `\uDC00`–`\uDFFF`; alone it is U+FFFD.
        let save = position
        if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        {
          position += 2
          let low = try parseHex4()
          if (0xDC00..<0xE000).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          } else {
            position = save
            scalar = 0xFFFD
          }
        } else {
          scalar = 0xFFFD
        }
      } else if (0xDC00..<0xE000).contains(scalar) {
        scalar = 0xFFFD
      }
      // Surrogates are replaced above, so every value here is a scalar.
      if let encoded = UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") {
        for unit in encoded { put(unit) }
      }
    default:
      position -= 1
      throw fail("invalid escape '\\\(printable(byte))'")
    }
  }

  private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw fail("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }
}
