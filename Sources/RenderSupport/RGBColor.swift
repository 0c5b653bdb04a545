import Foundation

/// An opaque 24-bit colour, the unit every renderer paints with.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
  ///
  /// A colour with alpha is composited over `background` (default white), because every client
  /// contract in this toolkit carries opaque six-digit colours only.
  public init?(hex: String, over background: RGBColor = .white) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    let expanded: String
    switch digits.count {
    case 3, 4: expanded = String(digits.flatMap { [$0, $0] })
    case 6, 8: expanded = String(digits)
    default: return nil
    }
    guard let value = UInt32(expanded, radix: 16) else { return nil }
    let hasAlpha = expanded.count == 8
    let rgb = hasAlpha ? value >> 8 : value
    let color = RGBColor(
      red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    if hasAlpha {
      self = color.composited(alpha: UInt8(value & 0xFF), over: background)
    } else {
      self = color
    }
  }

  public static let white = RGBColor(red: 255, green: 255, blue: 255)
  public static let black = RGBColor(red: 0, green: 0, blue: 0)

  /// `#RRGGBB` in upper case.
  public var hex: String {
    let digits = Array("0123456789ABCDEF")
    var out = "#"
    for byte in [red, green, blue] {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0xF)])
    }
    return out
  }

  public var description: String { hex }

  /// Blends this colour at `alpha` (0–255) over `background`, rounding to nearest.
  public func composited(alpha: UInt8, over background: RGBColor) -> RGBColor {
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      let a = Int(alpha)
      return UInt8((Int(top) * a + Int(bottom) * (255 - a) + 127) / 255)
    }
    return RGBColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue))
  }

  /// WCAG 2.x relative luminance.
  public var relativeLuminance: Double {
    func channel(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  /// WCAG 2.x contrast ratio between two colours (1…21).
  public func contrastRatio(to other: RGBColor) -> Double {
    let a = relativeLuminance
    let b = other.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
