extension GraphSVGWriter {
  mutating func writeEdges() {
    // Once for all end texts: recomputed per text it made ER diagrams quadratic.
    let hasEndTexts = diagram.edges.contains { $0.startText != nil || $0.endText != nil }
    let obstacles = hasEndTexts ? self.obstacles : []
    for placed in drawing.edges {
      let edge = diagram.edges[placed.index]
      svg.open(
        "g",
        [
          ("class", "edge"), ("data-from", edge.fromID), ("data-to", edge.toID),
          ("id", "\(prefix)-edge-\(placed.index)"),
        ])
      writeEdge(placed, edge, obstacles: obstacles)
      svg.close()
      svg.newline()
    }
    for placed in drawing.edges {
      let edge = diagram.edges[placed.index]
      guard let box = placed.labelBox, let label = edge.label, let center = placed.labelCenter
      else { continue }
      svg.open("g", [("class", "edge-label"), ("data-edge", "\(placed.index)")])
      svg.element(
        "rect",
        [
          ("class", "edge-label-box"), ("x", SVGNumber.format(box.x)),
          ("y", SVGNumber.format(box.y)), ("width", SVGNumber.format(box.width)),
          ("height", SVGNumber.format(box.height)), ("rx", "2"),
          ("fill", palette.labelBackground),
        ])
      writeLines(
        label.lines.map {
          $0.map { NodeTable.Text(text: $0.text, bold: $0.bold, italic: $0.italic) }
        },
        center: center, className: "edge-label-text", color: nil)
      svg.close()
      svg.newline()
    }
  }

  /// The unit direction the edge runs in as it reaches `tip`, judged from the first of
  /// `points` (ordered outward from the tip) at least 6 px away: a route's first control
  /// point can sit on the outline itself, or even inside it.
  static func direction(toward tip: Point, from points: [Point]) -> Point {
    for point in points where point.distance(to: tip) > 6 {
      return (tip - point).normalized
    }
    return points.last.map { (tip - $0).normalized } ?? Point(0, 1)
  }

  /// The points of a route from its end back to its start, and from its start forward.
  static func outwardPoints(_ placed: FlowchartDrawing.Edge) -> (end: [Point], start: [Point]) {
    var forward: [Point] = []
    forward.reserveCapacity(3 * placed.segments.count)
    for segment in placed.segments {
      forward.append(segment.control1)
      forward.append(segment.control2)
      forward.append(segment.end)
    }
    var backward: [Point] = []
    backward.reserveCapacity(forward.count)
    backward.append(contentsOf: forward.dropLast().reversed())
    backward.append(placed.start)
    return (backward, forward)
  }

  /// One edge's path, markers and end texts (placed clear of `obstacles`).
  mutating func writeEdge(
    _ placed: FlowchartDrawing.Edge, _ edge: GraphDiagram.Edge, obstacles: [Rect]
  ) {
    guard let last = placed.segments.last else { return }
    let outward = GraphSVGWriter.outwardPoints(placed)
    let shaped = EdgeEnds.shape(
      placed, startMarker: edge.startMarker, endMarker: edge.endMarker,
      startDirection: GraphSVGWriter.direction(toward: placed.start, from: outward.start),
      endDirection: GraphSVGWriter.direction(toward: last.end, from: outward.end))
    let path = shaped.path
    let startDirection = shaped.startDirection
    let endDirection = shaped.endDirection
    var attributes: [(StaticString, String)] = [
      ("class", "edge-path"), ("d", path.data), ("fill", "none"), ("stroke", palette.line),
      ("stroke-width", "1.5"),
    ]
    if edge.dashed { attributes.append(("stroke-dasharray", "6 4")) }
    svg.element("path", attributes)
    MarkerArtist.draw(
      edge.endMarker, tip: shaped.endTip, direction: endDirection, palette: palette, color: nil,
      into: &svg)
    MarkerArtist.draw(
      edge.startMarker, tip: shaped.startTip, direction: startDirection, palette: palette,
      color: nil, into: &svg)
    if let text = edge.startText {
      writeEndText(
        text, tip: shaped.startTip, direction: startDirection, marker: edge.startMarker,
        obstacles: obstacles)
    }
    if let text = edge.endText {
      writeEndText(
        text, tip: shaped.endTip, direction: endDirection, marker: edge.endMarker,
        obstacles: obstacles)
    }
  }

