import RenderSupport

/// A JSON object whose members are all `"key": whole number` (each token table of Linguist's
/// `samples.json`, and its per-language totals), read straight into a table. Parsing a
/// candidate's table as a `JSONValue` and converting that was a large part of a language's
/// first run through the classifier (XML's table alone is 57 KB).
///
/// Only that shape is taken: keys without control characters, values of at most 18 digits
/// without a leading zero (exact in `Int`), JSON whitespace between. Anything else (another
/// kind of value, a sign, a fraction, an exponent, a truncated object) gives nil and the
/// caller takes the generic path, so what is read never depends on which path read it.
enum JSONCounts {
  /// The object of counts that fills `bytes`, as a table built from its `JSONValue` reads
  /// it: a repeated key keeps its last value, escapes are decoded by the JSON parser itself.
  /// Nil when `bytes` is not exactly one object of counts.
  static func table(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: Int]? {
    var table: [String: Int] = [:]
    // A member takes at least 5 bytes (`"a":1` and a comma); most tokens are a few letters.
    table.reserveCapacity(bytes.count / 10)
    let end = walk(bytes, from: 0) { key, escaped, value in
      let literal = UnsafeBufferPointer(rebasing: bytes[key])
      if escaped {
        // The literal with its quotes, which the walk has checked are there.
        let quoted = UnsafeBufferPointer(rebasing: bytes[(key.lowerBound - 1)...key.upperBound])
        guard case .string(let text)? = try? JSONParser.parse(quoted) else { return false }
        table[text] = value
      } else {
        table[String(decoding: literal, as: UTF8.self)] = value
      }
      return true
    }
    return end == bytes.count ? table : nil
  }

  /// Walks the object at `start`, handing each member's key (the bytes between its quotes,
  /// and whether they hold an escape) and value to `member`, which may stop the walk by
  /// returning false. The index after the object, or nil when the walk stopped or the bytes
  /// are not an object of counts.
  @inline(__always)
  private static func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    _ member: (_ key: Range<Int>, _ escaped: Bool, _ value: Int) -> Bool
  ) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count, base[start] == UInt8(ascii: "{")
    else { return nil }
    let count = bytes.count
    var index = next(base, count, after: start)
    guard index < count else { return nil }
    if base[index] == UInt8(ascii: "}") { return index &+ 1 }
    while true {
      guard base[index] == UInt8(ascii: "\"") else { return nil }
      let keyStart = index &+ 1
      var escaped = false
      index = JSONStringScan.stop(base, count, from: keyStart)
      while index < count, base[index] == UInt8(ascii: "\\") {
        escaped = true
        index = JSONStringScan.stop(base, count, from: index &+ 2)
      }
      // A control character (the parser refuses it), or no closing quote.
      guard index < count, base[index] == UInt8(ascii: "\"") else { return nil }
      let keyEnd = index
      index = next(base, count, after: index)
      guard index < count, base[index] == UInt8(ascii: ":") else { return nil }
      index = next(base, count, after: index)
      guard index < count else { return nil }
      var value = Int(base[index] &- UInt8(ascii: "0"))
      guard value < 10 else { return nil }
      index &+= 1
      if value > 0 {
        // At most 18 digits: a 19th stops the loop and is refused below, as any byte is
        // that cannot follow a number here.
        let limit = min(count, index &+ 17)
        while index < limit, case let digit = base[index] &- UInt8(ascii: "0"), digit < 10 {
          value = value &* 10 &+ Int(digit)
          index &+= 1
        }
      }
      // After the number only whitespace, a comma or the closing brace: a digit after a
      // leading zero, a fraction or an exponent is refused here too.
      if index < count, base[index] <= 0x20 { index = skipSpace(base, count, index) }
      guard index < count, member(keyStart..<keyEnd, escaped, value) else { return nil }
      switch base[index] {
      case UInt8(ascii: ","):
        index = next(base, count, after: index)
        guard index < count else { return nil }
      case UInt8(ascii: "}"):
        return index &+ 1
      default:
        return nil
      }
    }
  }

  /// The index of the first byte after `index` that is not JSON whitespace (or `count`).
  /// Linguist writes none, so the first byte is looked at before any loop.
  @inline(__always)
  private static func next(_ base: UnsafePointer<UInt8>, _ count: Int, after index: Int) -> Int {
    let following = index &+ 1
    if following < count, base[following] > 0x20 { return following }
    return skipSpace(base, count, following)
  }

  private static func skipSpace(_ base: UnsafePointer<UInt8>, _ count: Int, _ start: Int) -> Int {
    var index = start
    while index < count {
      switch base[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index &+= 1
      default: return index
      }
    }
    return index
  }
}
