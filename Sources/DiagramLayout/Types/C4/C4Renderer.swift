/// Draws C4 diagrams: each boundary a dashed `<g class="c4-boundary" data-id>` box with its
/// label and `[type]`, each element a `<g class="c4-element" data-id>` in C4-PlantUML's
/// colours (a box, a database cylinder or a queue) with its stereotype, a person's head and
/// shoulders, its label, `[technology]` and description, and each relationship a
/// `<g class="edge" data-id>` line between the two boxes with its label.
package enum C4Renderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try C4Parser.parse(source)
    try context.checkpoint()
    let layout = C4Layout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// C4-PlantUML's fill, border and text colours of an element (the same in light and dark:
  /// they name the element's level, as Mermaid's do).
  static func colours(_ element: C4Diagram.Element) -> (fill: String, stroke: String, text: String)
  {
    switch (element.kind, element.external) {
    case (.person, false): return ("#08427B", "#073B6F", "#FFFFFF")
    case (.person, true): return ("#686868", "#8A8A8A", "#FFFFFF")
    case (.system, false): return ("#1168BD", "#3C7FC0", "#FFFFFF")
    case (.system, true): return ("#999999", "#8A8A8A", "#FFFFFF")
    case (.container, false): return ("#438DD5", "#3C7FC0", "#FFFFFF")
    case (.container, true): return ("#B3B3B3", "#A6A6A6", "#FFFFFF")
    case (.component, false): return ("#85BBF0", "#78A8D8", "#000000")
    case (.component, true): return ("#CCCCCC", "#BFBFBF", "#000000")
    }
  }

  package static func svg(_ layout: C4Layout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "c4", bounds: layout.bounds, title: diagram.title)
    if let title = diagram.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    let lineHeight = doc.measurer.lineHeight
    for (index, boundary) in diagram.boundaries.enumerated() {
      let rect = layout.boundaryRects[index]
      doc.openItem("c4-boundary", id: boundary.alias)
      doc.writer.element(
        "rect",
        [
          ("class", "c4-boundary-box"), ("x", doc.f(rect.x)), ("y", doc.f(rect.y)),
          ("width", doc.f(rect.width)), ("height", doc.f(rect.height)), ("fill", "none"),
          ("stroke", doc.palette.line), ("stroke-dasharray", "7 7"), ("rx", "2.5"),
        ])
      doc.text(
        boundary.label, at: Point(rect.x + C4Layout.padding, rect.y + 6 + lineHeight / 2),
        anchor: "start", bold: true)
      if let type = boundary.type {
        doc.text(
          "[\(type)]", at: Point(rect.x + C4Layout.padding, rect.y + 6 + lineHeight * 1.5),
          anchor: "start", className: "c4-type")
      }
      doc.close()
      doc.writer.newline()
    }
    for (index, element) in diagram.elements.enumerated() {
      C4ElementDrawing.draw(
        element, rect: layout.elementRects[index], lines: layout.elementLines[index],
        into: &doc)
    }
    for (number, relationship) in diagram.relationships.enumerated() {
      C4EdgeDrawing.draw(relationship, number: number, layout: layout, into: &doc)
    }
    return doc.finish()
  }
}
