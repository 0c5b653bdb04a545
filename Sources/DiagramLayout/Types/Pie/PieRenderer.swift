/// Draws pie charts: each slice a `<g class="slice" data-id>` with its wedge and percentage,
/// each legend entry a `<g class="legend-entry" data-id>`.
package enum PieRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try PieParser.parse(source)
    try context.checkpoint()
    let layout = PieLayout(chart, measurer: context.measurer)
    try context.checkpoint()
    var reader = ConfigReader(source.settings)
    let look = Look(reader: &reader)
    context.warnings.report(reader.warnings)
    return svg(layout, context: context, look: look)
  }

  /// What Mermaid's pie theme variables set: the slices' edge colour and width and their
  /// opacity (`pieStrokeColor`, `pieStrokeWidth`, `pieOpacity`), and the outer circle's
  /// (`pieOuterStrokeColor`, `pieOuterStrokeWidth`); nil keeps the theme's.
  struct Look {
    var strokeColor: String?
    var strokeWidth: Double?
    var opacity: Double?
    var outerStrokeColor: String?
    var outerStrokeWidth: Double?

    init() {}

    init(reader: inout ConfigReader) {
      let theme = "config.themeVariables."
      strokeColor = reader.color(theme + "pieStrokeColor")
      strokeWidth = reader.number(theme + "pieStrokeWidth", in: 0...20)
      opacity = reader.number(theme + "pieOpacity", in: 0...1)
      outerStrokeColor = reader.color(theme + "pieOuterStrokeColor")
      outerStrokeWidth = reader.number(theme + "pieOuterStrokeWidth", in: 0...20)
    }
  }

  /// The SVG document of a finished layout, in `look`.
  static func svg(_ layout: PieLayout, context: DiagramContext, look: Look = Look()) -> String {
    var doc = ChartDocument(
      context: context, type: "pie", bounds: layout.bounds, title: layout.chart.title,
      extraRules: [
        ".slice-edge{stroke:\(look.strokeColor ?? "var(--ir-background)")}"
      ] + (look.outerStrokeColor.map { [".pie-outer{stroke:\($0)}"] } ?? []))
    if let title = layout.chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    for slice in layout.slices {
      doc.openItem("slice", id: slice.label)
      let color = ChartPalette.color(slice.index, context.theme)
      let classes = "\(ChartPalette.fillClass(slice.index)) slice-edge"
      doc.path(
        wedge(layout, slice), stroke: look.strokeColor ?? context.theme.palette.background,
        fill: color, className: classes, width: look.strokeWidth ?? 2,
        fillOpacity: look.opacity)
      let middle = (slice.startAngle + slice.endAngle) / 2
      let at = layout.point(angle: middle, distance: layout.radius * layout.chart.textPosition)
      doc.text("\(slice.percent)%", at: at, className: "slice-percent")
      doc.close()
      doc.writer.newline()
    }
    doc.path(
      ChartDocument.circle(center: layout.center, radius: layout.radius),
      stroke: look.outerStrokeColor ?? context.theme.palette.line,
      className: look.outerStrokeColor == nil ? "chart-line" : "pie-outer",
      width: look.outerStrokeWidth ?? 1.5)
    doc.writer.newline()
    for entry in layout.legend {
      doc.openItem("legend-entry", id: layout.chart.slices[entry.index].label)
      doc.rect(
        entry.swatch, fill: ChartPalette.color(entry.index, context.theme),
        className: ChartPalette.fillClass(entry.index))
      doc.text(
        entry.text, at: Point(entry.swatch.maxX + 6, entry.swatch.center.y), anchor: "start")
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// The wedge of one slice; a slice of the whole pie is a full circle.
  static func wedge(_ layout: PieLayout, _ slice: PieLayout.Slice) -> String {
    let sweep = slice.endAngle - slice.startAngle
    if sweep >= 359.999 {
      return ChartDocument.circle(center: layout.center, radius: layout.radius)
    }
    var path = PathBuilder()
    path.move(to: layout.center)
    path.line(to: layout.point(angle: slice.startAngle, distance: layout.radius))
    path.arc(
      to: layout.point(angle: slice.endAngle, distance: layout.radius), rx: layout.radius,
      ry: layout.radius, largeArc: sweep > 180, sweep: true)
    path.close()
    return path.data
  }
}
