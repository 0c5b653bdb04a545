/// Measures text in the font the SVGs name (DejaVu Sans) from the shipped metrics table.
///
/// Widths are sums of glyph advances (no kerning, which DejaVu applies to few pairs), so a
/// label measures the same on every machine. Characters outside the table count as one em
/// when East Asian wide, else as the average Latin advance.
package struct TextMeasurer: Sendable {
  /// The font family list written into the SVG.
  package static let fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"

  /// The font size in pixels.
  package var fontSize: Double
  /// The font family list written into the SVG: `fontFamily`, after a family the diagram
  /// asked for (validated by `ConfiguredTheme`). Widths are still measured in DejaVu Sans.
  package var familyList = TextMeasurer.fontFamily

  package init(fontSize: Double = 14) {
    self.fontSize = fontSize
  }

  /// The advance of `text` on one line, in pixels.
  package func width(_ text: String, bold: Bool = false) -> Double {
    var units = 0.0
    for scalar in text.unicodeScalars {
      units += TextMeasurer.advance(scalar, bold: bold)
    }
    return units * fontSize / FontMetricsTable.unitsPerEm
  }

  /// Whether the shipped metrics hold every character of `text` (else the font lacks some,
  /// and a renderer draws them from a fallback font, or as a box, at widths of its own).
  package static func covers(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let value = scalar.value
      return FontMetricsTable.regular.contains { range in
        value >= range.start && Int(value - range.start) < range.advances.count
          && range.advances[Int(value - range.start)] > 0
      }
    }
  }

  /// The height of one line, in pixels.
  package var lineHeight: Double { (fontSize * 1.25).rounded() }

  /// The advance of one scalar in font units.
  static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Double {
    let value = scalar.value
    let table = bold ? FontMetricsTable.bold : FontMetricsTable.regular
    for range in table where value >= range.start {
      let offset = Int(value - range.start)
      if offset < range.advances.count {
        let advance = range.advances[offset]
        if advance > 0 { return Double(advance) }
        break
      }
    }
    let properties = scalar.properties
    if properties.generalCategory == .nonspacingMark || properties.generalCategory == .format
      || properties.generalCategory == .enclosingMark || scalar == "\u{200D}"
    {
      return 0
    }
    if isWide(value) { return FontMetricsTable.unitsPerEm }
    return 1300
  }

  /// East Asian wide and emoji ranges, drawn about one em wide by fallback fonts.
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
