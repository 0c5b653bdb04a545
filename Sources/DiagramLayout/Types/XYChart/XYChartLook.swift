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
      /// `labelPadding`, `titlePadding`: the gaps before the labels and around the title.
      package var labelPadding: Double?
      package var titlePadding: Double?
      /// `showTick`; nil when not set (then ticks are drawn when another tick setting asks).
      package var showTick: Bool?
      package var tickLength: Double?
      package var tickWidth: Double?
      package var tickColor: String?
      package var axisLineWidth: Double?

      package init() {}

      /// Whether tick marks are drawn: `showTick: true`, or any tick setting without
      /// `showTick: false` (the shipped look has none, so untouched charts stay as they were).
      package var showsTicks: Bool {
        showTick ?? (tickLength != nil || tickWidth != nil || tickColor != nil)
      }

      /// How far the labels sit beyond their default place: the ticks, and the padding beyond
      /// Mermaid's default of 5.
      package var labelShift: Double {
        (showsTicks ? tickLength ?? 5 : 0) + (labelPadding.map { $0 - 5 } ?? 0)
      }

      /// The room the title takes beyond its default, from `titlePadding` (Mermaid's
      /// default 5, on both sides).
      package var titleShift: Double { titlePadding.map { 2 * ($0 - 5) } ?? 0 }
    }

    /// The whole drawing's size (`width`, `height`); nil: sized to the data.
    package var width: Double?
    package var height: Double?
    package var titleFontSize: Double?
    /// `titlePadding`: the gap above and below the title (Mermaid's default 10).
    package var titlePadding: Double?
    package var showTitle = true
    package var titleColor: String?
    package var backgroundColor: String?
    /// `plotColorPalette`: the series colours, in order; empty for the shipped scale.
    package var palette: [String] = []
    /// `xyChart.showDataLabelOutsideBar`: a bar's value beyond its end, as Mermaid draws it
    /// then, instead of inside the bar at its end (Mermaid's default).
    package var dataLabelOutsideBar = false
    package var xAxis = Axis()
    package var yAxis = Axis()

    package init() {}
  }
}
