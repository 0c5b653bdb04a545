/// Escaping for XML and SVG text, the one audited place generated markup goes through.
///
/// Text content escapes `&`, `<` and `>`; attribute values also escape both quote characters,
/// so a value is safe inside either kind of quotes. Characters XML 1.0 forbids (C0 controls
/// other than tab, newline and carriage return, and U+FFFE/U+FFFF) become U+FFFD, so no input
/// can make a document ill-formed.
package enum XMLEscaping {
  /// `text` escaped for element content.
  package static func text(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// `value` escaped for an attribute value in single or double quotes.
  package static func attribute(_ value: String) -> String {
    escape(value, quotes: true)
  }

  /// Appends `value`, escaped as `attribute` escapes it, to UTF-8 `bytes`: the same bytes,
  /// without a string in between for the many values that need nothing.
  package static func appendAttribute(_ value: String, to bytes: inout [UInt8]) {
    append(value, quotes: true, to: &bytes)
  }

  /// Appends `text`, escaped as `text(_:)` escapes it, to UTF-8 `bytes`.
  package static func appendText(_ text: String, to bytes: inout [UInt8]) {
    append(text, quotes: false, to: &bytes)
  }

  private static func append(_ value: String, quotes: Bool, to bytes: inout [UInt8]) {
    var value = value
    let clean = value.withUTF8 { raw in
      guard isClean(raw, quotes: quotes) else { return false }
      bytes.append(contentsOf: raw)
      return true
    }
    if !clean { bytes.append(contentsOf: escape(value, quotes: quotes).utf8) }
  }

  /// The bytes under 0x40 `escape` must look at, one bit each: `&`, `<`, `>` and the C0
  /// controls but tab, newline and carriage return; with both quotes for attribute values.
  /// Above 0x40 only 0xEF matters (it may start U+FFFE or U+FFFF).
  private static let textBytes = mask(of: [0x26, 0x3C, 0x3E])
  private static let attributeBytes = mask(of: [0x22, 0x26, 0x27, 0x3C, 0x3E])

  private static func mask(of bytes: [UInt64]) -> UInt64 {
    var mask: UInt64 = 0
    for byte in bytes + (0..<0x20).filter({ ![0x09, 0x0A, 0x0D].contains($0) }) {
      mask |= 1 << byte
    }
    return mask
  }

  private static func needsWork(_ byte: UInt8, mask: UInt64) -> Bool {
    byte < 0x40 ? mask >> UInt64(byte) & 1 != 0 : byte == 0xEF
  }

  /// Whether none of `bytes` needs work. A dense diagram's SVG is megabytes of path data
  /// that needs nothing, so the scan takes eight bytes at a time: the bit tricks below flag
  /// every word holding a byte under 0x20 or one of the marked bytes (and maybe a few clean
  /// words), and only a flagged word is looked at byte by byte.
  private static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool) -> Bool {
    let mask = quotes ? attributeBytes : textBytes
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte's high bit in `(x - ones) & ~x` is set at the lowest zero byte of `x`, in
    // `(x - ones * n) & ~x` at the lowest byte under n (Hacker's Delight, §6-1).
    func zero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x }
    let (quote, apostrophe) = quotes ? (ones &* 0x22, ones &* 0x27) : (ones &* 0x26, ones &* 0x26)
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
    var at = 0
    while at + 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      let flags =
        (word &- ones &* 0x20) & ~word | zero(word ^ (ones &* 0x26)) | zero(word ^ (ones &* 0x3C))
        | zero(word ^ (ones &* 0x3E)) | zero(word ^ (ones &* 0xEF)) | zero(word ^ quote)
        | zero(word ^ apostrophe)
      if flags & (ones &* 0x80) != 0 {
        for index in at..<(at + 8) where needsWork(bytes[index], mask: mask) { return false }
      }
      at += 8
    }
    return !bytes[at...].contains { needsWork($0, mask: mask) }
  }

  private static func escape(_ input: String, quotes: Bool) -> String {
    // Most values (numbers, path data, ids) need nothing: scan the contiguous bytes once.
    let mask = quotes ? attributeBytes : textBytes
    let clean =
      input.utf8.withContiguousStorageIfAvailable { isClean($0, quotes: quotes) }
      ?? !input.utf8.contains { needsWork($0, mask: mask) }
    if clean { return input }
    var out = ""
    out.reserveCapacity(input.utf8.count + 16)
    for scalar in input.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where quotes: out += "&quot;"
      case "'" where quotes: out += "&#39;"
      default:
        let value = scalar.value
        if (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
          || value == 0xFFFE || value == 0xFFFF
        {
          out.unicodeScalars.append("\u{FFFD}")
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
