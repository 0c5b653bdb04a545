import RenderSupport

extension XYChart {
  /// The look an XY chart's config asks for (`xyChart.*` and `themeVariables.xyChart.*`,
  /// from frontmatter or `%%{init}%%`): sizes in pixels, colours validated `#RRGGBB`.
  package struct Look: Equatable, Sendable {
    /// One axis's settings; `xAxis` is the category axis whichever way the chart runs, as in
    /// Mermaid.
    package struct Axis: Equatable, Sendable {
      package var labelFontSize: Double?
      package var titleFontSize: Double?
      package var showLabel = true
      package var showTitle = true
      package var showAxisLine = true
      package var labelColor: String?
      package var titleColor: String?
      package var lineColor: String?

      package init() {}
    }

    /// The whole drawing's size (`width`, `height`); nil: sized to the data.
    package var width: Double?
    package var height: Double?
    package var titleFontSize: Double?
    package var showTitle = true
    package var titleColor: String?
    package var backgroundColor: String?
    /// `plotColorPalette`: the series colours, in order; empty for the shipped scale.
    package var palette: [String] = []
    package var xAxis = Axis()
    package var yAxis = Axis()

    package init() {}
  }
}
