/// Select Graphic Rendition escape sequences (ECMA-48 §8.3.117) for a `TextStyle`, downgraded
/// to the terminal's `ColorLevel`.
package enum SGR {
  /// Resets every attribute.
  package static let reset = "\u{1B}[0m"

  /// The sequence that switches from the default state to `style`, or `""` when `level` is
  /// `.none` or the style is plain. Callers end a styled run with `reset`.
  package static func sequence(for style: TextStyle, level: ColorLevel) -> String {
    guard level != .none else { return "" }
    var codes: [String] = []
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.italic { codes.append("3") }
    if style.underline { codes.append("4") }
    if style.strikethrough { codes.append("9") }
    if let foreground = style.foreground {
      codes.append(colorCode(foreground, level: level, background: false))
    }
    if let background = style.background {
      codes.append(colorCode(background, level: level, background: true))
    }
    guard !codes.isEmpty else { return "" }
    return "\u{1B}[" + codes.concatenated(separator: ";") + "m"
  }

  /// The parameter(s) for one colour at `level`.
  static func colorCode(_ color: RGBColor, level: ColorLevel, background: Bool) -> String {
    switch level {
    case .none:
      return ""
    case .truecolor:
      return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .ansi256:
      return "\(background ? 48 : 38);5;\(ANSIPalette.nearest256(color))"
    case .ansi16:
      let index = ANSIPalette.nearest16(color)
      let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
      return "\(base + index % 8)"
    }
  }
}

/// The xterm palettes that 256- and 16-colour terminals map indices to.
package enum ANSIPalette {
  /// The 16 basic colours as xterm draws them by default.
  package static let basic: [RGBColor] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ].map { RGBColor(red: $0.0, green: $0.1, blue: $0.2) }

  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The nearest index in the 6×6×6 cube or the 24-step grey ramp (16–255); the basic 16 are
  /// skipped because terminals remap them with their own themes.
  package static func nearest256(_ color: RGBColor) -> Int {
    func cubeIndex(_ value: UInt8) -> Int {
      let v = Int(value)
      if v < 48 { return 0 }
      if v < 115 { return 1 }
      return (v - 35) / 40
    }
    let r = cubeIndex(color.red)
    let g = cubeIndex(color.green)
    let b = cubeIndex(color.blue)
    let cube = RGBColor(
      red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let greyValue = UInt8(8 + greyIndex * 10)
    let grey = RGBColor(red: greyValue, green: greyValue, blue: greyValue)
    if distance(color, grey) < distance(color, cube) { return 232 + greyIndex }
    return 16 + 36 * r + 6 * g + b
  }

  /// The basic colour (0–15) that stands for `color`. Terminals draw the 16 with their own
  /// palettes, so the nearest xterm RGB value is a poor guide: a pastel keyword colour would
  /// come out grey. Coloured inputs keep their hue (red, yellow, green, cyan, blue, magenta;
  /// the bright variant when light), greyish ones become black, grey, white or bright white;
  /// dark yellows and cyans take red and blue, which stay legible on a light background.
  package static func nearest16(_ color: RGBColor) -> Int {
    let red = Double(color.red) / 255
    let green = Double(color.green) / 255
    let blue = Double(color.blue) / 255
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let chroma = high - low
    let lightness = (high + low) / 2
    let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
    guard chroma >= 0.12, saturation >= 0.25 else {
      if lightness < 0.3 { return 0 }
      if lightness < 0.55 { return 8 }
      return lightness < 0.85 ? 7 : 15
    }
    var hue: Double
    if high == red {
      hue = 60 * ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
    } else if high == green {
      hue = 60 * ((blue - red) / chroma + 2)
    } else {
      hue = 60 * ((red - green) / chroma + 4)
    }
    if hue < 0 { hue += 360 }
    let base: Int
    switch hue {
    case 30..<75: base = 3  // yellow (and orange leaning to it)
    case 75..<165: base = 2  // green
    case 165..<200: base = 6  // cyan
    case 200..<260: base = 4  // blue
    case 260..<345: base = 5  // magenta
    default: base = 1  // red
    }
    if lightness > 0.6 || high > 0.95 { return base + 8 }
    // A dark yellow (brown, ochre) or dark cyan is a colour made for a light background,
    // where xterm's yellow (205,205,0) and cyan (0,205,205) read at 1.5:1 and 1.7:1; red and
    // blue keep the role legible there (5:1 and 8.6:1).
    if lightness < 0.35, base == 3 { return 1 }
    if lightness < 0.35, base == 6 { return 4 }
    return base
  }

  /// Squared distance weighted by the eye's sensitivity ("redmean" approximation).
  static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
    let meanRed = (Int(a.red) + Int(b.red)) / 2
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
  }
}
