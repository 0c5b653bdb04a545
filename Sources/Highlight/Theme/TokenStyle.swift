import RenderSupport

/// The resolved look of a token: opaque colours (alpha already composited over the theme's
/// background) and font style.
public struct TokenStyle: Hashable, Sendable {
  public var foreground: RGBColor
  public var background: RGBColor
  public var fontStyle: FontStyle

  public init(foreground: RGBColor, background: RGBColor, fontStyle: FontStyle = []) {
    self.foreground = foreground
    self.background = background
    self.fontStyle = fontStyle
  }

  /// The same look as a RenderSupport `TextStyle` (foreground and flags; the background is
  /// left to the terminal or page).
  public var textStyle: TextStyle {
    TextStyle(
      foreground: foreground, bold: fontStyle.contains(.bold),
      italic: fontStyle.contains(.italic), underline: fontStyle.contains(.underline),
      strikethrough: fontStyle.contains(.strikethrough))
  }
}

/// A token's style as theme colour ids, the form styles are resolved and cached in.
public struct StyleAttributes: Hashable, Sendable {
  public var fontStyle: FontStyle
  public var foreground: Int32
  public var background: Int32

  public init(fontStyle: FontStyle, foreground: Int32, background: Int32) {
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
