/// Small byte-level tests on one input line, so the parser classifies lines without building
/// strings for the common case.
struct ByteLine {
  let bytes: UnsafeBufferPointer<UInt8>

  var count: Int { bytes.count }
  var isEmpty: Bool { bytes.isEmpty }
  var first: UInt8? { bytes.first }

  /// The line without a final CR.
  var trimmingCR: ByteLine {
    if let last = bytes.last, last == 0x0D {
      return ByteLine(bytes: UnsafeBufferPointer(rebasing: bytes.dropLast()))
    }
    return self
  }

  var endsWithCR: Bool { bytes.last == 0x0D }

  func hasPrefix(_ prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard bytes.count >= length else { return false }
    let p = prefix.utf8Start
    for i in 0..<length where bytes[i] != p[i] { return false }
    return true
  }

  /// The text after `prefix` (which the caller has checked), decoded as UTF-8.
  func string(droppingFirst count: Int) -> String {
    guard count < bytes.count else { return "" }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[count...]), as: UTF8.self)
  }

  func string() -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
