import RenderSupport

/// Draws Gantt charts: section bands, grid and axis, each task a `<g class="task" data-id>`
/// (bar or milestone diamond and its text), `vert` markers and the today marker.
package enum GanttRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let chart = try GanttParser.parse(source, today: context.today)
    try context.checkpoint()
    let layout = GanttLayout(chart, measurer: context.measurer, today: context.today)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  static let extraRules = [
    ".task-done{fill:var(--ir-label-background);stroke:var(--ir-line)}",
    ".task-crit{stroke:var(--ir-gantt-crit)}", ".task-crit-fill{fill:var(--ir-gantt-crit)}",
    ".task-active{stroke:var(--ir-node-stroke)}",
    ".today{stroke:var(--ir-gantt-crit)}",
  ]

  /// The SVG document of a finished layout.
  package static func svg(_ layout: GanttLayout, context: DiagramContext) -> String {
    let dark = context.theme.name == .dark
    let crit = dark ? "#FF7B72" : "#D1242F"
    var doc = ChartDocument(
      context: context, type: "gantt", bounds: layout.bounds, title: layout.chart.title,
      extraRules: ["{--ir-gantt-crit:\(crit)}"] + extraRules)
    let palette = context.theme.palette
    if let title = layout.chart.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
    }
    for band in layout.bands {
      doc.openItem("section", id: band.name)
      doc.writer.element(
        "rect",
        [
          ("class", ChartPalette.fillClass(band.index)), ("x", doc.f(band.rect.x)),
          ("y", doc.f(band.rect.y)), ("width", doc.f(band.rect.width)),
          ("height", doc.f(band.rect.height)),
          ("fill", ChartPalette.color(band.index, context.theme)), ("fill-opacity", "0.18"),
        ])
      doc.text(
        band.name, at: Point(GanttLayout.margin, band.rect.center.y), anchor: "start",
        bold: true)
      doc.close()
    }
    doc.writer.newline()
    let plot = layout.plot
    for day in layout.chart.excludedDays {
      let low = Double(layout.range.lowerBound)
      let span = Double(layout.range.upperBound - layout.range.lowerBound)
      let from = plot.x + (Double(day * CalendarDate.millisecondsPerDay) - low) / span * plot.width
      let to = from + Double(CalendarDate.millisecondsPerDay) / span * plot.width
      doc.rect(
        Rect(
          x: max(from, plot.x), y: plot.y, width: max(0, min(to, plot.maxX) - max(from, plot.x)),
          height: plot.height), fill: palette.labelBackground, className: "chart-muted excluded")
    }
    for tick in layout.ticks {
      var grid = PathBuilder()
      grid.move(to: Point(tick.x, plot.y))
      grid.line(to: Point(tick.x, plot.maxY))
      doc.path(grid.data, stroke: palette.clusterStroke, className: "chart-grid", width: 0.5)
      doc.text(tick.label, at: Point(tick.x, plot.maxY + doc.measurer.lineHeight))
      if layout.chart.topAxis {
        doc.text(tick.label, at: Point(tick.x, plot.y - doc.measurer.lineHeight * 0.7))
      }
    }
    var axis = PathBuilder()
    axis.move(to: Point(plot.x, plot.maxY))
    axis.line(to: Point(plot.maxX, plot.maxY))
    doc.path(axis.data, stroke: palette.line, className: "chart-line")
    doc.writer.newline()
    for bar in layout.bars { paint(bar, into: &doc, crit: crit) }
    for vertical in layout.verticals {
      doc.openItem("vert", id: vertical.task.id)
      var line = PathBuilder()
      line.move(to: Point(vertical.x, plot.y))
      line.line(to: Point(vertical.x, plot.maxY))
      doc.path(
        line.data, stroke: palette.nodeStroke, className: "node-stroke", width: 2, dash: "6 3")
      doc.text(vertical.task.label, at: Point(vertical.x, plot.y - 8))
      doc.close()
    }
    if let today = layout.today {
      var line = PathBuilder()
      line.move(to: Point(today, plot.y))
      line.line(to: Point(today, plot.maxY))
      doc.path(line.data, stroke: crit, className: "today", width: 2)
    }
    return doc.finish()
  }

  /// How much of the colour an active task's fill keeps: pale on light, dim on dark.
  static let activeOpacity = 0.5
  /// How much of the critical red a critical task's fill keeps, so text on it reads in
  /// either scheme.
  static let critOpacity = 0.55

  static func paint(_ bar: GanttLayout.Bar, into doc: inout ChartDocument, crit: String) {
    let task = bar.task
    let palette = doc.palette
    let section = task.section ?? 0
    var fill = ChartPalette.color(section, doc.theme)
    var classes = ChartPalette.fillClass(section)
    var stroke = palette.nodeStroke
    // Each state recognisable by its fill, as Mermaid's are, in either scheme: a done task
    // grey, an active one its section's colour faded, a critical one (neither done nor
    // active) the critical red half-covering the background; critical ones also take the red
    // border, so a critical done or active task keeps its state's fill (as in Mermaid).
    var opacity: Double?
    let tags = task.tags
    if tags.contains(.done) {
      fill = palette.labelBackground
      classes = "task-done"
      stroke = palette.line
    } else if tags.contains(.active) {
      opacity = activeOpacity
      classes += " task-active"
    } else if tags.contains(.crit) {
      fill = crit
      opacity = critOpacity
      classes = "task-crit-fill"
    }
    if tags.contains(.crit) {
      stroke = crit
      classes += " task-crit"
    }
    doc.openItem("task", id: task.id)
    if task.tags.contains(.milestone) {
      let c = bar.rect.center
      let r = bar.rect.width / 2
      doc.path(
        PathBuilder.polygon([
          Point(c.x, c.y - r), Point(c.x + r, c.y), Point(c.x, c.y + r), Point(c.x - r, c.y),
        ]), stroke: stroke, fill: fill, className: classes, width: 1.5, fillOpacity: opacity)
    } else {
      doc.rect(
        bar.rect, fill: fill, stroke: stroke, className: classes, radius: 3,
        strokeWidth: task.tags.contains(.active) || task.tags.contains(.crit) ? 2 : 1,
        fillOpacity: opacity)
    }
    doc.text(task.label, at: bar.label, anchor: bar.labelAnchor, className: "task-text")
    doc.close()
    doc.writer.newline()
  }
}
