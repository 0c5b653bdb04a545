import RenderSupport

/// Draws XY charts: grid, axes with tick labels and titles, each bar a
/// `<g class="bar" data-id="SERIES-POINT">` and each line series a `<g class="line" data-id>`.
package enum XYChartRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    var warnings: [Diagnostic] = []
    let chart = try XYChartParser.parse(source, warnings: &warnings)
    context.warnings.report(warnings)
    try context.checkpoint()
    let layout = XYLayout(chart, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: XYLayout, context: DiagramContext) -> String {
    let look = layout.chart.look
    var doc = ChartDocument(
      context: context, type: "xychart", bounds: layout.bounds, title: layout.chart.title,
      extraRules: rules(look))
    let palette = context.theme.palette
    let plot = layout.plot
    let horizontal = layout.chart.horizontal
    // The fonts and colours the config gives each kind of text (the shipped ones otherwise).
    let categoryFont = XYLayout.sized(doc.measurer, look.xAxis.labelFontSize)
    let valueFont = XYLayout.sized(doc.measurer, look.yAxis.labelFontSize)
    let lineHeight = doc.measurer.lineHeight
    // A configured colour is also written as an inline style: the stylesheet's `text` rule
    // would otherwise win over the attribute in a browser.
    func text(
      _ text: String, at point: Point, anchor: String = "middle", bold: Bool = false,
      className: String?, color: String?, size: Double?
    ) {
      guard let color else {
        doc.text(
          text, at: point, anchor: anchor, bold: bold, className: className, fill: nil,
          size: size)
        return
      }
      let baseline = (size ?? doc.measurer.fontSize) * 0.36
      var attributes: [(StaticString, String)] = [
        ("x", doc.f(point.x)), ("y", doc.f(point.y + baseline)), ("text-anchor", anchor),
        ("fill", color), ("style", "fill:\(color)"),
      ]
      if let className { attributes.append(("class", className)) }
      if bold { attributes.append(("font-weight", "bold")) }
      if let size { attributes.append(("font-size", doc.f(size))) }
      doc.writer.element("text", attributes, text: DiagramLimits.cutLabelLine(text))
    }
    if let title = layout.chart.title, let center = layout.titleCenter {
      text(
        title, at: center, bold: true, className: "chart-title", color: look.titleColor,
        size: look.titleFontSize)
    }
    let valueAxis = look.yAxis
    let categoryAxis = look.xAxis
    // A tick mark outside the plot at `at` along the bottom or the side axis, when the axis's
    // settings ask for ticks (`showTick`, `tickLength`, `tickWidth`, `…AxisTickColor`).
    func tickMark(at: Double, axis: XYChart.Look.Axis, bottom: Bool) {
      guard axis.showsTicks else { return }
      let length = axis.tickLength ?? 5
      var mark = PathBuilder()
      mark.move(to: bottom ? Point(at, plot.maxY) : Point(plot.x, at))
      mark.line(to: bottom ? Point(at, plot.maxY + length) : Point(plot.x - length, at))
      doc.path(
        mark.data, stroke: axis.tickColor ?? palette.line,
        className: axis.tickColor == nil ? "chart-line" : "axis-tick", width: axis.tickWidth ?? 1)
    }
    for tick in layout.valueTicks {
      var grid = PathBuilder()
      grid.move(to: horizontal ? Point(tick.at, plot.y) : Point(plot.x, tick.at))
      grid.line(to: horizontal ? Point(tick.at, plot.maxY) : Point(plot.maxX, tick.at))
      doc.path(grid.data, stroke: palette.clusterStroke, className: "chart-grid", width: 0.5)
      // The value axis is at the bottom of a horizontal chart, at the side of an upright one.
      tickMark(at: tick.at, axis: valueAxis, bottom: horizontal)
      guard valueAxis.showLabel else { continue }
      let shift = valueAxis.labelShift
      if horizontal {
        text(
          tick.label, at: Point(tick.at, plot.maxY + valueFont.lineHeight * 0.8 + shift),
          className: "tick", color: valueAxis.labelColor, size: valueAxis.labelFontSize)
      } else {
        text(
          tick.label, at: Point(plot.x - 8 - shift, tick.at), anchor: "end", className: "tick",
          color: valueAxis.labelColor, size: valueAxis.labelFontSize)
      }
    }
    for tick in layout.categoryTicks {
      tickMark(at: tick.at, axis: categoryAxis, bottom: !horizontal)
      guard categoryAxis.showLabel else { continue }
      let shift = categoryAxis.labelShift
      if horizontal {
        text(
          tick.label, at: Point(plot.x - 8 - shift, tick.at), anchor: "end", className: "tick",
          color: categoryAxis.labelColor, size: categoryAxis.labelFontSize)
      } else {
        text(
          tick.label, at: Point(tick.at, plot.maxY + categoryFont.lineHeight * 0.8 + shift),
          className: "tick", color: categoryAxis.labelColor, size: categoryAxis.labelFontSize)
      }
    }
    let bottomAxis = horizontal ? valueAxis : categoryAxis
    let sideAxis = horizontal ? categoryAxis : valueAxis
    let bottomTitle = horizontal ? layout.chart.yTitle : layout.chart.xTitle
    let sideTitle = horizontal ? layout.chart.xTitle : layout.chart.yTitle
    if let bottomTitle, bottomAxis.showTitle {
      let labels = horizontal ? valueFont : categoryFont
      let titleFont = XYLayout.sized(doc.measurer, bottomAxis.titleFontSize)
      let y =
        plot.maxY + labels.lineHeight * 1.5 + bottomAxis.labelShift + titleFont.lineHeight * 0.7
        + bottomAxis.titleShift / 2
      text(
        bottomTitle, at: Point(plot.center.x, y), bold: true, className: nil,
        color: bottomAxis.titleColor, size: bottomAxis.titleFontSize)
    }
    if let sideTitle, sideAxis.showTitle {
      let titleFont = XYLayout.sized(doc.measurer, sideAxis.titleFontSize)
      let at = Point(
        XYLayout.margin + titleFont.lineHeight * 0.5 + sideAxis.titleShift / 2, plot.center.y)
      var attributes: [(StaticString, String)] = [
        ("x", doc.f(at.x)), ("y", doc.f(at.y)), ("text-anchor", "middle"),
        ("fill", sideAxis.titleColor ?? palette.text), ("font-weight", "bold"),
        ("transform", "rotate(-90 \(doc.f(at.x)) \(doc.f(at.y)))"),
      ]
      if let color = sideAxis.titleColor { attributes.append(("style", "fill:\(color)")) }
      if let size = sideAxis.titleFontSize { attributes.append(("font-size", doc.f(size))) }
      doc.writer.element("text", attributes, text: DiagramLimits.cutLabelLine(sideTitle))
    }
    if sideAxis.lineColor == nil, bottomAxis.lineColor == nil, sideAxis.showAxisLine,
      bottomAxis.showAxisLine, sideAxis.axisLineWidth == nil, bottomAxis.axisLineWidth == nil
    {
      var axes = PathBuilder()
      axes.move(to: Point(plot.x, plot.y))
      axes.line(to: Point(plot.x, plot.maxY))
      axes.line(to: Point(plot.maxX, plot.maxY))
      doc.path(axes.data, stroke: palette.line, className: "chart-line", width: 1.5)
    } else {
      for (axis, from, to, name) in [
        (sideAxis, Point(plot.x, plot.y), Point(plot.x, plot.maxY), "side"),
        (bottomAxis, Point(plot.x, plot.maxY), Point(plot.maxX, plot.maxY), "bottom"),
      ] where axis.showAxisLine {
        var line = PathBuilder()
        line.move(to: from)
        line.line(to: to)
        doc.path(
          line.data, stroke: axis.lineColor ?? palette.line,
          className: axis.lineColor == nil ? "chart-line" : "axis-\(name)",
          width: axis.axisLineWidth ?? 1.5)
      }
    }
    doc.writer.newline()
    for bar in layout.bars {
      doc.openItem("bar", id: "\(bar.series + 1)-\(bar.point + 1)")
      let configured = look.palette.isEmpty ? nil : look.palette[bar.series % look.palette.count]
      doc.rect(
        bar.rect, fill: configured ?? ChartPalette.color(bar.series, context.theme),
        className: configured == nil ? ChartPalette.fillClass(bar.series) : "xy-series")
      if layout.chart.showDataLabel {
        let label = ChartNumber.format(bar.value)
        // Inside the bar at its end (Mermaid's default) when the label fits there, else, and
        // with `showDataLabelOutsideBar`, just beyond the end.
        let size = context.measurer.width(label)
        let line = context.measurer.lineHeight
        let inside =
          !look.dataLabelOutsideBar
          && (horizontal ? bar.rect.width >= size + 8 : bar.rect.height >= line + 4)
        let at: Point
        let anchor: String
        switch (horizontal, inside) {
        case (true, true): (at, anchor) = (Point(bar.rect.maxX - 4, bar.rect.center.y), "end")
        case (true, false): (at, anchor) = (Point(bar.rect.maxX + 4, bar.rect.center.y), "start")
        case (false, true):
          (at, anchor) = (Point(bar.rect.center.x, bar.rect.y + line / 2 + 2), "middle")
        case (false, false): (at, anchor) = (Point(bar.rect.center.x, bar.rect.y - 8), "middle")
        }
        doc.text(label, at: at, anchor: anchor, className: "data-label")
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
      let configured =
        look.palette.isEmpty ? nil : look.palette[line.series % look.palette.count]
      let color = configured ?? ChartPalette.color(line.series, context.theme)
      let stroke = configured == nil ? "s\(line.series % ChartPalette.count)" : "xy-series"
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

  /// Style rules for the colours the config sets that classes carry: the background's
  /// follows the theme's own rule in the stylesheet, so it wins in a browser as the
  /// attribute does in librsvg.
  static func rules(_ look: XYChart.Look) -> [String] {
    look.backgroundColor.map { [".background{fill:\($0)}"] } ?? []
  }
}
