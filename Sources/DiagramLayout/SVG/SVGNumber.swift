/// The one number formatter of every SVG this library writes: at most two decimals, no
/// trailing zeros, never `-0`, so output is byte-identical on every machine.
public enum SVGNumber {
  public static func format(_ value: Double) -> String {
    guard let hundredths = hundredths(value) else { return "0" }
    guard abs(hundredths) < 100_000_000_000 else { return slowFormat(hundredths) }
    // At most 15 bytes (sign, 9 digits, point, 2 decimals): the string stays inline.
    return String(unsafeUninitializedCapacity: 15) { write(hundredths, into: $0) }
  }

  /// Appends the formatted `value` to UTF-8 `bytes` (path data is built from thousands).
  /// The digits go straight into `bytes`, first first, so nothing is copied after them.
  public static func append(_ value: Double, to bytes: inout [UInt8]) {
    guard let hundredths = hundredths(value) else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    guard abs(hundredths) < 100_000_000_000 else {
      bytes += Array(slowFormat(hundredths).utf8)
      return
    }
    if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
    var whole = hundredths.magnitude / 100
    let fraction = hundredths.magnitude % 100
    var scale: UInt = 1
    while scale <= whole / 10 { scale *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole / scale))
      whole %= scale
      scale /= 10
    } while scale > 0
    if fraction != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10))
      if fraction % 10 != 0 {
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10))
      }
    }
  }

  /// The value in hundredths, nil when it prints as `0` (zero after rounding, not finite,
  /// or beyond ±9e16, where no layout comes near and `Int` would overflow).
  static func hundredths(_ value: Double) -> Int? {
    guard value.isFinite, abs(value) < 9e16 else { return nil }
    let hundredths = Int((value * 100).rounded())
    return hundredths == 0 ? nil : hundredths
  }

  /// Writes `hundredths` (non-zero, under 1e11 in magnitude) as text; returns the length.
  static func write(_ hundredths: Int, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    magnitude /= 100
    var digits: (UInt64, UInt64) = (0, 0)
    return withUnsafeMutableBytes(of: &digits) { digits in
      var pending = 0
      repeat {
        digits[pending] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        pending += 1
      } while magnitude > 0
      var count = 0
      if hundredths < 0 {
        out[0] = UInt8(ascii: "-")
        count = 1
      }
      while pending > 0 {
        pending -= 1
        out[count] = digits[pending]
        count += 1
      }
      if fraction != 0 {
        out[count] = UInt8(ascii: ".")
        out[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 10)
        count += 2
        if fraction % 10 != 0 {
          out[count] = UInt8(ascii: "0") + UInt8(fraction % 10)
          count += 1
        }
      }
      return count
    }
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
