import RenderSupport

/// The members of a JSON object as keys and the byte ranges of their values, found by
/// skipping each value without building it, so a large document can be read one member at a
/// time (`BayesClassifier` builds only the token tables of the languages it is asked about).
///
/// The skip only matches brackets and strings; a value is parsed, and so checked, when it
/// is read. A document that is not an object of members gives nil, never a trap: every index
/// is checked against the end.
enum JSONMembers {
  /// The members of the object at `start` (after optional whitespace), in document order,
  /// with the index after its closing brace; nil when there is no well-delimited object.
  ///
  /// The members of the object that is the value of the member named `expanding` are found
  /// in the same pass (`expanded`; nil when there is no such member): skipping a large value
  /// and then reading its members would walk its bytes twice.
  static func of(_ bytes: [UInt8], objectAt start: Int, expanding: String? = nil) -> (
    members: [(key: String, value: Range<Int>)], end: Int,
    expanded: [(key: String, value: Range<Int>)]?
  )? {
    bytes.withUnsafeBufferPointer { of($0, objectAt: start, expanding: expanding) }
  }

  private static func of(
    _ bytes: UnsafeBufferPointer<UInt8>, objectAt start: Int, expanding: String?
  ) -> (
    members: [(key: String, value: Range<Int>)], end: Int,
    expanded: [(key: String, value: Range<Int>)]?
  )? {
    var expanded: [(key: String, value: Range<Int>)]?
    var index = skipSpace(bytes, start)
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
    index = skipSpace(bytes, index + 1)
    var members: [(key: String, value: Range<Int>)] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      return (members, index + 1, expanded)
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
        let keyEnd = stringEnd(bytes, from: index),
        let key = string(UnsafeBufferPointer(rebasing: bytes[index..<keyEnd]))
      else { return nil }
      index = skipSpace(bytes, keyEnd)
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      let valueStart = skipSpace(bytes, index + 1)
      let valueEnd: Int
      if key == expanding, expanded == nil, valueStart < bytes.count,
        bytes[valueStart] == UInt8(ascii: "{")
      {
        guard let inner = of(bytes, objectAt: valueStart, expanding: nil) else { return nil }
        expanded = inner.members
        valueEnd = inner.end
      } else {
        guard let end = Self.valueEnd(bytes, from: valueStart) else { return nil }
        valueEnd = end
      }
      members.append((key, valueStart..<valueEnd))
      index = skipSpace(bytes, valueEnd)
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "}") { return (members, index + 1, expanded) }
      guard bytes[index] == UInt8(ascii: ",") else { return nil }
      index = skipSpace(bytes, index + 1)
    }
  }

  /// The text of a string literal (with its quotes); escapes are decoded by the parser.
  private static func string(_ literal: UnsafeBufferPointer<UInt8>) -> String? {
    guard literal.contains(UInt8(ascii: "\\")) else {
      return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
    }
    guard case .string(let text)? = try? JSONParser.parse(literal) else { return nil }
    return text
  }

  /// The index after the value starting at `start`.
  private static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""):
      return stringEnd(bytes, from: start)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard let base = bytes.baseAddress else { return nil }
      return JSONByteScan.containerEnd(base, bytes.count, from: start)
    default:
      // A number or a literal: up to the next delimiter.
      var index = start
      while index < bytes.count,
        !",}] \t\r\n".utf8.contains(bytes[index])
      {
        index += 1
      }
      return index > start ? index : nil
    }
  }

  /// The index after the string literal whose opening quote is at `start`.
  @inline(__always)
  private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var index = start + 1
    while true {
      // A control character stops the search too; the skip steps over it.
      index = JSONStringScan.stop(base, bytes.count, from: index)
      guard index < bytes.count else { return nil }
      switch base[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
  }

  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var index = start
    while index < bytes.count, " \t\r\n".utf8.contains(bytes[index]) { index += 1 }
    return index
  }
}
