import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// CIE 1976 colour difference (ΔE*ab) in CIELAB under D65: about 2 is the smallest step
/// people see side by side, over 20 reads as another colour.
func colourDifference(_ a: RGBColor, _ b: RGBColor) -> Double {
  func lab(_ color: RGBColor) -> (Double, Double, Double) {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
  let (p, q) = (lab(a), lab(b))
  return ((p.0 - q.0) * (p.0 - q.0) + (p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2))
    .squareRoot()
}

@Suite struct BuiltinThemeRolesTests {
  static let themes = [ThemeCatalog.light, ThemeCatalog.dark]

  /// A tag (or a YAML key, scoped as one) and a string beside it are different colours:
  /// they were 4 and 11 apart (ΔE), two greens.
  @Test(arguments: [
    (["source.yaml", "entity.name.tag.yaml"], ["source.yaml", "string.unquoted.plain.out.yaml"]),
    (
      ["text.html.basic", "meta.tag.structure.any.html", "entity.name.tag.structure.any.html"],
      ["text.html.basic", "meta.tag.structure.any.html", "string.quoted.double.html"]
    ),
    (
      ["text.xml", "meta.tag.xml", "entity.name.tag.xml"], ["text.xml", "string.quoted.double.xml"]
    ),
  ])
  func tagsAndStringsDiffer(_ tag: [String], _ string: [String]) {
    for theme in Self.themes {
      let difference = colourDifference(
        theme.style(forScopes: tag).foreground, theme.style(forScopes: string).foreground)
      #expect(difference >= 20, "\(theme.name): ΔE \(difference)")
    }
  }

  /// A Makefile's assigned names are coloured, not left in the text colour.
  @Test func makefileAssignmentsAreColoured() {
    for theme in Self.themes {
      let name = theme.style(forScopes: ["source.makefile", "variable.other.makefile"])
      #expect(name.foreground != theme.defaultStyle.foreground, "\(theme.name)")
    }
  }

  /// With 16 colours (`TERM=xterm`, no `COLORTERM`) every token colour of each theme maps to
  /// a basic colour that xterm's default palette draws at 1.8:1 or more against the theme's
  /// background (dark yellow and dark cyan came out at 1.5 and 1.7 on white).
  @Test func sixteenColoursStayReadable() {
    for definition in [BuiltinThemes.intentLight, BuiltinThemes.intentDark] {
      let theme = Theme(definition)
      for setting in definition.settings {
        guard let hex = setting.foreground, let color = RGBColor(hex: hex) else { continue }
        let basic = ANSIPalette.basic[ANSIPalette.nearest16(color)]
        let ratio = basic.contrastRatio(to: theme.background)
        #expect(ratio >= 1.8, "\(theme.name): \(hex) as \(basic.hex) is \(ratio):1")
      }
    }
  }
}
