/// The one number formatter of every SVG this library writes: at most two decimals, no
/// trailing zeros, never `-0`, so output is byte-identical on every machine.
package enum SVGNumber {
  package static func format(_ value: Double) -> String {
    guard let hundredths = hundredths(value) else { return "0" }
    guard abs(hundredths) < 100_000_000_000 else { return slowFormat(hundredths) }
    // At most 15 bytes (sign, 9 digits, point, 2 decimals): the string stays inline.
    return String(unsafeUninitializedCapacity: 15) { write(hundredths: hundredths, into: $0) }
  }

  /// Appends the formatted `value` to UTF-8 `bytes` (path data is built from thousands).
  /// The text is written to the stack and appended at once: appending digit by digit
  /// checked the array's uniqueness and capacity per byte, a tenth of a dense diagram's run.
  package static func append(_ value: Double, to bytes: inout [UInt8]) {
    var text: (UInt64, UInt64) = (0, 0)
    let done = withUnsafeMutableBytes(of: &text) { raw -> Bool in
      let out = raw.bindMemory(to: UInt8.self)
      guard let count = write(value, into: out) else { return false }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: out[..<count]))
      return true
    }
    if !done { bytes += Array(format(value).utf8) }
  }

  /// Writes the formatted `value` at the start of `out`, which has room for at least 15 bytes,
  /// and returns its length; nil for a value too long for that (`format` takes those).
  static func write(_ value: Double, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    guard let hundredths = hundredths(value) else {
      out[0] = UInt8(ascii: "0")
      return 1
    }
    guard abs(hundredths) < 100_000_000_000 else { return nil }
    return write(hundredths: hundredths, into: out)
  }

  /// The value in hundredths, nil when it prints as `0` (zero after rounding, not finite,
  /// or beyond ±9e16, where no layout comes near and `Int` would overflow).
  static func hundredths(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < 9e16 else { return nil }
    // `rounded()` (half away from zero) is a call into the C library; the truncated value
    // and the remainder, which a double holds exactly, give the same integer inline.
    let scaled = value * 100
    var hundredths = Int(scaled)
    let rest = scaled - Double(hundredths)
    if rest >= 0.5 {
      hundredths += 1
    } else if rest <= -0.5 {
      hundredths -= 1
    }
    return hundredths == 0 ? nil : hundredths
  }

  /// Writes `hundredths` (non-zero, under 1e11 in magnitude) as text; returns the length.
  /// The digits are counted first and written in place from the last one, so nothing is
  /// reversed or copied after them (hundreds of thousands of numbers in a dense diagram).
  static func write(hundredths: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var whole = hundredths.magnitude / 100
    let fraction = hundredths.magnitude % 100
    var count = 0
    if hundredths < 0 {
      out[0] = UInt8(ascii: "-")
      count = 1
    }
    var digits = 1
    var bound: UInt = 10
    while whole >= bound {
      digits += 1
      bound &*= 10
    }
    count += digits
    var at = count
    repeat {
      at -= 1
      out[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10)
      whole /= 10
    } while whole > 0
    if fraction != 0 {
      out[count] = UInt8(ascii: ".")
      out[count + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10)
      count += 2
      if fraction % 10 != 0 {
        out[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
        count += 1
      }
    }
    return count
  }

  /// The same format for numbers too long for an inline string.
  static func slowFormat(_ hundredths: Int) -> String {
    let magnitude = abs(hundredths)
    var text = hundredths < 0 ? "-" : ""
    text += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return text
  }
}
