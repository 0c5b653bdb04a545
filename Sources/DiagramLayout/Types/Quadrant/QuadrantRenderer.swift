import RenderSupport

/// Draws quadrant charts: four quadrants (1 top right, 2 top left, 3 bottom left, 4 bottom
/// right) with their labels, axis labels at the low and high ends, each point a
/// `<g class="point" data-id>`.
package enum QuadrantRenderer: DiagramTypeRenderer {
  static let margin = 20.0

  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try QuadrantParser.parse(source)
    try context.checkpoint()
    var warnings: [Diagnostic] = []
    let look = QuadrantLook.read(source.settings, warnings: &warnings)
    context.warnings.report(warnings)
    let measurer = context.measurer
    let line = measurer.lineHeight
    let top = margin + (chart.title == nil ? 0 : line * 2)
    let plot = Rect(x: margin + line * 1.5, y: top, width: look.width, height: look.height)
    let bounds = Rect(
      x: 0, y: 0, width: plot.maxX + margin, height: plot.maxY + line * 1.5 + margin)
    var doc = ChartDocument(context: context, type: "quadrant", bounds: bounds, title: chart.title)
    let palette = context.theme.palette
    if let title = chart.title {
      let at = Point(bounds.width / 2, margin + line * 0.6)
      if let color = look.titleColor {
        doc.text(title, at: at, colour: color, bold: true)
      } else {
        doc.text(title, at: at, bold: true)
      }
    }
    let half = plot.width / 2
    let halfHeight = plot.height / 2
    let cells = [
      Rect(x: plot.x + half, y: plot.y, width: half, height: halfHeight),
      Rect(x: plot.x, y: plot.y, width: half, height: halfHeight),
      Rect(x: plot.x, y: plot.y + halfHeight, width: half, height: halfHeight),
      Rect(x: plot.x + half, y: plot.y + halfHeight, width: half, height: halfHeight),
    ]
    for (index, cell) in cells.enumerated() {
      doc.openItem("quadrant", id: "quadrant-\(index + 1)")
      doc.writer.element(
        "rect",
        [
          ("class", ChartPalette.fillClass(index)), ("x", doc.f(cell.x)), ("y", doc.f(cell.y)),
          ("width", doc.f(cell.width)), ("height", doc.f(cell.height)),
          ("fill", ChartPalette.color(index, context.theme)), ("fill-opacity", "0.35"),
          ("stroke", palette.background), ("stroke-width", "2"),
        ])
      let at = chart.points.isEmpty ? cell.center : Point(cell.center.x, cell.y + line)
      if let color = look.quadrantTextColors[index] {
        doc.text(chart.quadrants[index], at: at, colour: color, bold: true)
      } else {
        doc.text(chart.quadrants[index], at: at, bold: true)
      }
      doc.close()
    }
    if let (low, high) = chart.xAxis {
      for (text, x) in [(low, plot.x + half / 2), (high, plot.x + half * 1.5)] {
        let at = Point(x, plot.maxY + line * 0.8)
        if let color = look.xAxisTextColor {
          doc.text(text, at: at, colour: color)
        } else {
          doc.text(text, at: at)
        }
      }
    }
    if let (low, high) = chart.yAxis {
      for (text, y) in [(low, plot.y + halfHeight * 1.5), (high, plot.y + halfHeight / 2)] {
        let x = margin + line * 0.5
        var attributes: [(StaticString, String)] = [
          ("x", doc.f(x)), ("y", doc.f(y)), ("text-anchor", "middle"),
          ("fill", look.yAxisTextColor ?? palette.text),
          ("transform", "rotate(-90 \(doc.f(x)) \(doc.f(y)))"),
        ]
        // A configured colour must win over the stylesheet's `text` rule in a browser too.
        if let color = look.yAxisTextColor { attributes.append(("style", "fill:\(color)")) }
        doc.writer.element("text", attributes, text: DiagramLimits.cutLabelLine(text))
      }
    }
    doc.writer.newline()
    for point in chart.points {
      let style = point.className.flatMap { chart.classes[$0] }
      let radius = point.radius ?? style?.radius ?? 5
      let center = Point(plot.x + point.x * plot.width, plot.maxY - point.y * plot.height)
      doc.openItem("point", id: point.name)
      doc.path(
        ChartDocument.circle(center: center, radius: radius),
        stroke: point.strokeColor ?? style?.strokeColor ?? palette.nodeStroke,
        fill: point.color ?? style?.color ?? look.pointColor ?? palette.accent,
        className: "quadrant-point",
        width: point.strokeWidth ?? style?.strokeWidth ?? 1)
      let at = Point(center.x, center.y + radius + line * 0.6)
      if let color = look.pointTextColor {
        doc.text(point.name, at: at, colour: color)
      } else {
        doc.text(point.name, at: at)
      }
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
