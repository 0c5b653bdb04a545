/// Draws radar charts: rings (`g class="graticule"`), each axis a `<g class="axis" data-id>`
/// with its line and label, each curve a `<g class="curve" data-id>` (a closed Catmull–Rom
/// curve over circles, a polygon over polygons, as Mermaid draws them) in its scale colour,
/// each legend entry a `<g class="legend-entry" data-id>`.
package enum RadarRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try RadarParser.parse(source)
    try context.checkpoint()
    let layout = RadarLayout(chart, measurer: context.measurer)
    try context.checkpoint()
    // Mermaid's radar theme variables (`themeVariables.radar`): the curves' fill opacity.
    var reader = ConfigReader(source.settings)
    let opacity = reader.number("config.themeVariables.radar.curveOpacity", in: 0...1)
    context.warnings.report(reader.warnings)
    return svg(layout, context: context, curveOpacity: opacity ?? 0.5)
  }

  /// The SVG document of a finished layout, its curves filled at `curveOpacity`.
  package static func svg(
    _ layout: RadarLayout, context: DiagramContext, curveOpacity: Double = 0.5
  ) -> String {
    let chart = layout.chart
    var doc = ChartDocument(
      context: context, type: "radar", bounds: layout.bounds, title: chart.title,
      extraRules: [".radar-curve{fill-opacity:\(SVGNumber.format(curveOpacity))}"])
    let palette = context.theme.palette
    doc.writer.open("g", [("class", "graticule")])
    for tick in 1...chart.ticks {
      let r = layout.radius * Double(tick) / Double(chart.ticks)
      let ring =
        chart.graticule == .circle || chart.axes.count < 3
        ? ChartDocument.circle(center: layout.center, radius: r)
        : PathBuilder.polygon(
          chart.axes.indices.map { index in
            let (cosA, sinA) = RadarLayout.direction(index, of: chart.axes.count)
            return Point(layout.center.x + r * cosA, layout.center.y + r * sinA)
          })
      doc.path(ring, stroke: palette.clusterStroke, className: "chart-grid")
    }
    doc.close()
    doc.writer.newline()
    for (axis, mark) in zip(chart.axes, layout.axes) {
      doc.openItem("axis", id: axis.id)
      var line = PathBuilder()
      line.move(to: layout.center)
      line.line(to: mark.end)
      doc.path(line.data, stroke: palette.line, className: "chart-line")
      doc.text(axis.label, at: mark.labelPoint, anchor: mark.anchor)
      doc.close()
      doc.writer.newline()
    }
    for (index, (curve, points)) in zip(chart.curves, layout.points).enumerated() {
      doc.openItem("curve", id: curve.id)
      let color = ChartPalette.color(index, context.theme)
      let data =
        chart.graticule == .circle
        ? closedCurve(points, tension: chart.curveTension) : PathBuilder.polygon(points)
      doc.path(
        data, stroke: color, fill: color,
        className: "radar-curve \(ChartPalette.fillClass(index)) s\(index % ChartPalette.count)",
        width: 2)
      doc.close()
      doc.writer.newline()
    }
    for (index, (curve, box)) in zip(chart.curves, layout.legend).enumerated() {
      doc.openItem("legend-entry", id: curve.id)
      doc.rect(
        box, fill: ChartPalette.color(index, context.theme),
        className: ChartPalette.fillClass(index))
      doc.text(curve.label, at: Point(box.maxX + 4, box.y + box.height / 2), anchor: "start")
      doc.close()
      doc.writer.newline()
    }
    if let title = chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// A closed curve through `points`: per segment a cubic Bézier whose control points follow
  /// the neighbours' chord scaled by `tension` (the Catmull–Rom construction Mermaid uses).
  static func closedCurve(_ points: [Point], tension: Double) -> String {
    guard let first = points.first else { return "" }
    var path = PathBuilder()
    path.move(to: first)
    let n = points.count
    for i in 0..<n {
      let p0 = points[(i - 1 + n) % n]
      let p1 = points[i]
      let p2 = points[(i + 1) % n]
      let p3 = points[(i + 2) % n]
      path.curve(
        to: p2,
        control1: Point(p1.x + (p2.x - p0.x) * tension, p1.y + (p2.y - p0.y) * tension),
        control2: Point(p2.x - (p3.x - p1.x) * tension, p2.y - (p3.y - p1.y) * tension))
    }
    path.close()
    return path.data
  }
}
