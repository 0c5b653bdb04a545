/// Byte-string scans done eight bytes at a time. Emphasis compares whole lines, and a
/// minified line is tens of thousands of bytes: byte-by-byte loops were most of its cost.
/// Each function gives exactly what the plain loop in its comment gives (`ByteRunsTests`).
enum ByteRuns {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// The high bit of each zero byte of `word`, and no other bit (no borrow between bytes).
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    ~(((word & ~highs) &+ ~highs) | word) & highs
  }

  /// How many leading bytes `a` and `b` share:
  /// `while i < min(a.count, b.count) && a[i] == b[i] { i += 1 }`.
  static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int
  {
    let n = min(a.count, b.count)
    var i = 0
    if let pa = a.baseAddress, let pb = b.baseAddress {
      while i + 8 <= n && word(pa, i) == word(pb, i) { i += 8 }
    }
    while i < n && a[i] == b[i] { i += 1 }
    return i
  }

  /// How many trailing bytes `a` and `b` share, at most `limit`:
  /// `while i < limit && a[a.count - 1 - i] == b[b.count - 1 - i] { i += 1 }`.
  static func commonSuffix(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int {
    var i = 0
    if let pa = a.baseAddress, let pb = b.baseAddress {
      while i + 8 <= limit && word(pa, a.count - i - 8) == word(pb, b.count - i - 8) { i += 8 }
    }
    while i < limit && a[a.count - 1 - i] == b[b.count - 1 - i] { i += 1 }
    return i
  }

  /// The end of the run of printable ASCII (0x20…0x7E) from `from`, at most `end`:
  /// `while j < end && (0x20..<0x7F).contains(bytes[j]) { j += 1 }`.
  static func printableASCIIEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int
  {
    var j = from
    if let base = bytes.baseAddress {
      while j + 8 <= end {
        let value = word(base, j)
        // A byte outside 0x20…0x7E has its high bit set, borrows below 0x20, or is 0x7F
        // (zero after the xor); each test sets the high bit of some byte when one fails.
        let below = (value &- ones &* 0x20) & ~value
        let deleted = value ^ (ones &* 0x7F)
        if (value | below | ((deleted &- ones) & ~deleted)) & highs != 0 { break }
        j += 8
      }
    }
    while j < end && bytes[j] >= 0x20 && bytes[j] < 0x7F { j += 1 }
    return j
  }

  /// The end of the run of non-ASCII bytes (0x80 and above) from `from`, at most `end`:
  /// `while j < end && bytes[j] >= 0x80 { j += 1 }`.
  static func nonASCIIEnd(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int) -> Int {
    var j = from
    if let base = bytes.baseAddress {
      while j + 8 <= end && word(base, j) & highs == highs { j += 8 }
    }
    while j < end && bytes[j] >= 0x80 { j += 1 }
    return j
  }

  /// Whether every byte is printable ASCII or a tab:
  /// `bytes.allSatisfy { (0x20..<0x7F).contains($0) || $0 == 0x09 }`.
  static func isPrintableASCIIOrTab(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while true {
      i = printableASCIIEnd(bytes, from: i, to: bytes.count)
      guard i < bytes.count else { return true }
      guard bytes[i] == 0x09 else { return false }
      i += 1
    }
  }

  /// Whether every byte is below 0x80: `bytes.allSatisfy { $0 < 0x80 }`.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    if let base = bytes.baseAddress {
      var any: UInt64 = 0
      while i + 8 <= bytes.count {
        any |= word(base, i)
        i += 8
      }
      if any & highs != 0 { return false }
    }
    while i < bytes.count {
      if bytes[i] >= 0x80 { return false }
      i += 1
    }
    return true
  }

  /// How many bytes of `bytes` are `first` or `second`:
  /// `bytes.filter { $0 == first || $0 == second }.count`.
  static func count(of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int
  {
    var total = 0
    var i = 0
    if let base = bytes.baseAddress {
      let firsts = ones &* UInt64(first)
      let seconds = ones &* UInt64(second)
      while i + 8 <= bytes.count {
        let value = word(base, i)
        total += (zeroBytes(value ^ firsts) | zeroBytes(value ^ seconds)).nonzeroBitCount
        i += 8
      }
    }
    while i < bytes.count {
      if bytes[i] == first || bytes[i] == second { total += 1 }
      i += 1
    }
    return total
  }
}
