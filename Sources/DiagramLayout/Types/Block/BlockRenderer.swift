/// Draws block diagrams: each group a `<g class="block-group" data-id>` box, each block a
/// `<g class="block" data-id>` holding its shape stretched to its cell and its label, block
/// arrows as `<g class="block-arrow" data-id>`, and each edge a `<g class="edge" data-id>`
/// line between the two outlines with its arrowheads and label (spaces draw nothing).
package enum BlockRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try BlockParser.parse(source)
    try context.checkpoint()
    let layout = BlockLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The outline a block is drawn with, in drawing coordinates: the measured shape stretched
  /// to the block's cell (circles stay round, the cell's smaller side across).
  static func outline(_ layout: BlockLayout, _ index: Int) -> (
    outline: [Point], decorations: [[Point]]
  ) {
    let rect = layout.rects[index]
    guard let shape = layout.shapes[index], shape.width > 0, shape.height > 0 else {
      return (corners(rect), [])
    }
    var sx = rect.width / shape.width
    var sy = rect.height / shape.height
    if case .shape(let kind) = layout.diagram.blocks[index].kind,
      kind == .circle || kind == .doubleCircle
    {
      sx = min(sx, sy)
      sy = sx
    }
    let center = rect.center
    func place(_ points: [Point]) -> [Point] {
      points.map { Point(center.x + $0.x * sx, center.y + $0.y * sy) }
    }
    return (place(shape.outline), shape.decorations.map(place))
  }

  static func corners(_ rect: Rect) -> [Point] {
    [
      Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY),
      Point(rect.minX, rect.maxY),
    ]
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: BlockLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "block", bounds: layout.bounds, title: diagram.title)
    // Groups first (outermost first, as they are listed), so blocks draw over them.
    for (index, block) in diagram.blocks.enumerated() where block.kind == .group {
      doc.openItem("block-group", id: block.id)
      doc.writer.element(
        "rect",
        styled(
          [
            ("class", "cluster-box"), ("x", doc.f(layout.rects[index].x)),
            ("y", doc.f(layout.rects[index].y)), ("width", doc.f(layout.rects[index].width)),
            ("height", doc.f(layout.rects[index].height)), ("rx", "4"),
            ("fill", doc.palette.clusterFill), ("stroke", doc.palette.clusterStroke),
          ], diagram.style(of: index)))
      doc.close()
      doc.writer.newline()
    }
    for (index, block) in diagram.blocks.enumerated() {
      switch block.kind {
      case .group, .space: continue
      case .shape:
        doc.openItem("block", id: block.id)
        let (outline, decorations) = Self.outline(layout, index)
        shape(outline, decorations, style: diagram.style(of: index), into: &doc)
      case .arrow(let directions):
        doc.openItem("block-arrow", id: block.id)
        // A block arrow keeps its own size in the middle of its cell, as Mermaid draws it.
        let cell = layout.rects[index]
        let size = layout.natural[index]
        let box = Rect(
          center: cell.center, width: min(size.width, cell.width),
          height: min(size.height, cell.height))
        for polygon in BlockArrowShape.polygons(directions, in: box) {
          shape(polygon, [], style: diagram.style(of: index), into: &doc)
        }
      }
      label(block.label, in: layout.rects[index], style: diagram.style(of: index), into: &doc)
      doc.close()
      doc.writer.newline()
    }
    BlockEdgeDrawing.drawAll(layout, into: &doc)
    return doc.finish()
  }

  /// A filled, stroked outline with its extra strokes.
  static func shape(
    _ outline: [Point], _ decorations: [[Point]], style: FlowStyle, into doc: inout ChartDocument
  ) {
    doc.writer.element(
      "path",
      styled(
        [
          ("class", "node-shape"), ("d", PathBuilder.polygon(outline)),
          ("fill", doc.palette.nodeFill), ("stroke", doc.palette.nodeStroke),
        ], style))
    for line in decorations where line.count > 1 {
      var path = PathBuilder()
      path.move(to: line[0])
      for point in line.dropFirst() { path.line(to: point) }
      doc.path(path.data, stroke: doc.palette.nodeStroke, className: "block-decoration")
    }
  }

  /// The label's lines centred in the block, in the style's text colour.
  static func label(
    _ lines: [String], in rect: Rect, style: FlowStyle, into doc: inout ChartDocument
  ) {
    let color =
      style["color"]
      ?? style["fill"].flatMap {
        ReadableText.color(on: $0, themeText: doc.palette.text)
      }
    let height = doc.measurer.lineHeight
    let top = rect.center.y - height * Double(lines.count - 1) / 2
    for (row, line) in lines.enumerated() where !line.isEmpty {
      let point = Point(rect.center.x, top + height * Double(row))
      if let color {
        doc.text(line, at: point, colour: color)
      } else {
        doc.text(line, at: point)
      }
    }
  }

  /// `attributes` with the source's shape properties as a `style` (text properties go on the
  /// text), already validated by `StyleParser`.
  static func styled(_ attributes: [(StaticString, String)], _ style: FlowStyle) -> [(
    StaticString, String
  )] {
    let parts = style.properties.filter {
      !["color", "font-weight", "font-style"].contains($0.name)
    }
    guard !parts.isEmpty else { return attributes }
    return attributes + [("style", parts.map { "\($0.name):\($0.value)" }.joined(separator: ";"))]
  }
}
