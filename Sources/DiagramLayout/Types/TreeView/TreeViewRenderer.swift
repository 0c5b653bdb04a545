/// Draws tree views: each row a `<g class="row" data-id="INDEX">` (its index in source order)
/// holding its `:::highlight` box, the line from its parent's, the vertical line down to its
/// children, its icon when it has one (a folder for a directory, a page for a file, a question
/// mark for an icon pack this renderer does not have, as Mermaid draws an icon pack it has not
/// loaded) and its name (bold for a directory), with its description in the descriptions'
/// column.
package enum TreeViewRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try TreeViewParser.parse(source)
    try context.checkpoint()
    let layout = TreeViewLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: TreeViewLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "treeView", bounds: layout.bounds, title: diagram.title,
      extraRules: [
        ".tree-description{font-style:italic;fill:\(diagram.descriptionColor)}",
        ".tree-icon{fill:var(--ir-node-fill)}",
      ])
    let palette = context.theme.palette
    let lineColour = diagram.lineColor ?? palette.line
    let size = layout.fontSize == context.measurer.fontSize ? nil : layout.fontSize
    for (index, node) in diagram.nodes.enumerated() {
      let row = layout.rows[index]
      doc.openItem("row", id: "\(index)")
      if let box = row.highlight {
        doc.rect(
          box, fill: diagram.highlightFill, stroke: diagram.highlightStroke,
          className: "tree-highlight", radius: 3, fillOpacity: 0.15)
      }
      for segment in [row.stub, row.trunk].compactMap({ $0 }) {
        var path = PathBuilder()
        path.move(to: segment.from)
        path.line(to: segment.to)
        doc.path(
          path.data, stroke: lineColour,
          className: diagram.lineColor == nil ? "chart-line" : "tree-line",
          width: diagram.lineThickness)
      }
      if let icon = row.icon { draw(icon: icon, for: node, into: &doc) }
      let name = node.className.map { "tree-label user-\(sanitized($0))" } ?? "tree-label"
      if let colour = diagram.labelColor {
        doc.text(
          node.name, at: row.text, colour: colour, anchor: "start", bold: node.isDirectory,
          size: size)
      } else {
        doc.text(
          node.name, at: row.text, anchor: "start", bold: node.isDirectory, className: name,
          size: size)
      }
      if let description = node.description, let point = row.description {
        doc.text(
          description, at: point, anchor: "start", className: "tree-description", size: size)
      }
      doc.close()
      doc.writer.newline()
    }
    if let title = diagram.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// A folder (a tab over a box), a page with a folded corner, or a question mark in a box.
  static func draw(icon box: Rect, for node: TreeViewDiagram.Node, into doc: inout ChartDocument) {
    let palette = doc.palette
    let kind = node.icon ?? (node.isDirectory ? "folder" : "file")
    let (x, y, w, h) = (box.x, box.y, box.width, box.height)
    switch kind {
    case "folder":
      let outline = PathBuilder.polygon([
        Point(x, y + h * 0.15), Point(x + w * 0.4, y + h * 0.15), Point(x + w * 0.5, y + h * 0.3),
        Point(x + w, y + h * 0.3), Point(x + w, y + h * 0.9), Point(x, y + h * 0.9),
      ])
      doc.path(outline, stroke: palette.nodeStroke, fill: palette.nodeFill, className: "tree-icon")
    case "file":
      let outline = PathBuilder.polygon([
        Point(x + w * 0.15, y), Point(x + w * 0.6, y), Point(x + w * 0.85, y + h * 0.25),
        Point(x + w * 0.85, y + h), Point(x + w * 0.15, y + h),
      ])
      doc.path(outline, stroke: palette.nodeStroke, fill: palette.nodeFill, className: "tree-icon")
    default:
      doc.rect(
        box, fill: palette.nodeFill, stroke: palette.nodeStroke, className: "tree-icon",
        radius: 2)
      doc.text("?", at: Point(x + w / 2, y + h / 2), size: h * 0.8)
    }
  }

  /// A class name kept to the characters a CSS class may hold unescaped.
  static func sanitized(_ name: String) -> String {
    String(
      name.unicodeScalars.filter {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      })
  }
}
