/// One architecture edge: from the middle of the side written at its first end to the middle
/// of the side written at its second (a group's box for `{group}`, a junction's centre),
/// straight when the two line up, else with right-angled bends; arrowheads where written,
/// the label at the middle.
enum ArchitectureEdgeDrawing {
  static let headLength = 9.0
  /// How far a bend stands off when both ends face the same way.
  static let standOff = 20.0

  /// The point an end attaches to.
  static func anchor(_ end: ArchitectureDiagram.End, layout: ArchitectureLayout) -> Point {
    let node = layout.diagram.nodes[end.node]
    if node.isJunction { return layout.boxes[end.node].center }
    let box =
      end.toGroup
      ? node.group.map { layout.groupRects[$0] } ?? layout.boxes[end.node]
      : layout.boxes[end.node]
    switch end.side {
    case .left: return Point(box.minX, box.center.y)
    case .right: return Point(box.maxX, box.center.y)
    case .top: return Point(box.center.x, box.minY)
    case .bottom:
      // Below a service's title, so the line never runs through it.
      let title = end.toGroup ? nil : layout.titleCenters[end.node]
      return Point(box.center.x, title.map { $0.y + layout.titleHalfHeight } ?? box.maxY)
    }
  }

  /// The corners of the path from `start` (leaving along `out`) to `end` (reached against
  /// `into`, the outward direction of its side).
  static func route(
    _ start: Point, out: ArchitectureDiagram.Side, _ end: Point, into: ArchitectureDiagram.Side
  ) -> [Point] {
    let horizontalOut = out == .left || out == .right
    let horizontalIn = into == .left || into == .right
    if horizontalOut, horizontalIn {
      if abs(start.y - end.y) < 0.5 { return [start, end] }
      var x = (start.x + end.x) / 2
      if out == into {
        x = out == .right ? max(start.x, end.x) + standOff : min(start.x, end.x) - standOff
      }
      return [start, Point(x, start.y), Point(x, end.y), end]
    }
    if !horizontalOut, !horizontalIn {
      if abs(start.x - end.x) < 0.5 { return [start, end] }
      var y = (start.y + end.y) / 2
      if out == into {
        y = out == .bottom ? max(start.y, end.y) + standOff : min(start.y, end.y) - standOff
      }
      return [start, Point(start.x, y), Point(end.x, y), end]
    }
    return horizontalOut
      ? [start, Point(end.x, start.y), end] : [start, Point(start.x, end.y), end]
  }

  static func draw(
    _ edge: ArchitectureDiagram.Edge, number: Int, layout: ArchitectureLayout,
    into doc: inout ChartDocument
  ) {
    let nodes = layout.diagram.nodes
    let start = anchor(edge.from, layout: layout)
    let end = anchor(edge.to, layout: layout)
    let points = route(start, out: edge.from.side, end, into: edge.to.side)
    doc.openItem("edge", id: "\(nodes[edge.from.node].id)-\(nodes[edge.to.node].id)-\(number)")
    var path = PathBuilder()
    path.move(to: points[0])
    for point in points.dropFirst() { path.line(to: point) }
    doc.path(path.data, stroke: doc.palette.line, className: "edge-path", width: 2)
    if edge.to.arrow, points.count > 1 {
      head(at: end, from: points[points.count - 2], into: &doc)
    }
    if edge.from.arrow, points.count > 1 { head(at: start, from: points[1], into: &doc) }
    if let label = edge.label, !label.isEmpty {
      // The middle of the path's longest segment.
      var best = (points[0], points[1])
      for (a, b) in zip(points, points.dropFirst())
      where a.distance(to: b) > best.0.distance(to: best.1) {
        best = (a, b)
      }
      let middle = (best.0 + best.1) * 0.5
      doc.rect(
        Rect(
          center: middle, width: doc.measurer.width(label) + 8,
          height: doc.measurer.lineHeight + 2), fill: doc.palette.labelBackground,
        className: "edge-label-box")
      doc.text(label, at: middle)
    }
    doc.close()
    doc.writer.newline()
  }

  static func head(at tip: Point, from previous: Point, into doc: inout ChartDocument) {
    let direction = tip - previous
    let length = direction.length
    guard length > 0 else { return }
    let unit = direction * (1 / length)
    let back = tip - unit * headLength
    let side = Point(-unit.y, unit.x) * (headLength * 0.5)
    doc.path(
      PathBuilder.polygon([tip, back + side, back - side]), stroke: doc.palette.line,
      fill: doc.palette.line, className: "edge-head")
  }
}
