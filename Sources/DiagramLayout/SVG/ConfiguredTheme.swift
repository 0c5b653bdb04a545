import RenderSupport

/// The look a diagram's config asks for: a Mermaid theme (`default`, `neutral`, `dark`,
/// `forest`, `base`) and its `themeVariables`, turned into palettes and a font.
///
/// Every value is validated before it is used: colours must be `#hex`, `rgb(…)` of numbers or
/// a known colour keyword, and are re-spelled as `#RRGGBB`; the font size is a number kept
/// within 8…32; the font family keeps only letters, digits, spaces, commas and hyphens. So a
/// hostile value never reaches the SVG as CSS or markup.
///
/// The variables describe one colour scheme (dark when the theme is `dark` or `darkMode` is
/// true, else light), so they replace that scheme's palette only: under the `auto` theme the
/// other scheme keeps the shipped palette, which stays readable.
enum ConfiguredTheme {
  /// The theme to draw with: the caller's scheme when given, else the diagram's.
  static func theme(caller: DiagramTheme.Name?, settings: DiagramSettings) -> DiagramTheme {
    var theme = DiagramTheme(caller ?? settings.theme ?? .light)
    let named = settings.value("config.theme")?.lowercased()
    let variables = settings.values.filter { $0.key.hasPrefix(prefix) }
    guard named != nil || !variables.isEmpty else { return theme }
    let darkScheme = settings.theme == .dark
    var palette = darkScheme ? DiagramTheme.darkPalette : basePalette(named)
    apply(settings, to: &palette)
    if darkScheme { theme.dark = palette } else { theme.light = palette }
    return theme
  }

  /// Replaces the chart scale entries whose variable (`names[i]` colours entry `i`) the
  /// diagram sets, in the scheme the variables describe (dark when the theme is dark). Mermaid
  /// reads only the variables of the diagram's type, so only `names` are read here.
  static func applyScale(
    _ names: [String], settings: DiagramSettings, to theme: inout DiagramTheme
  ) -> [Diagnostic] {
    var reader = ConfigReader(settings)
    for (index, name) in names.enumerated() {
      guard let value = reader.color(prefix + name) else { continue }
      if settings.theme == .dark {
        theme.darkScale[index % theme.darkScale.count] = value
      } else {
        theme.lightScale[index % theme.lightScale.count] = value
      }
    }
    // Mermaid's section scale comes with a text colour per entry (`cScaleLabel0`…).
    if names == DiagramTypeDefinition.sectionScale {
      for index in names.indices {
        guard let value = reader.color(prefix + "cScaleLabel\(index)") else { continue }
        if settings.theme == .dark {
          theme.darkScaleLabels[index] = value
        } else {
          theme.lightScaleLabels[index] = value
        }
      }
    }
    return reader.warnings
  }

  /// The measurer with the diagram's `fontSize` and `fontFamily`, when valid.
  static func measurer(_ base: TextMeasurer, settings: DiagramSettings) -> TextMeasurer {
    var measurer = base
    if let size = settings.number("\(prefix)fontSize", in: 8...32) { measurer.fontSize = size }
    if let family = settings.value("\(prefix)fontFamily").flatMap(fontFamily) {
      measurer.familyList = family + ", " + TextMeasurer.fontFamily
    }
    return measurer
  }

  static let prefix = "config.themeVariables."

  /// The light palettes of Mermaid's light themes (their main colours, from Mermaid 11's
  /// theme files: `theme-neutral`, `theme-forest`, `theme-base`).
  static func basePalette(_ name: String?) -> DiagramTheme.Palette {
    var palette = DiagramTheme.lightPalette
    switch name {
    case "neutral":
      palette.nodeFill = "#EEEEEE"
      palette.nodeStroke = "#999999"
      palette.text = "#333333"
      palette.line = "#666666"
      palette.clusterFill = "#F5F5F5"
      palette.clusterStroke = "#707070"
      palette.labelBackground = "#FFFFFF"
      palette.noteFill = "#F4F4F4"
      palette.noteStroke = "#999999"
      palette.accent = "#666666"
    case "forest":
      palette.nodeFill = "#CDE498"
      palette.nodeStroke = "#13540C"
      palette.text = "#000000"
      palette.line = "#008000"
      palette.clusterFill = "#CDFFB2"
      palette.clusterStroke = "#6EAA49"
      palette.labelBackground = "#E8E8E8"
      palette.noteStroke = "#6EAA49"
      palette.activationFill = "#CDFFB2"
      palette.accent = "#008000"
    case "base":
      palette.nodeFill = "#FFF4DD"
      palette.nodeStroke = "#D9BE84"
      palette.text = "#333333"
      palette.clusterFill = "#F4F9FF"
      palette.clusterStroke = "#B8C9E6"
      palette.labelBackground = "#FFFFFF"
      palette.activationFill = "#EDF2FF"
    default:
      break
    }
    return palette
  }

