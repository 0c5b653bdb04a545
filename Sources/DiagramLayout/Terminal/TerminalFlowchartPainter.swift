/// Paints a `TerminalFlowchartLayout` on a `TerminalCanvas`: frames, then edges (line cells
/// merge into junctions), then boxes over them, arrowheads, edge labels and frame titles.
///
/// It also keeps what it drew where (`edgeCells`, `texts`), so tests can check the grid.
struct TerminalFlowchartPainter {
  let chart: Flowchart
  let layout: TerminalFlowchartLayout
  var canvas: TerminalCanvas
  /// The cells each route's line covers, in route order.
  var edgeCells: [[GridPoint]] = []
  /// Every text written (labels, titles), with where it starts.
  var texts: [(at: GridPoint, text: String)] = []

  init(chart: Flowchart, layout: TerminalFlowchartLayout, glyphs: LineGlyphs) {
    self.chart = chart
    self.layout = layout
    canvas = TerminalCanvas(width: layout.width + 1, height: layout.height, glyphs: glyphs)
  }

  mutating func paint() {
    for frame in layout.frames { paintFrame(frame) }
    for route in layout.routes { paintLine(route) }
    for box in layout.boxes { paintBox(box) }
    for route in layout.routes { paintEnds(route) }
    for route in layout.routes where !route.label.isEmpty { paintLabel(route) }
    for frame in layout.frames where !frame.title.isEmpty {
      let text = " \(frame.title) "
      let at = GridPoint(x: frame.titleAt.x - 1, y: frame.titleAt.y)
      canvas.write(text, at: at, role: .frameTitle)
      texts.append((frame.titleAt, frame.title))
    }
  }

  static func stroke(_ edge: FlowEdge) -> TerminalCanvas.Stroke {
    switch edge.stroke {
    case .normal, .invisible: return .light
    case .thick: return .heavy
    case .dotted: return .dotted
    }
  }

  mutating func paintFrame(_ frame: TerminalFlowchartLayout.Frame) {
    let r = frame.rect
    let corners = [
      GridPoint(x: r.minX, y: r.minY), GridPoint(x: r.maxX - 1, y: r.minY),
      GridPoint(x: r.maxX - 1, y: r.maxY - 1), GridPoint(x: r.minX, y: r.maxY - 1),
    ]
    for index in 0..<4 {
      canvas.line(from: corners[index], to: corners[(index + 1) % 4], stroke: .light, role: .frame)
    }
  }

  mutating func paintLine(_ route: TerminalFlowchartLayout.Route) {
    let edge = chart.edges[route.edge]
    var cells: [GridPoint] = []
    defer { edgeCells.append(cells) }
    guard edge.stroke != .invisible, let first = route.points.first else { return }
    let stroke = Self.stroke(edge)
    var previous = first
    cells.append(first)
    if route.points.count == 1 {
      canvas.addLines([], at: first, stroke: stroke, role: .edge)
    }
    for point in route.points.dropFirst() where point != previous {
      canvas.line(from: previous, to: point, stroke: stroke, role: .edge)
      cells += Self.cells(from: previous, to: point).dropFirst()
      previous = point
    }
    // A line's end cells point into the boxes they touch, so `│` meets the border straight.
    if let from = layout.boxes[safe: route.from] {
      canvas.addLines(Self.towards(from.rect, from: first), at: first, stroke: stroke, role: .edge)
    }
    if let to = layout.boxes[safe: route.to], let last = route.points.last {
      canvas.addLines(Self.towards(to.rect, from: last), at: last, stroke: stroke, role: .edge)
    }
  }

  static func cells(from a: GridPoint, to b: GridPoint) -> [GridPoint] {
    if a.y == b.y {
      let step = b.x >= a.x ? 1 : -1
      return stride(from: a.x, through: b.x, by: step).map { GridPoint(x: $0, y: a.y) }
    }
    let step = b.y >= a.y ? 1 : -1
    return stride(from: a.y, through: b.y, by: step).map { GridPoint(x: a.x, y: $0) }
  }

  /// The side of `rect` that `point` lies beside, as the direction from the point to it.
  static func heading(into rect: GridRect, from point: GridPoint) -> LineGlyphs.Heading? {
    if point.x >= rect.minX && point.x < rect.maxX {
      if point.y == rect.minY - 1 { return .down }
      if point.y == rect.maxY { return .up }
    }
    if point.y >= rect.minY && point.y < rect.maxY {
      if point.x == rect.minX - 1 { return .right }
      if point.x == rect.maxX { return .left }
    }
    return nil
  }

