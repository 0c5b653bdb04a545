import RenderSupport

/// The resolved look of a token: opaque colours (alpha already composited over the theme's
/// background) and font style.
package struct TokenStyle: Hashable, Sendable {
  package var foreground: RGBColor
  package var background: RGBColor
  package var fontStyle: FontStyle

  package init(foreground: RGBColor, background: RGBColor, fontStyle: FontStyle = []) {
    self.foreground = foreground
    self.background = background
    self.fontStyle = fontStyle
  }

  /// The same look as a RenderSupport `TextStyle` (foreground and flags; the background is
  /// left to the terminal or page).
  package var textStyle: TextStyle {
    TextStyle(
      foreground: foreground, bold: fontStyle.contains(.bold),
      italic: fontStyle.contains(.italic), underline: fontStyle.contains(.underline),
      strikethrough: fontStyle.contains(.strikethrough))
  }
}

/// A token's style as theme colour ids, the form styles are resolved and cached in.
package struct StyleAttributes: Hashable, Sendable {
  package var fontStyle: FontStyle
  package var foreground: Int32
  package var background: Int32

  package init(fontStyle: FontStyle, foreground: Int32, background: Int32) {
    self.fontStyle = fontStyle
    self.foreground = foreground
    self.background = background
  }

  /// `self` with the fields `rule` sets laid on top.
  func applying(_ rule: ThemeRule) -> StyleAttributes {
    StyleAttributes(
      fontStyle: rule.fontStyle ?? fontStyle,
      foreground: rule.foreground != 0 ? rule.foreground : foreground,
      background: rule.background != 0 ? rule.background : background)
  }
}
