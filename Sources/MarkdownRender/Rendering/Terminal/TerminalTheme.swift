import RenderSupport

/// The styles the terminal layout paints each construct with. Body text keeps the terminal's
/// own colours; only markup gets colour, so both palettes stay readable on any background.
package struct TerminalTheme: Sendable {
  /// Heading text, levels 1–6.
  package var headings: [TextStyle]
  /// `###` markers of levels 3–6 and the rules under levels 1–2 share the heading colour;
  /// this is for the dimmed parts.
  package var muted: TextStyle
  package var emphasis: TextStyle
  package var strong: TextStyle
  package var strikethrough: TextStyle
  package var inlineCode: TextStyle
  package var codeText: TextStyle
  package var codeFrame: TextStyle
  package var link: TextStyle
  package var linkReference: TextStyle
  package var image: TextStyle
  package var quoteBar: TextStyle
  package var listMarker: TextStyle
  package var taskDone: TextStyle
  package var taskOpen: TextStyle
  package var tableBorder: TextStyle
  package var tableHeader: TextStyle
  package var footnoteReference: TextStyle
  package var html: TextStyle
  /// `<kbd>` keys and `<mark>` highlights of raw HTML.
  package var keyboard: TextStyle
  package var mark: TextStyle
  /// Bar and title colours of the five GitHub alerts, in `AlertKind.allCases` order.
  package var alerts: [TextStyle]

  /// The style of an alert's bar and (bold) title.
  package func alert(_ kind: AlertKind) -> TextStyle {
    let index = AlertKind.allCases.firstIndex(of: kind) ?? 0
    return index < alerts.count ? alerts[index] : muted
  }

  /// The palette for a theme name.
  package static func named(_ name: TerminalThemeName) -> TerminalTheme {
    switch name {
    case .dark: return dark
    case .light: return light
    }
  }

  static func color(_ hex: String) -> RGBColor {
    RGBColor(hex: hex) ?? .black
  }

  static func make(
    headings: [String], muted: String, code: String, codeBackground: String, codeText: String,
    link: String, accent: String, done: String, footnote: String, alerts: [String], mark: String
  ) -> TerminalTheme {
    let mutedStyle = TextStyle(foreground: color(muted))
    return TerminalTheme(
      headings: headings.map { TextStyle(foreground: color($0), bold: true) },
      muted: mutedStyle,
      emphasis: TextStyle(italic: true),
      strong: TextStyle(bold: true),
      strikethrough: TextStyle(strikethrough: true),
      inlineCode: TextStyle(foreground: color(code), background: color(codeBackground)),
      codeText: TextStyle(foreground: color(codeText)),
      codeFrame: mutedStyle,
      link: TextStyle(foreground: color(link), underline: true),
      linkReference: mutedStyle,
      image: TextStyle(foreground: color(footnote), italic: true),
      quoteBar: mutedStyle,
      listMarker: TextStyle(foreground: color(accent)),
      taskDone: TextStyle(foreground: color(done), bold: true),
      taskOpen: mutedStyle,
      tableBorder: mutedStyle,
      tableHeader: TextStyle(bold: true),
      footnoteReference: TextStyle(foreground: color(footnote)),
      html: mutedStyle,
      keyboard: TextStyle(background: color(codeBackground), bold: true),
      mark: TextStyle(foreground: color(accent), underline: true),
      alerts: alerts.map { TextStyle(foreground: color($0)) })
  }

  /// For dark backgrounds (every colour reaches 4.5:1 against #1A1B26).
  package static let dark = make(
    headings: ["#7AA2F7", "#BB9AF7", "#7DCFFF", "#9ECE6A", "#E0AF68", "#A9B1D6"],
    muted: "#737AA2", code: "#FF9E9E", codeBackground: "#292E42", codeText: "#C0CAF5",
    link: "#7AA2F7", accent: "#E0AF68", done: "#9ECE6A", footnote: "#7DCFFF",
    alerts: ["#7AA2F7", "#9ECE6A", "#BB9AF7", "#E0AF68", "#F7768E"], mark: "#E0AF68")

  /// For light backgrounds (every colour reaches 4.5:1 against #FFFFFF).
  package static let light = make(
    headings: ["#2E59A8", "#7847BD", "#0F6A8A", "#3A6E1F", "#8A5500", "#4C5372"],
    muted: "#6A6F8C", code: "#B3264E", codeBackground: "#ECEEF4", codeText: "#343B58",
    link: "#2E59A8", accent: "#8A5500", done: "#3A6E1F", footnote: "#0F6A8A",
    alerts: ["#2E59A8", "#3A6E1F", "#7847BD", "#8A5500", "#B3264E"], mark: "#8A5500")
}
