import RenderSupport

extension XYChart {
  /// The look an XY chart's config asks for (`xyChart.*` and `themeVariables.xyChart.*`,
  /// from frontmatter or `%%{init}%%`): sizes in pixels, colours validated `#RRGGBB`.
  public struct Look: Equatable, Sendable {
    /// One axis's settings; `xAxis` is the category axis whichever way the chart runs, as in
    /// Mermaid.
    public struct Axis: Equatable, Sendable {
      public var labelFontSize: Double?
      public var titleFontSize: Double?
      public var showLabel = true
      public var showTitle = true
      public var showAxisLine = true
      public var labelColor: String?
      public var titleColor: String?
      public var lineColor: String?

      public init() {}
    }

    /// The whole drawing's size (`width`, `height`); nil: sized to the data.
    public var width: Double?
    public var height: Double?
    public var titleFontSize: Double?
    public var showTitle = true
    public var titleColor: String?
    public var backgroundColor: String?
    /// `plotColorPalette`: the series colours, in order; empty for the shipped scale.
    public var palette: [String] = []
    public var xAxis = Axis()
    public var yAxis = Axis()

    public init() {}
  }
}
