/// The end of a run of plain bytes inside a JSON string, found eight bytes at a time: the
/// parser copies such runs whole, and the classifier's skip of `samples.json` steps over
/// them. Plain loops over strings were most of reading a grammar or `samples.json`.
package enum JSONStringScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The index of the first quote, backslash or control character (below 0x20) from
  /// `start`, or `count`: `while i < count && !(b == 0x22 || b == 0x5C || b < 0x20)`.
  @inline(__always)
  package static func stop(_ base: UnsafePointer<UInt8>, _ count: Int, from start: Int) -> Int {
    var index = start
    while index &+ 8 <= count {
      let word = load(base, index)
      // `(v - 1) & ~v` sets the high bit of a zero byte of `v`, and borrows wrongly only
      // into the bytes above it, so the lowest flagged byte is the first hit. An xor makes
      // the bytes searched for zero; a byte of 0x80 or more is never a hit (`~word`), since
      // the xors with ASCII keep its high bit.
      let quotes = (word ^ (ones &* 0x22)) &- ones
      let backslashes = (word ^ (ones &* 0x5C)) &- ones
      // Subtracting 0x20 borrows out of a byte below 0x20.
      let controls = word &- (ones &* 0x20)
      let hits = (quotes | backslashes | controls) & ~word & highs
      if hits != 0 { return index &+ hits.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
      index &+= 1
    }
    return count
  }

  @inline(__always)
  private static func load(_ base: UnsafePointer<UInt8>, _ index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }
}
