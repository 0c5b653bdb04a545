/// Draws XY charts: grid, axes with tick labels and titles, each bar a
/// `<g class="bar" data-id="SERIES-POINT">` and each line series a `<g class="line" data-id>`.
public enum XYChartRenderer: DiagramTypeRenderer {
  public static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try XYChartParser.parse(source)
    try context.checkpoint()
    let layout = XYLayout(chart, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  public static func svg(_ layout: XYLayout, context: DiagramContext) -> String {
    var doc = ChartDocument(
      context: context, type: "xychart", bounds: layout.bounds, title: layout.chart.title)
    let palette = context.theme.palette
    let plot = layout.plot
    let horizontal = layout.chart.horizontal
    let lineHeight = doc.measurer.lineHeight
    if let title = layout.chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
    }
    for tick in layout.valueTicks {
      var grid = PathBuilder()
      grid.move(to: horizontal ? Point(tick.at, plot.y) : Point(plot.x, tick.at))
      grid.line(to: horizontal ? Point(tick.at, plot.maxY) : Point(plot.maxX, tick.at))
      doc.path(grid.data, stroke: palette.clusterStroke, className: "chart-grid", width: 0.5)
      if horizontal {
        doc.text(tick.label, at: Point(tick.at, plot.maxY + lineHeight * 0.8), className: "tick")
      } else {
        doc.text(tick.label, at: Point(plot.x - 8, tick.at), anchor: "end", className: "tick")
      }
    }
    for tick in layout.categoryTicks {
      if horizontal {
        doc.text(tick.label, at: Point(plot.x - 8, tick.at), anchor: "end", className: "tick")
      } else {
        doc.text(tick.label, at: Point(tick.at, plot.maxY + lineHeight * 0.8), className: "tick")
      }
    }
    let bottomTitle = horizontal ? layout.chart.yTitle : layout.chart.xTitle
    let sideTitle = horizontal ? layout.chart.xTitle : layout.chart.yTitle
    if let bottomTitle {
      doc.text(bottomTitle, at: Point(plot.center.x, plot.maxY + lineHeight * 2.2), bold: true)
    }
    if let sideTitle {
      let at = Point(XYLayout.margin + lineHeight * 0.5, plot.center.y)
      doc.writer.element(
        "text",
        [
          ("x", doc.f(at.x)), ("y", doc.f(at.y)), ("text-anchor", "middle"),
          ("fill", palette.text), ("font-weight", "bold"),
          ("transform", "rotate(-90 \(doc.f(at.x)) \(doc.f(at.y)))"),
        ], text: DiagramLimits.cutLabelLine(sideTitle))
    }
    var axes = PathBuilder()
    axes.move(to: Point(plot.x, plot.y))
    axes.line(to: Point(plot.x, plot.maxY))
    axes.line(to: Point(plot.maxX, plot.maxY))
    doc.path(axes.data, stroke: palette.line, className: "chart-line", width: 1.5)
    doc.writer.newline()
    for bar in layout.bars {
      doc.openItem("bar", id: "\(bar.series + 1)-\(bar.point + 1)")
      doc.rect(
        bar.rect, fill: ChartPalette.color(bar.series, context.theme),
        className: ChartPalette.fillClass(bar.series))
      if layout.chart.showDataLabel {
        let label = ChartNumber.format(bar.value)
        let at =
          horizontal
          ? Point(bar.rect.maxX + 4, bar.rect.center.y) : Point(bar.rect.center.x, bar.rect.y - 8)
        doc.text(label, at: at, anchor: horizontal ? "start" : "middle", className: "data-label")
      }
      doc.close()
      doc.writer.newline()
    }
    for line in layout.lines {
      doc.openItem("line", id: "\(line.series + 1)")
      var path = PathBuilder()
      for (index, point) in line.points.enumerated() {
        if index == 0 { path.move(to: point) } else { path.line(to: point) }
      }
      let color = ChartPalette.color(line.series, context.theme)
      let stroke = "s\(line.series % ChartPalette.count)"
      doc.path(path.data, stroke: color, className: "series-line \(stroke)", width: 2.5)
      for point in line.points {
        doc.path(
          ChartDocument.circle(center: point, radius: 3.5), stroke: color,
          fill: palette.background, className: "series-point \(stroke)", width: 2)
      }
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
