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
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: PieLayout, context: DiagramContext) -> String {
    var doc = ChartDocument(
      context: context, type: "pie", bounds: layout.bounds, title: layout.chart.title,
      extraRules: [".slice-edge{stroke:var(--ir-background)}"])
    if let title = layout.chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    for slice in layout.slices {
      doc.openItem("slice", id: slice.label)
      let color = ChartPalette.color(slice.index, context.theme)
      let classes = "\(ChartPalette.fillClass(slice.index)) slice-edge"
      doc.path(
        wedge(layout, slice), stroke: context.theme.palette.background, fill: color,
        className: classes, width: 2)
      let middle = (slice.startAngle + slice.endAngle) / 2
      let at = layout.point(angle: middle, distance: layout.radius * layout.chart.textPosition)
      doc.text("\(slice.percent)%", at: at, className: "slice-percent")
      doc.close()
      doc.writer.newline()
    }
    doc.path(
      ChartDocument.circle(center: layout.center, radius: layout.radius),
      stroke: context.theme.palette.line, className: "chart-line", width: 1.5)
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
