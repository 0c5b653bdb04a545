/// One edge of a block diagram: a straight line from the outline of one block to the other's
/// (Mermaid draws block edges straight between the two blocks), arrowheads where written,
/// its label on a background at the middle.
enum BlockEdgeDrawing {
  static let headLength = 9.0

  /// The distance between edges that join the same two blocks.
  static let parallelGap = 10.0

  /// Draws every edge; edges joining the same two blocks (either way) are spread apart
  /// across their direction instead of lying on one line.
  static func drawAll(_ layout: BlockLayout, into doc: inout ChartDocument) {
    let edges = layout.diagram.edges
    var pairs: [Pair: [Int]] = [:]
    for (number, edge) in edges.enumerated() { pairs[Pair(edge), default: []].append(number) }
    for (number, edge) in edges.enumerated() {
      let siblings = pairs[Pair(edge)] ?? [number]
      let rank = Double(siblings.firstIndex(of: number) ?? 0)
      let shift = (rank - Double(siblings.count - 1) / 2) * parallelGap
      draw(edge, number: number, shift: shift, layout: layout, into: &doc)
    }
  }

  /// Two blocks in a fixed order, whichever way the edge goes.
  struct Pair: Hashable {
    let low: Int
    let high: Int

    init(_ edge: BlockDiagram.Edge) {
      low = min(edge.from, edge.to)
      high = max(edge.from, edge.to)
    }
  }

  static func draw(
    _ edge: BlockDiagram.Edge, number: Int, shift: Double, layout: BlockLayout,
    into doc: inout ChartDocument
  ) {
    let diagram = layout.diagram
    // The shift is across the line from the lower-numbered block to the other, so two edges
    // going opposite ways still move apart.
    let low = layout.rects[min(edge.from, edge.to)].center
    let high = layout.rects[max(edge.from, edge.to)].center
    let along = high - low
    let across =
      along.length > 0 ? Point(-along.y, along.x) * (shift / along.length) : Point(0, 0)
    let fromCenter = layout.rects[edge.from].center + across
    let toCenter = layout.rects[edge.to].center + across
    let start = Polygon(BlockRenderer.outline(layout, edge.from).outline)
      .exitPoint(from: fromCenter, toward: toCenter)
    let end = Polygon(BlockRenderer.outline(layout, edge.to).outline)
      .exitPoint(from: toCenter, toward: fromCenter)
    doc.openItem(
      "edge", id: "\(diagram.blocks[edge.from].id)-\(diagram.blocks[edge.to].id)-\(number)")
    let direction = end - start
    let length = direction.length
    let unit = length > 0 ? direction * (1 / length) : Point(1, 0)
    // The line stops at the back of each head, so its width never shows past the tip.
    let lineStart = edge.startHead ? start + unit * headLength : start
    let lineEnd = edge.endHead ? end - unit * headLength : end
    var path = PathBuilder()
    path.move(to: lineStart)
    path.line(to: lineEnd)
    doc.path(
      path.data, stroke: doc.palette.line, className: "edge-path", width: edge.thick ? 3 : 1.5,
      dash: edge.dotted ? "3 3" : nil)
    if edge.endHead { head(at: end, unit: unit, into: &doc) }
    if edge.startHead { head(at: start, unit: unit * -1, into: &doc) }
    if let label = edge.label, !label.isEmpty {
      let middle = (start + end) * 0.5
      let width = doc.measurer.width(label) + 8
      let height = doc.measurer.lineHeight + 2
      doc.rect(
        Rect(center: middle, width: width, height: height), fill: doc.palette.labelBackground,
        className: "edge-label-box")
      doc.text(label, at: middle)
    }
    doc.close()
    doc.writer.newline()
  }

  /// A filled head with its tip at `tip`, pointing along `unit`.
  static func head(at tip: Point, unit: Point, into doc: inout ChartDocument) {
    let back = tip - unit * headLength
    let side = Point(-unit.y, unit.x) * (headLength * 0.45)
    doc.path(
      PathBuilder.polygon([tip, back + side, back - side]), stroke: doc.palette.line,
      fill: doc.palette.line, className: "edge-head")
  }
}