  /// A cardinality beside the line, just past the marker, kept inside the drawing.
  mutating func writeEndText(
    _ text: String, tip: Point, direction d: Point, marker: EdgeMarker, obstacles: [Rect]
  ) {
    let center = GraphSVGWriter.endTextCenter(
      text, tip: tip, direction: d, marker: marker, measurer: context.measurer,
      bounds: drawing.size, avoiding: obstacles)
    svg.element(
      "text",
      [
        ("class", "edge-end-text"), ("x", SVGNumber.format(center.x)),
        ("y", SVGNumber.format(center.y + context.measurer.fontSize * 0.36)),
        ("text-anchor", "middle"), ("fill", palette.text),
      ], text: text)
  }

  /// What an end text should not cover: edge labels, nodes and cluster titles.
  var obstacles: [Rect] {
    drawing.edges.compactMap(\.labelBox) + drawing.nodes.map { $0.outline.bounds }
      + drawing.clusters.map {
        Rect(center: $0.titleCenter, width: $0.titleSize.width, height: $0.titleSize.height)
      }
  }

  /// Where an end text's centre goes: beside the line just past the marker, on the side
  /// where it covers no label or node. When both sides do, the nearest clear place: slid
  /// aside only as far as it must (up to its own width more), moved half a line nearer the
  /// tip (beside the marker itself), or one or two lines further back, each line counting
  /// as far as a slide of its height. Clamped so its box stays inside `bounds`; the first
  /// side when every place is covered.
  static func endTextCenter(
    _ text: String, tip: Point, direction d: Point, marker: EdgeMarker, measurer: TextMeasurer,
    bounds: Size, avoiding obstacles: [Rect] = []
  ) -> Point {
    let width = measurer.width(text)
    let height = measurer.lineHeight
    let normal = Point(-d.y, d.x)
    let along = marker.length + 4 + height / 2
    // Far enough aside that the box clears the line whatever its slope.
    let aside = (abs(normal.x) * width + abs(normal.y) * height) / 2 + 4
    func clamped(_ point: Point) -> Point {
      Point(
        min(max(point.x, width / 2 + 1), bounds.width - width / 2 - 1),
        min(max(point.y, height / 2 + 1), bounds.height - height / 2 - 1))
    }
    func isClear(_ center: Point) -> Bool {
      let box = Rect(center: center, width: width, height: height)
      return !obstacles.contains { $0.intersects(box, tolerance: 0.5) }
    }
    var best: (center: Point, distance: Double)?
    // In order of the least distance each can give, so the search stops once no later place
    // can be nearer (at once when the first place is clear, the usual case).
    for farther in [0.0, -0.5, 1, 2] {
      let base = tip - d * (along + farther * height)
      // Beside the marker, clear of its width too.
      let clearance = farther < 0 ? aside + marker.width / 2 : aside
      for side in [1.0, -1] where abs(farther) * height < best?.distance ?? .infinity {
        let start = base + normal * (side * clearance)
        let slide: Double
        if isClear(clamped(start)) {
          slide = 0
        } else if let least = EndTextSlide.least(
          from: start, toward: normal * side, size: Size(width: width, height: height),
          limit: width + 8, obstacles: obstacles)
        {
          slide = least
        } else {
          continue
        }
        let distance = abs(farther) * height + slide
        guard distance < (best?.distance ?? .infinity) else { continue }
        let center = clamped(start + normal * (side * slide))
        // Clamping at the drawing's edge can move the box back onto something.
        if isClear(center) { best = (center, distance) }
      }
    }
    return best?.center ?? clamped(tip - d * along + normal * aside)
  }
}
