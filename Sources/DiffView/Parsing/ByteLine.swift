import Foundation

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

/// Removes SGR colour sequences (`ESC [ digits ; … m`) from a line. git colours its diff when
/// it writes to a pager or an `interactive.diffFilter`, so input may arrive already coloured;
/// other escape sequences are left for the renderers to show as visible placeholders.
enum SGRStripper {
  /// Calls `body` with the line's bytes, without SGR sequences when it has any.
  static func withStripped<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    // memchr: a line without escapes (nearly every line) is passed through after one scan
    // at memory speed, however long it is.
    guard let base = bytes.baseAddress, memchr(base, 0x1B, bytes.count) != nil else {
      return body(bytes)
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5B {
        var j = i + 2
        while j < bytes.count, (0x30...0x3B).contains(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == 0x6D {
          i = j + 1
          continue
        }
      }
      kept.append(bytes[i])
      i += 1
    }
    return kept.withUnsafeBufferPointer { body($0) }
  }
}