  /// Which palette entries each theme variable sets, general names before specific ones
  /// (so `mainBkg` wins over `primaryColor`, as Mermaid derives one from the other).
  static var assignments: [(String, [WritableKeyPath<DiagramTheme.Palette, String>])] {
    [
      ("background", [\.background]),
      ("primaryColor", [\.nodeFill]),
      ("primaryBorderColor", [\.nodeStroke]),
      ("primaryTextColor", [\.text]),
      ("secondaryColor", [\.labelBackground, \.activationFill]),
      ("tertiaryColor", [\.clusterFill]),
      ("tertiaryBorderColor", [\.clusterStroke]),
      ("lineColor", [\.line, \.accent]),
      ("textColor", [\.text]),
      ("mainBkg", [\.nodeFill]),
      ("nodeBorder", [\.nodeStroke]),
      ("clusterBkg", [\.clusterFill]),
      ("clusterBorder", [\.clusterStroke]),
      ("edgeLabelBackground", [\.labelBackground]),
      ("noteBkgColor", [\.noteFill]),
      ("noteBorderColor", [\.noteStroke]),
      ("actorBkg", [\.nodeFill]),
      ("actorBorder", [\.nodeStroke]),
      ("signalColor", [\.line]),
      ("activationBkgColor", [\.activationFill]),
      ("sequenceNumberColor", [\.accentText]),
    ]
  }

  static func apply(_ settings: DiagramSettings, to palette: inout DiagramTheme.Palette) {
    for (name, paths) in assignments {
      guard let value = settings.value(prefix + name).flatMap(color) else { continue }
      for path in paths { palette[keyPath: path] = value }
    }
    // Mermaid derives the border from the fill when only the fill is given (`mkBorder`:
    // 10 points darker in HSL lightness, lighter in dark mode).
    let given = { (name: String) in settings.value(prefix + name).flatMap(color) != nil }
    if given("primaryColor"), !given("primaryBorderColor"), !given("nodeBorder"),
      let fill = RGBColor(hex: palette.nodeFill)
    {
      palette.nodeStroke = shifted(fill, lightness: settings.theme == .dark ? 0.1 : -0.1).hex
    }
  }

  /// `color` with its HSL lightness moved by `lightness` (−1…1), hue and saturation kept.
  static func shifted(_ color: RGBColor, lightness: Double) -> RGBColor {
    let r = Double(color.red) / 255
    let g = Double(color.green) / 255
    let b = Double(color.blue) / 255
    let high = max(r, g, b)
    let low = min(r, g, b)
    let l = (high + low) / 2
    let target = min(max(l + lightness, 0), 1)
    guard high > low else {
      let v = UInt8((target * 255).rounded())
      return RGBColor(red: v, green: v, blue: v)
    }
    // Scaling the channels' distance from mid-grey keeps hue and HSL saturation.
    let chroma = l <= 0.5 ? (high - low) / (high + low) : (high - low) / (2 - high - low)
    let newChroma = chroma * (target <= 0.5 ? 2 * target : 2 - 2 * target)
    let oldChroma = high - low
    func channel(_ value: Double) -> UInt8 {
      let scaled = target + (value - l) * (oldChroma > 0 ? newChroma / oldChroma : 0)
      return UInt8((min(max(scaled, 0), 1) * 255).rounded())
    }
    return RGBColor(red: channel(r), green: channel(g), blue: channel(b))
  }

  /// A colour value as `#RRGGBB`, or nil when it is not one.
  static func color(_ text: String) -> String? {
    guard let valid = StyleParser.color(text.trimmingCharacters()) else { return nil }
    if valid.hasPrefix("rgb") {
      let numbers = valid.drop(while: { $0 != "(" }).dropFirst().dropLast()
        .split(separator: ",").prefix(3).compactMap { Double($0.trimmingCharacters(in: " ")) }
      guard numbers.count == 3 else { return nil }
      let bytes = numbers.map { UInt8(min(max($0, 0), 255).rounded()) }
      return RGBColor(red: bytes[0], green: bytes[1], blue: bytes[2]).hex
    }
    return ReadableText.rgb(valid)?.hex
  }

  /// A font family list of plain names, or nil when nothing usable is left.
  static func fontFamily(_ text: String) -> String? {
    let kept = String(
      text.unicodeScalars.filter {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " " || $0 == ","
            || $0 == "-")
      }.prefix(100))
    let names = kept.split(separator: ",").map { $0.trimmingCharacters(in: " ") }
      .filter { !$0.isEmpty }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    String(self.drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
