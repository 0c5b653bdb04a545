extension GraphSVGWriter {
  mutating func writeEdges() {
    for placed in drawing.edges {
      let edge = diagram.edges[placed.index]
      svg.open(
        "g",
        [
          ("class", "edge"), ("data-from", edge.fromID), ("data-to", edge.toID),
          ("id", "\(prefix)-edge-\(placed.index)"),
        ])
      writeEdge(placed, edge)
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

  /// The direction the edge arrives at its end in (or leaves its start, reversed).
  static func direction(from: Point, to: Point, fallback: Point) -> Point {
    let d = to - from
    if d.length > 0.01 { return d.normalized }
    return (to - fallback).normalized
  }

  mutating func writeEdge(_ placed: FlowchartDrawing.Edge, _ edge: GraphDiagram.Edge) {
    guard let last = placed.segments.last else { return }
    var start = placed.start
    var segments = placed.segments
    let endDirection = GraphSVGWriter.direction(
      from: last.control2, to: last.end, fallback: placed.start)
    let startDirection = GraphSVGWriter.direction(
      from: segments[0].control1, to: placed.start, fallback: last.end)
    segments[segments.count - 1].end = last.end - endDirection * edge.endMarker.inset
    start = placed.start - startDirection * edge.startMarker.inset
    var path = PathBuilder()
    path.move(to: start)
    for segment in segments {
      path.curve(to: segment.end, control1: segment.control1, control2: segment.control2)
    }
    var attributes: [(StaticString, String)] = [
      ("class", "edge-path"), ("d", path.data), ("fill", "none"), ("stroke", palette.line),
      ("stroke-width", "1.5"),
    ]
    if edge.dashed { attributes.append(("stroke-dasharray", "6 4")) }
    svg.element("path", attributes)
    MarkerArtist.draw(
      edge.endMarker, tip: last.end, direction: endDirection, palette: palette, color: nil,
      into: &svg)
    MarkerArtist.draw(
      edge.startMarker, tip: placed.start, direction: startDirection, palette: palette,
      color: nil, into: &svg)
    if let text = edge.startText {
      writeEndText(text, tip: placed.start, direction: startDirection, marker: edge.startMarker)
    }
    if let text = edge.endText {
      writeEndText(text, tip: last.end, direction: endDirection, marker: edge.endMarker)
    }
  }

  /// A cardinality beside the line, just past the marker, kept inside the drawing.
  mutating func writeEndText(_ text: String, tip: Point, direction d: Point, marker: EdgeMarker) {
    let center = GraphSVGWriter.endTextCenter(
      text, tip: tip, direction: d, marker: marker, measurer: context.measurer,
      bounds: drawing.size)
    svg.element(
      "text",
      [
        ("class", "edge-end-text"), ("x", SVGNumber.format(center.x)),
        ("y", SVGNumber.format(center.y + context.measurer.fontSize * 0.36)),
        ("text-anchor", "middle"), ("fill", palette.text),
      ], text: text)
  }

  /// Where an end text's centre goes: beside the line past the marker, clamped so its box
  /// stays inside `bounds`.
  static func endTextCenter(
    _ text: String, tip: Point, direction d: Point, marker: EdgeMarker, measurer: TextMeasurer,
    bounds: Size
  ) -> Point {
    let width = measurer.width(text)
    let height = measurer.lineHeight
    let normal = Point(-d.y, d.x)
    let along = marker.length + 4 + height / 2
    let aside = width / 2 + 6
    var center = tip - d * along + normal * aside
    center.x = min(max(center.x, width / 2 + 1), bounds.width - width / 2 - 1)
    center.y = min(max(center.y, height / 2 + 1), bounds.height - height / 2 - 1)
    return center
  }
}
