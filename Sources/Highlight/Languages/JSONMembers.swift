import Foundation
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
  ///
  /// With `flatValues`, the expanded object's members are first found by their boundaries
  /// alone (`boundaryMembers`), which presumes their values are objects of scalars; a
  /// value whose range then does not read as one is the caller's sign to read again without.
  static func of(
    _ bytes: [UInt8], objectAt start: Int, expanding: String? = nil, flatValues: Bool = false
  ) -> (
    members: [(key: String, value: Range<Int>)], end: Int,
    expanded: [(key: String, value: Range<Int>)]?
  )? {
    bytes.withUnsafeBufferPointer {
      of($0, objectAt: start, expanding: expanding, flatValues: flatValues)
    }
  }

  private static func of(
    _ bytes: UnsafeBufferPointer<UInt8>, objectAt start: Int, expanding: String?,
    flatValues: Bool = false
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
        let found =
          flatValues
          ? boundaryMembers(bytes, objectAt: valueStart)
          : of(bytes, objectAt: valueStart, expanding: nil).map { ($0.members, $0.end) }
        guard let inner = found else { return nil }
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

  /// The members of the compact object at `start` (no spaces between tokens) whose values are
  /// all objects of scalars, such as `samples.json`'s token tables, found by where one value
  /// ends and the next member begins (`},"KEY":{`) rather than by reading every byte of the
  /// values: a value holds no `{`, so only a `{` after `":` can start the next member, and
  /// `memchr` finds those. Nil when the object is not of that shape where it was looked at.
  ///
  /// Only the boundaries are checked: a value that holds objects of its own may be split at
  /// theirs. Each range is exact when its bytes read as one object of scalars, which the
  /// caller checks as it reads them.
  static func boundaryMembers(_ bytes: UnsafeBufferPointer<UInt8>, objectAt start: Int) -> (
    members: [(key: String, value: Range<Int>)], end: Int
  )? {
    guard let base = bytes.baseAddress, start + 1 < bytes.count,
      base[start] == UInt8(ascii: "{")
    else { return nil }
    let count = bytes.count
    if base[start + 1] == UInt8(ascii: "}") { return ([], start + 2) }
    /// The key starting at the quote `at`, and where its value starts (after `":`), when the
    /// key has no escapes and its value is an object.
    func member(at quote: Int) -> (key: String, valueStart: Int)? {
      guard quote < count, base[quote] == UInt8(ascii: "\"") else { return nil }
      let close = JSONStringScan.stop(base, count, from: quote + 1)
      guard close + 2 < count, base[close] == UInt8(ascii: "\""),
        base[close + 1] == UInt8(ascii: ":"), base[close + 2] == UInt8(ascii: "{")
      else { return nil }
      let key = String(
        decoding: UnsafeBufferPointer(start: base + quote + 1, count: close - quote - 1),
        as: UTF8.self)
      return (key, close + 2)
    }
    /// The opening quote of the next member `},"KEY":{` after `from`, or nil at the end.
    func nextBoundary(after from: Int) -> Int? {
      var at = from
      while at < count {
        guard let found = memchr(base + at, Int32(UInt8(ascii: "{")), count - at) else {
          return nil
        }
        let brace = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        at = brace + 1
        guard brace >= 5, base[brace - 1] == UInt8(ascii: ":"),
          base[brace - 2] == UInt8(ascii: "\"")
        else { continue }
        // Back over the key to its opening quote: plain bytes only.
        var quote = brace - 3
        while quote > from, base[quote] != UInt8(ascii: "\""), base[quote] != UInt8(ascii: "\\"),
          base[quote] >= 0x20
        {
          quote -= 1
        }
        guard quote > from + 1, base[quote] == UInt8(ascii: "\""),
          base[quote - 1] == UInt8(ascii: ","), base[quote - 2] == UInt8(ascii: "}")
        else { continue }
        return quote
      }
      return nil
    }
    var members: [(key: String, value: Range<Int>)] = []
    var quote = start + 1
    while true {
      guard let (key, valueStart) = member(at: quote) else { return nil }
      guard let next = nextBoundary(after: valueStart) else {
        // The last member, and what follows the object, are read as the skip reads them.
        guard let end = JSONByteScan.containerEnd(base, count, from: valueStart),
          end < count, base[end] == UInt8(ascii: "}")
        else { return nil }
        members.append((key, valueStart..<end))
        return (members, end + 1)
      }
      if base[next - 3] == UInt8(ascii: "}") {
        // `}},"KEY":{`: the object ends at the second brace, and KEY is its parent's.
        members.append((key, valueStart..<next - 2))
        return (members, next - 1)
      }
      members.append((key, valueStart..<next - 1))
      quote = next
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

  /// The index after the value starting at `start` (only brackets and strings matched).
  static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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
      scan: while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
          break scan
        default: index += 1
        }
      }
      return index > start ? index : nil
    }
  }

  /// The index after the string literal whose opening quote is at `start`.
  @inline(__always)
  static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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

  /// The index of the first byte from `start` that is not JSON whitespace.
  static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return index
      }
    }
    return index
  }
}
