/// Draws architecture diagrams: each group a dashed `<g class="arch-group" data-id>` box with
/// its icon and title at the top left, each service a `<g class="service" data-id>` icon box
/// with its title below, each junction a `<g class="junction" data-id>` point, and each edge a
/// `<g class="edge" data-id>` path leaving and reaching the sides its source names.
package enum ArchitectureRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try ArchitectureParser.parse(source)
    try context.checkpoint()
    let layout = ArchitectureLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  package static func svg(_ layout: ArchitectureLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "architecture", bounds: layout.bounds, title: diagram.title,
      extraRules: [])
    let palette = doc.palette
    for (index, group) in diagram.groups.enumerated() {
      let rect = layout.groupRects[index]
      doc.openItem("arch-group", id: group.id)
      doc.writer.element(
        "rect",
        [
          ("class", "cluster-box"), ("x", doc.f(rect.x)), ("y", doc.f(rect.y)),
          ("width", doc.f(rect.width)), ("height", doc.f(rect.height)),
          ("fill", "none"), ("stroke", palette.clusterStroke), ("stroke-dasharray", "6 4"),
          ("style", "fill:none"),
        ])
      var x = rect.x + 8
      let lineHeight = doc.measurer.lineHeight
      let y = rect.y + 8 + lineHeight / 2
      if let name = group.icon {
        icon(
          name, text: nil,
          in: Rect(x: x, y: y - lineHeight / 2, width: lineHeight, height: lineHeight), into: &doc)
        x += lineHeight + 4
      }
      if let title = group.title { doc.text(title, at: Point(x, y), anchor: "start") }
      doc.close()
      doc.writer.newline()
    }
    for (index, edge) in diagram.edges.enumerated() {
      ArchitectureEdgeDrawing.draw(edge, number: index, layout: layout, into: &doc)
    }
    for (index, node) in diagram.nodes.enumerated() {
      let box = layout.boxes[index]
      if node.isJunction {
        doc.openItem("junction", id: node.id)
        doc.path(
          ChartDocument.circle(center: box.center, radius: 2), stroke: nil, fill: palette.line,
          className: "edge-head")
      } else {
        doc.openItem("service", id: node.id)
        icon(node.icon, text: node.iconText, in: box, into: &doc)
        if let title = node.title, let center = layout.titleCenters[index] {
          doc.text(title, at: center)
        }
      }
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }

  static let iconFill = "#087EBF"

  /// An icon box: the built-in icon's strokes, the icon text, or a question mark.
  static func icon(_ name: String?, text: String?, in box: Rect, into doc: inout ChartDocument) {
    // Mermaid's icon blue with white strokes, the same in light and dark (an icon's colours
    // are its own, as a logo's are).
    doc.rect(box, fill: iconFill, className: "arch-icon", radius: box.width / 30)
    if let name, let strokes = ArchitectureIcons.strokes(name, in: box) {
      doc.path(strokes, stroke: "#FFFFFF", className: "arch-glyph", width: max(box.width / 30, 1))
    } else if let text {
      doc.text(text, at: box.center, colour: "#FFFFFF")
    } else if name != nil {
      doc.text(
        "?", at: box.center, colour: "#FFFFFF", bold: true, size: box.height / 2)
    }
  }
}
