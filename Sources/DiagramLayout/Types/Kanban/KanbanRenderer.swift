/// Draws kanban boards: each column a `<g class="column" data-id>` with its title, each card
/// a `<g class="card" data-id>` with its wrapped text, ticket and assignee, and a stripe in
/// its priority's colour. Cards are as tall as their text, so they never overlap.
package enum KanbanRenderer: DiagramTypeRenderer {
  static let columnWidth = 220.0
  static let gap = 12.0
  static let padding = 10.0
  static let margin = 20.0

  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let board = try KanbanParser.parse(source)
    try context.checkpoint()
    let measurer = context.measurer
    let line = measurer.lineHeight
    let textWidth = columnWidth - 4 * padding
    // Measure first, so the document opens at its natural size.
    var cards: [[(lines: [String], meta: Bool, height: Double)]] = []
    var tallest = 0.0
    for column in board.columns {
      var placed: [([String], Bool, Double)] = []
      var height = line * 2 + padding
      for card in column.cards {
        let lines = ChartText.lines(card.text).flatMap {
          ChartText.wrap(DiagramLimits.cutLabelLine($0), width: textWidth, measurer: measurer)
        }
        let meta = card.ticket != nil || card.assigned != nil
        let cardHeight = Double(lines.count + (meta ? 1 : 0)) * line + 2 * padding
        placed.append((lines, meta, cardHeight))
        height += cardHeight + gap
      }
      cards.append(placed)
      tallest = max(tallest, height)
    }
    let width = margin * 2 + Double(board.columns.count) * (columnWidth + gap) - gap
    let bounds = Rect(x: 0, y: 0, width: max(width, margin * 2), height: tallest + margin * 2)
    var doc = ChartDocument(context: context, type: "kanban", bounds: bounds, title: nil)
    let palette = context.theme.palette
    for (index, column) in board.columns.enumerated() {
      let x = margin + Double(index) * (columnWidth + gap)
      doc.openItem("column", id: column.id)
      // Each column in its section colour, as Mermaid fills its sections (`cScale0`…).
      doc.rect(
        Rect(x: x, y: margin, width: columnWidth, height: tallest),
        fill: ChartPalette.color(index, context.theme), stroke: palette.clusterStroke,
        className: "kanban-column \(ChartPalette.fillClass(index))", radius: 6)
      doc.text(column.title, at: Point(x + columnWidth / 2, margin + line), bold: true)
      doc.close()
      var y = margin + line * 2 + padding
      for (card, shape) in zip(column.cards, cards[index]) {
        let rect = Rect(
          x: x + padding, y: y, width: columnWidth - 2 * padding, height: shape.height)
        doc.openItem("card", id: card.id)
        doc.rect(
          rect, fill: palette.nodeFill, stroke: palette.nodeStroke, className: "node-shape",
          radius: 4)
        if let priority = card.priority, let color = priorityColor(priority) {
          doc.rect(
            Rect(x: rect.x, y: rect.y, width: 4, height: rect.height),
            fill: ChartPalette.color(color, context.theme),
            className: ChartPalette.fillClass(color))
        }
        for (number, text) in shape.lines.enumerated() {
          doc.text(
            text, at: Point(rect.x + padding, rect.y + padding + line * (Double(number) + 0.5)),
            anchor: "start")
        }
        if shape.meta {
          let metaY = rect.maxY - padding - line / 2
          if let ticket = card.ticket {
            doc.text(
              ticket, at: Point(rect.x + padding, metaY), anchor: "start",
              size: measurer.fontSize * 0.85)
          }
          if let assigned = card.assigned {
            doc.text(
              assigned, at: Point(rect.maxX - padding, metaY), anchor: "end",
              size: measurer.fontSize * 0.85)
          }
        }
        doc.close()
        doc.writer.newline()
        y += shape.height + gap
      }
    }
    return doc.finish()
  }

  /// Mermaid's priorities as scale colours: very high and high red and orange, low and very
  /// low green and blue.
  static func priorityColor(_ priority: String) -> Int? {
    switch priority.lowercased() {
    case "very high": return 3
    case "high": return 1
    case "low": return 2
    case "very low": return 0
    default: return nil
    }
  }
}
