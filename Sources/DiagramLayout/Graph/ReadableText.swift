import RenderSupport

/// Picks a text colour readable on a fill the source chose (WCAG 2.x: contrast of at least
/// 4.5:1 for body text), so a `classDef` fill never leaves the theme's text unreadable.
enum ReadableText {
  /// The colour to draw text in on `fill`: `themeText` when it reads well there, else the
  /// better of near-black and white. Nil when `fill` is not a colour this can judge.
  static func color(on fill: String, themeText: String) -> String? {
    guard let background = rgb(fill), let text = RGBColor(hex: themeText) else { return nil }
    if text.contrastRatio(to: background) >= 4.5 { return nil }
    let dark = RGBColor(hex: "#1F2328") ?? .black
    return dark.contrastRatio(to: background) >= RGBColor.white.contrastRatio(to: background)
      ? "#1F2328" : "#FFFFFF"
  }

  /// `#hex`, or a few colour keywords the docs use.
  static func rgb(_ value: String) -> RGBColor? {
    if value.hasPrefix("#") { return RGBColor(hex: value) }
    let keywords: [String: String] = [
      "white": "#FFFFFF", "black": "#000000", "red": "#FF0000", "green": "#008000",
      "blue": "#0000FF", "yellow": "#FFFF00", "orange": "#FFA500", "pink": "#FFC0CB",
      "purple": "#800080", "gray": "#808080", "grey": "#808080", "lightgray": "#D3D3D3",
      "lightblue": "#ADD8E6", "lightgreen": "#90EE90", "navy": "#000080",
      "darkblue": "#00008B", "darkred": "#8B0000", "darkgreen": "#006400",
    ]
    return keywords[value.lowercased()].flatMap { RGBColor(hex: $0) }
  }
}