  static func towards(_ rect: GridRect, from point: GridPoint) -> TerminalCanvas.Directions {
    switch heading(into: rect, from: point) {
    case .down: return .down
    case .up: return .up
    case .right: return .right
    case .left: return .left
    case nil: return []
    }
  }

  mutating func paintBox(_ box: TerminalFlowchartLayout.Box) {
    let r = box.rect
    canvas.clear(r, role: .nodeText)
    if let frame = canvas.glyphs.frame(for: box.shape) {
      let (top, bottom) = (r.minY, r.maxY - 1)
      let (left, right) = (r.minX, r.maxX - 1)
      canvas.put(frame.topLeft, at: GridPoint(x: left, y: top), role: .nodeBorder)
      canvas.put(frame.topRight, at: GridPoint(x: right, y: top), role: .nodeBorder)
      canvas.put(frame.bottomLeft, at: GridPoint(x: left, y: bottom), role: .nodeBorder)
      canvas.put(frame.bottomRight, at: GridPoint(x: right, y: bottom), role: .nodeBorder)
      for x in (left + 1)..<right {
        canvas.put(frame.top, at: GridPoint(x: x, y: top), role: .nodeBorder)
        canvas.put(frame.bottom, at: GridPoint(x: x, y: bottom), role: .nodeBorder)
      }
      for y in (top + 1)..<bottom {
        canvas.put(frame.left, at: GridPoint(x: left, y: y), role: .nodeBorder)
        canvas.put(frame.right, at: GridPoint(x: right, y: y), role: .nodeBorder)
      }
    }
    let inner = r.width - 4
    let top = r.minY + 1 + (r.height - 2 - box.lines.count) / 2
    for (index, line) in box.lines.enumerated() {
      let width = TerminalFlowchartLayout.textWidth([line])
      let at = GridPoint(x: r.minX + 2 + (inner - width) / 2, y: top + index)
      canvas.write(line, at: at, role: .nodeText)
      texts.append((at, line))
    }
  }

  mutating func paintEnds(_ route: TerminalFlowchartLayout.Route) {
    let edge = chart.edges[route.edge]
    guard edge.stroke != .invisible, let first = route.points.first, let last = route.points.last,
      let from = layout.boxes[safe: route.from], let to = layout.boxes[safe: route.to]
    else { return }
    paintEnd(edge.endHead, at: last, box: to.rect)
    paintEnd(edge.startHead, at: first, box: from.rect)
  }

  mutating func paintEnd(_ head: EdgeHead, at point: GridPoint, box: GridRect) {
    guard let heading = Self.heading(into: box, from: point) else { return }
    switch head {
    case .arrow: canvas.put(canvas.glyphs.arrow(heading), at: point, role: .arrow)
    case .circle: canvas.put(canvas.glyphs.circle, at: point, role: .arrow)
    case .cross: canvas.put(canvas.glyphs.cross, at: point, role: .arrow)
    case .none:
      // The line joins the border: `┬` under a box, `├` beside one.
      let border: GridPoint
      let outward: LineGlyphs.Heading
      switch heading {
      case .down: (border, outward) = (GridPoint(x: point.x, y: point.y + 1), .up)
      case .up: (border, outward) = (GridPoint(x: point.x, y: point.y - 1), .down)
      case .right: (border, outward) = (GridPoint(x: point.x + 1, y: point.y), .left)
      case .left: (border, outward) = (GridPoint(x: point.x - 1, y: point.y), .right)
      }
      guard canvas.contains(border), let glyph = canvas[border].glyph,
        let junction = canvas.glyphs.borderJunction(glyph, outward: outward)
      else { return }
      canvas.put(junction, at: border, role: .nodeBorder)
    }
  }

  mutating func paintLabel(_ route: TerminalFlowchartLayout.Route) {
    guard let at = route.labelAt else { return }
    let width = TerminalFlowchartLayout.textWidth(route.label)
    for (index, line) in route.label.enumerated() {
      let lineWidth = TerminalFlowchartLayout.textWidth([line])
      let point = GridPoint(x: at.x + (width - lineWidth) / 2, y: at.y + index)
      canvas.write(line, at: point, role: .edgeLabel)
      texts.append((point, line))
    }
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
