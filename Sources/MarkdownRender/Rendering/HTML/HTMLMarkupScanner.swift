/// Recognises the pieces of raw HTML the sanitizer must tell apart, on UTF-8 bytes.
///
/// Tag syntax follows CommonMark's raw HTML definition (spec 6.10: tag names, attribute names,
/// unquoted / single / double quoted values, optional `/` before `>`); anything that does not
/// match exactly is not a tag, and the sanitizer escapes its `<`.
enum HTMLMarkupScanner {
  struct Attribute: Equatable {
    var name: String
    var value: String
  }

  struct Tag: Equatable {
    var name: String
    var isEnd: Bool
    var attributes: [Attribute]
    var selfClosing: Bool
    /// Index just after the closing `>`.
    var end: Int
  }

  /// The end of a comment, processing instruction, declaration or CDATA section at `start`.
  static func skipNonElementMarkup(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
    if matches(bytes, at: start, "<!--") { return find(bytes, from: start + 4, "-->") }
    if matches(bytes, at: start, "<?") { return find(bytes, from: start + 2, "?>") }
    if matches(bytes, at: start, "<![CDATA[") { return find(bytes, from: start + 9, "]]>") }
    if matches(bytes, at: start, "<!"), start + 2 < bytes.count, isLetter(bytes[start + 2]) {
      return find(bytes, from: start + 2, ">")
    }
    return nil
  }

  /// The start or end tag at `start` (which holds `<`), or `nil` if there is none.
  static func scanTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Tag? {
    var index = start + 1
    let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if isEnd { index += 1 }
    guard index < bytes.count, isLetter(bytes[index]) else { return nil }
    let nameStart = index
    while index < bytes.count,
      isLetter(bytes[index]) || isDigit(bytes[index])
        || bytes[index] == UInt8(ascii: "-")
    {
      index += 1
    }
    let name = lowercased(bytes, nameStart..<index)
    var attributes: [Attribute] = []
    if isEnd {
      skipSpace(bytes, &index)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
      return Tag(name: name, isEnd: true, attributes: [], selfClosing: false, end: index + 1)
    }
    while true {
      let beforeSpace = index
      skipSpace(bytes, &index)
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: ">"):
        return Tag(
          name: name, isEnd: false, attributes: attributes, selfClosing: false, end: index + 1)
      case UInt8(ascii: "/"):
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
        return Tag(
          name: name, isEnd: false, attributes: attributes, selfClosing: true, end: index + 2)
      default:
        // An attribute must be separated from what precedes it by whitespace.
        guard index > beforeSpace, let attribute = scanAttribute(bytes, &index) else {
          return nil
        }
        attributes.append(attribute)
      }
    }
  }

  private static func scanAttribute(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int)
    -> Attribute?
  {
    let nameStart = index
    while index < bytes.count, isAttributeNameByte(bytes[index]) { index += 1 }
    guard index > nameStart else { return nil }
    let name = lowercased(bytes, nameStart..<index)
    var lookahead = index
    skipSpace(bytes, &lookahead)
    guard lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "=") else {
      return Attribute(name: name, value: "")
    }
    index = lookahead + 1
    skipSpace(bytes, &index)
    guard index < bytes.count else { return nil }
    let quote = bytes[index]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      let valueStart = index + 1
      guard let close = (valueStart..<bytes.count).first(where: { bytes[$0] == quote }) else {
        return nil
      }
      index = close + 1
      return Attribute(name: name, value: string(bytes, valueStart..<close))
    }
    let valueStart = index
    while index < bytes.count, !isSpace(bytes[index]),
      !"\"'=<>`".utf8.contains(bytes[index])
    {
      index += 1
    }
    guard index > valueStart else { return nil }
    return Attribute(name: name, value: string(bytes, valueStart..<index))
  }

  /// The length of a well-formed character reference at `start` (an `&`), or 0.
  static func referenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int {
    var index = start + 1
    var count = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      index += 1
      let hex = index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "x")
      if hex { index += 1 }
      while index < bytes.count, count < (hex ? 6 : 7),
        isDigit(bytes[index]) || (hex && isHexLetter(bytes[index]))
      {
        index += 1
        count += 1
      }
    } else {
      while index < bytes.count, count < 32, isLetter(bytes[index]) || isDigit(bytes[index]) {
        index += 1
        count += 1
      }
    }
    guard count > 0, index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return 0 }
    return index + 1 - start
  }

  // MARK: Bytes

  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ text: String)
    -> Bool
  {
    var index = start
    for byte in text.utf8 {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
    }
    return true
  }

  private static func find(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ text: String)
    -> Int?
  {
    let needle = Array(text.utf8)
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], matches(bytes, at: index, text) { return index + needle.count }
      index += 1
    }
    return nil
  }

  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// CommonMark attribute names: a letter, `_` or `:` then letters, digits, `_.:-`.
  private static func isAttributeNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "_.:-".utf8.contains(byte)
  }

  private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    String(decoding: bytes[range].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
