/// Text saved as UTF-16 with a byte-order mark (what some Windows editors write): decoded
/// instead of refused as binary, although its ASCII characters carry NUL bytes.
package enum UTF16Text {
  /// Whether `bytes` start with a UTF-16 byte-order mark (`FF FE` little-endian, `FE FF`
  /// big-endian). A UTF-32 little-endian mark (`FF FE 00 00`) is not one.
  package static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
    let head = Array(bytes.prefix(4))
    guard head.count >= 2 else { return false }
    if head[0] == 0xFE, head[1] == 0xFF { return true }
    return head[0] == 0xFF && head[1] == 0xFE && !(head.count == 4 && head[2] == 0 && head[3] == 0)
  }

  /// The text of UTF-16 bytes after their byte-order mark (the mark itself dropped), with
  /// U+FFFD for unpaired surrogates and an odd last byte; nil without a mark.
  package static func decode(_ bytes: some Collection<UInt8>) -> (text: String, repaired: Bool)? {
    guard hasByteOrderMark(bytes) else { return nil }
    let all = Array(bytes)
    let bigEndian = all[0] == 0xFE
    var units: [UInt16] = []
    units.reserveCapacity(all.count / 2)
    var index = 2
    while index + 1 < all.count {
      let (high, low) = bigEndian ? (all[index], all[index + 1]) : (all[index + 1], all[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    var repaired = all.count % 2 == 1
    var text = ""
    text.reserveCapacity(units.count)
    var decoder = UTF16()
    var iterator = units.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
      case .emptyInput: break loop
      case .error:
        repaired = true
        text.unicodeScalars.append("\u{FFFD}")
      }
    }
    if all.count % 2 == 1 { text.unicodeScalars.append("\u{FFFD}") }
    return (text, repaired)
  }
}
