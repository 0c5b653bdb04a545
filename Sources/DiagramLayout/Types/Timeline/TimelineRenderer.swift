/// Draws timelines: section headers, period and event boxes (each a `<g data-id>`), and the
/// time line with its arrow head.
package enum TimelineRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try TimelineParser.parse(source)
    try context.checkpoint()
    let layout = TimelineLayout(chart, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: TimelineLayout, context: DiagramContext) -> String {
    var doc = ChartDocument(
      context: context, type: "timeline", bounds: layout.bounds, title: layout.chart.title)
    let palette = context.theme.palette
    if let title = layout.chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
    }
    var axis = PathBuilder()
    axis.move(to: layout.axis.0)
    axis.line(to: layout.axis.1)
    doc.path(axis.data, stroke: palette.line, className: "chart-line", width: 2)
    let end = layout.axis.1
    let horizontal = layout.axis.0.y == end.y
    let head =
      horizontal
      ? [Point(end.x, end.y), Point(end.x - 10, end.y - 5), Point(end.x - 10, end.y + 5)]
      : [Point(end.x, end.y), Point(end.x - 5, end.y - 10), Point(end.x + 5, end.y - 10)]
    doc.path(
      PathBuilder.polygon(head), stroke: palette.line, fill: palette.line,
      className: "edge-head")
    doc.writer.newline()
    for box in layout.boxes {
      doc.openItem(
        box.kind == .section ? "section" : box.kind == .period ? "period" : "event", id: box.id)
      let fill = box.color.map { ChartPalette.color($0, context.theme) } ?? palette.nodeFill
      let className = box.color.map(ChartPalette.fillClass) ?? "chart-box"
      doc.rect(
        box.rect, fill: fill, stroke: palette.nodeStroke, className: className,
        radius: box.kind == .event ? 4 : 8)
      doc.lines(
        box.lines, center: box.rect.center,
        colour: box.color.flatMap { ChartPalette.labelColor($0, context.theme) },
        bold: box.kind != .event)
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
