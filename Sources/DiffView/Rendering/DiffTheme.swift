import RenderSupport

/// The colours of the diff itself (backgrounds of changed lines, emphasis, gutters, headers),
/// in a light and a dark variant; syntax colours come from the highlighting theme.
package struct DiffTheme: Hashable, Sendable {
  package var isDark: Bool
  package var foreground: RGBColor
  package var background: RGBColor
  package var addedBackground: RGBColor
  package var removedBackground: RGBColor
  package var addedEmphasis: RGBColor
  package var removedEmphasis: RGBColor
  package var addedMarker: RGBColor
  package var removedMarker: RGBColor
  package var lineNumber: RGBColor
  package var hunkHeader: RGBColor
  package var fileHeader: RGBColor
  package var fileHeaderBackground: RGBColor
  package var commitHeader: RGBColor
  package var meta: RGBColor

  private static func c(_ hex: String) -> RGBColor { RGBColor(hex: hex)! }

  /// Dark terminals and pages.
  package static let dark = DiffTheme(
    isDark: true, foreground: c("#D4D4D4"), background: c("#1E1E1E"),
    addedBackground: c("#16361F"), removedBackground: c("#3F1D22"),
    addedEmphasis: c("#2B6A3A"), removedEmphasis: c("#7D2A33"),
    addedMarker: c("#57C76F"), removedMarker: c("#F0717C"), lineNumber: c("#8A8A8A"),
    hunkHeader: c("#6CB6FF"), fileHeader: c("#F0F0F0"), fileHeaderBackground: c("#2D333B"),
    commitHeader: c("#E5C07B"), meta: c("#A0A0A0"))

  /// Light terminals and pages.
  package static let light = DiffTheme(
    isDark: false, foreground: c("#24292F"), background: c("#FFFFFF"),
    addedBackground: c("#E6FFEC"), removedBackground: c("#FFEBE9"),
    addedEmphasis: c("#ABF2BC"), removedEmphasis: c("#FFC0BD"),
    addedMarker: c("#1A7F37"), removedMarker: c("#CF222E"), lineNumber: c("#6E7781"),
    hunkHeader: c("#0550AE"), fileHeader: c("#1F2328"), fileHeaderBackground: c("#EAEEF2"),
    commitHeader: c("#7D4E00"), meta: c("#57606A"))
}
