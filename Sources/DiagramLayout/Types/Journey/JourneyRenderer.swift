/// Draws user journeys: an actor legend, section headers over their tasks, each task a
/// `<g class="task" data-id>` with its box, a face placed higher the happier the score, and
/// dots in the colours of its actors.
package enum JourneyRenderer: DiagramTypeRenderer {
  static let taskWidth = 150.0
  static let gap = 10.0
  static let margin = 20.0
  static let faceBand = 150.0

  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let journey = try JourneyParser.parse(source)
    try context.checkpoint()
    let measurer = context.measurer
    let line = measurer.lineHeight
    let actors = journey.actors
    let legendWidth =
      (actors.map { measurer.width(DiagramLimits.cutLabelLine($0)) }.max() ?? 0) + 30
    let left = margin + legendWidth + gap
    let top = margin + (journey.title == nil ? 0 : line * 2)
    let wrap = { (text: String) in
      ChartText.lines(text).flatMap {
        ChartText.wrap(DiagramLimits.cutLabelLine($0), width: taskWidth - 16, measurer: measurer)
      }
    }
    let taskLines = journey.tasks.map { wrap($0.text) }
    let sectionLines = journey.sections.map(wrap)
    let sectionHeight = (sectionLines.map { Double($0.count) }.max() ?? 0) * line + 16
    let taskHeight = (taskLines.map { Double($0.count) }.max() ?? 1) * line + 16
    let facesTop = top + (journey.sections.isEmpty ? 0 : sectionHeight + gap)
    let boxesTop = facesTop + faceBand + gap
    let width = left + Double(journey.tasks.count) * (taskWidth + gap) + margin
    let height = max(
      boxesTop + taskHeight + gap + 14 + margin, top + Double(actors.count) * (line + 6) + margin)
    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    var doc = ChartDocument(context: context, type: "journey", bounds: bounds, title: journey.title)
    let palette = context.theme.palette
    if let title = journey.title {
      doc.text(title, at: Point(width / 2, margin + line * 0.6), bold: true)
    }
    for (index, actor) in actors.enumerated() {
      let y = top + Double(index) * (line + 6) + line / 2
      doc.openItem("actor", id: actor)
      doc.path(
        ChartDocument.circle(center: Point(margin + 7, y), radius: 7), stroke: palette.line,
        fill: ChartPalette.color(index + 4, context.theme),
        className: ChartPalette.fillClass(index + 4))
      doc.text(actor, at: Point(margin + 20, y), anchor: "start")
      doc.close()
    }
    var spans: [Int: (Double, Double)] = [:]
    for (index, task) in journey.tasks.enumerated() {
      let x = left + Double(index) * (taskWidth + gap)
      if let section = task.section {
        spans[section] = (spans[section]?.0 ?? x, x + taskWidth)
      }
      let color = task.section ?? 0
      doc.openItem("task", id: "task-\(index + 1)")
      var dash = PathBuilder()
      dash.move(to: Point(x + taskWidth / 2, facesTop))
      dash.line(to: Point(x + taskWidth / 2, boxesTop))
      doc.path(dash.data, stroke: palette.clusterStroke, className: "chart-grid", dash: "4 4")
      let faceY = facesTop + 20 + (faceBand - 40) * Double(5 - task.score) / 4
      let face = Point(x + taskWidth / 2, faceY)
      doc.path(
        ChartDocument.circle(center: face, radius: 15), stroke: palette.line,
        fill: palette.noteFill, className: "note-box")
      var mouth = PathBuilder()
      let curve = Double(task.score - 3) * 3
      mouth.move(to: Point(face.x - 7, face.y + 5 - curve / 2))
      mouth.curve(
        to: Point(face.x + 7, face.y + 5 - curve / 2),
        control1: Point(face.x - 3, face.y + 5 + curve),
        control2: Point(face.x + 3, face.y + 5 + curve))
      for eye in [-5.0, 5.0] {
        doc.path(
          ChartDocument.circle(center: Point(face.x + eye, face.y - 4), radius: 1.5), stroke: nil,
          fill: palette.line, className: "chart-line")
      }
      doc.path(mouth.data, stroke: palette.line, className: "chart-line", width: 1.5)
      let box = Rect(x: x, y: boxesTop, width: taskWidth, height: taskHeight)
      doc.rect(
        box, fill: ChartPalette.color(color, context.theme), stroke: palette.nodeStroke,
        className: ChartPalette.fillClass(color), radius: 4)
      doc.lines(taskLines[index], center: box.center)
      for (number, actor) in task.actors.enumerated() {
        let actorIndex = actors.firstIndex(of: actor) ?? 0
        doc.path(
          ChartDocument.circle(
            center: Point(x + 10 + Double(number) * 16, box.maxY + gap + 7), radius: 6),
          stroke: palette.line, fill: ChartPalette.color(actorIndex + 4, context.theme),
          className: ChartPalette.fillClass(actorIndex + 4))
      }
      doc.close()
      doc.writer.newline()
    }
    for (index, lines) in sectionLines.enumerated() {
      guard let span = spans[index] else { continue }
      doc.openItem("section", id: "section-\(index + 1)")
      let rect = Rect(x: span.0, y: top, width: span.1 - span.0, height: sectionHeight)
      doc.rect(
        rect, fill: ChartPalette.color(index, context.theme), stroke: palette.nodeStroke,
        className: ChartPalette.fillClass(index), radius: 4)
      doc.lines(lines, center: rect.center, bold: true)
      doc.close()
    }
    return doc.finish()
  }
}
