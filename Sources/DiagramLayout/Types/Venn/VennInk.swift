import RenderSupport

/// The colour a set's name is drawn in: its circle's colour, darker on a light background and
/// lighter on a dark one, as Mermaid draws it (`darken`/`lighten` by 30% lightness), and further
/// until it reads at 4.5:1 against the background (WCAG 2.x body text).
enum VennInk {
  /// The ink of `colour` on `background`; nil when either is not a colour this can judge.
  static func ink(_ colour: String, background: String) -> String? {
    guard let base = ReadableText.rgb(colour), let canvas = ReadableText.rgb(background) else {
      return nil
    }
    let darkCanvas = canvas.relativeLuminance < 0.18
    var (h, s, l) = hsl(base)
    l = darkCanvas ? min(1, l + 0.3) : max(0, l - 0.3)
    var result = rgb(h, s, l)
    while result.contrastRatio(to: canvas) < 4.5, l > 0, l < 1 {
      l = darkCanvas ? min(1, l + 0.05) : max(0, l - 0.05)
      result = rgb(h, s, l)
    }
    return result.hex
  }

  /// The scale entries' inks as custom properties `--ir-venn-ink0…` (light, and dark for
  /// `auto`), and the rules `.venn-ink0{fill:…}` for names and `.venn-lead0{stroke:…}` for
  /// their leaders.
  static func sheet(_ context: DiagramContext) -> DiagramStyleSheet {
    let theme = context.theme
    func declarations(dark: Bool) -> [StyleDeclaration] {
      let scale = dark ? theme.darkScale : theme.lightScale
      let background = dark ? theme.dark.background : theme.light.background
      return scale.indices.map { index in
        StyleDeclaration(
          "--ir-venn-ink\(index)",
          .literal(
            ink(scale[index], background: background) ?? (dark ? theme.dark : theme.light).text))
      }
    }
    var sheet = DiagramStyleSheet(rootID: context.idPrefix)
    sheet.rootProperties = declarations(dark: theme.name == .dark)
    if theme.name == .auto { sheet.darkProperties = declarations(dark: true) }
    for index in 0..<ChartPalette.count {
      sheet.rules.append(
        StyleRule(
          .class("venn-ink\(index)"), [StyleDeclaration("fill", .variable("--ir-venn-ink\(index)"))]
        ))
      sheet.rules.append(
        StyleRule(
          .class("venn-lead\(index)"),
          [StyleDeclaration("stroke", .variable("--ir-venn-ink\(index)"))]))
    }
    return sheet
  }

  /// Hue in turns, saturation and lightness, all 0…1.
  static func hsl(_ colour: RGBColor) -> (Double, Double, Double) {
    let (r, g, b) = (
      Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255
    )
    let (high, low) = (max(r, g, b), min(r, g, b))
    let l = (high + low) / 2
    guard high > low else { return (0, 0, l) }
    let d = high - low
    let s = l > 0.5 ? d / (2 - high - low) : d / (high + low)
    var h: Double
    if high == r {
      h = (g - b) / d + (g < b ? 6 : 0)
    } else if high == g {
      h = (b - r) / d + 2
    } else {
      h = (r - g) / d + 4
    }
    h /= 6
    return (h, s, l)
  }

  static func rgb(_ h: Double, _ s: Double, _ l: Double) -> RGBColor {
    func channel(_ t: Double, _ p: Double, _ q: Double) -> Double {
      var t = t
      if t < 0 { t += 1 }
      if t > 1 { t -= 1 }
      if t < 1 / 6 { return p + (q - p) * 6 * t }
      if t < 1 / 2 { return q }
      if t < 2 / 3 { return p + (q - p) * (2 / 3 - t) * 6 }
      return p
    }
    let q = l < 0.5 ? l * (1 + s) : l + s - l * s
    let p = 2 * l - q
    let values =
      s == 0 ? (l, l, l) : (channel(h + 1 / 3, p, q), channel(h, p, q), channel(h - 1 / 3, p, q))
    func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    return RGBColor(red: byte(values.0), green: byte(values.1), blue: byte(values.2))
  }
}
