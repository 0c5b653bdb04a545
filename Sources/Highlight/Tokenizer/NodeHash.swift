/// Cheap, unseeded hashes: the ones stack nodes keep of what their equality compares (nodes
/// are made for nearly every token, so a multiply-xor mix and FNV-1a rather than a seeded
/// SipHash per node; dictionaries still hash the resulting value with their own seed), and
/// the word hashes of `KeywordList`.
enum NodeHash {
  /// `value` mixed into `hash`.
  @inline(__always)
  static func mix(_ hash: Int, _ value: Int) -> Int {
    var mixed = UInt64(bitPattern: Int64(hash ^ value)) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 29
    return Int(Int64(bitPattern: mixed))
  }

  /// FNV-1a over `bytes`: equal bytes, equal hashes.
  @inline(__always)
  static func of<Bytes: Sequence>(bytes: Bytes) -> Int where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return Int(Int64(bitPattern: hash))
  }

  /// FNV-1a over the UTF-8 of `text`.
  static func of(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { of(bytes: $0) }
  }
}
