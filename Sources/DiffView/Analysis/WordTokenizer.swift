/// Splits a line into the units intraline emphasis compares: runs of word bytes (letters,
/// digits, `_`, and every non-ASCII byte so a UTF-8 sequence is never split), runs of
/// whitespace, and single punctuation bytes.
enum WordTokenizer {
  /// A token: its byte range in the line and a hash of its bytes for fast comparison.
  struct Token {
    var start: Int
    var end: Int
    var hash: UInt64
  }

  /// Tokens of `bytes`, or `nil` when there are more than `limit` (the caller then falls back
  /// to comparing the common prefix and suffix).
  static func tokens(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> [Token]? {
    var result: [Token] = []
    result.reserveCapacity(min(limit, bytes.count))
    var i = 0
    let n = bytes.count
    while i < n {
      let start = i
      let kind = classify(bytes[i])
      i += 1
      if kind != 2 {
        while i < n && classify(bytes[i]) == kind { i += 1 }
      }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for k in start..<i {
        hash = (hash ^ UInt64(bytes[k])) &* 0x0000_0100_0000_01B3
      }
      result.append(Token(start: start, end: i, hash: hash))
      if result.count > limit { return nil }
    }
    return result
  }

  /// 0 word, 1 whitespace, 2 punctuation.
  @inline(__always)
  private static func classify(_ byte: UInt8) -> Int {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xFF: return 0
    case 0x20, 0x09, 0x0D: return 1
    default: return 2
    }
  }
}
