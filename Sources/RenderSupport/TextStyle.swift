/// How a run of terminal or HTML text is painted. `nil` colours mean "the default".
public struct TextStyle: Hashable, Sendable {
  public var foreground: RGBColor?
  public var background: RGBColor?
  public var bold: Bool
  public var italic: Bool
  public var underline: Bool
  public var strikethrough: Bool
  public var dim: Bool

  public init(
    foreground: RGBColor? = nil, background: RGBColor? = nil, bold: Bool = false,
    italic: Bool = false, underline: Bool = false, strikethrough: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.strikethrough = strikethrough
    self.dim = dim
  }

  public static let plain = TextStyle()

  /// `self` with every attribute `other` sets laid on top (colours replace, flags add).
  public func merged(with other: TextStyle) -> TextStyle {
    TextStyle(
      foreground: other.foreground ?? foreground, background: other.background ?? background,
      bold: bold || other.bold, italic: italic || other.italic,
      underline: underline || other.underline,
      strikethrough: strikethrough || other.strikethrough, dim: dim || other.dim)
  }
}
