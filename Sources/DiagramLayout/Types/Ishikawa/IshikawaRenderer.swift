/// Draws Ishikawa diagrams: the spine, the head (`<g class="problem" data-id="0">`) and each
/// cause as a `<g class="cause" data-id="INDEX">` (its index in source order) holding its
/// bone, the arrowhead where the bone meets its parent's, and its label (boxed for the causes
/// on the spine), as Mermaid's fishbone renderer draws them.
package enum IshikawaRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try IshikawaParser.parse(source)
    try context.checkpoint()
    let layout = IshikawaLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: IshikawaLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "ishikawa", bounds: layout.bounds,
      title: diagram.title ?? diagram.nodes.first?.label,
      extraRules: [".ishikawa-arrow{fill:var(--ir-line)}"])
    let palette = context.theme.palette
    guard let problem = layout.labels.first ?? nil else { return doc.finish() }
    var spine = PathBuilder()
    spine.move(to: layout.spine.start)
    spine.line(to: layout.spine.end)
    doc.path(spine.data, stroke: palette.line, className: "chart-line ishikawa-spine", width: 2)
    doc.writer.newline()
    for index in diagram.nodes.indices.dropFirst() {
      let bone = layout.bones[index]
      let label = layout.labels[index]
      guard bone != nil || label != nil else { continue }
      doc.openItem("cause", id: "\(index)")
      if let bone { draw(bone, depth: diagram.nodes[index].depth, into: &doc) }
      if let label {
        if let box = label.box {
          doc.rect(
            box, fill: palette.nodeFill, stroke: palette.nodeStroke, className: "chart-box",
            radius: 3)
        }
        doc.lines(
          label.lines, center: label.point, anchor: label.anchor,
          bold: diagram.nodes[index].depth == 1)
      }
      doc.close()
      doc.writer.newline()
    }
    doc.openItem("problem", id: "0")
    doc.path(
      headPath(width: layout.headWidth, height: layout.headHeight), stroke: palette.nodeStroke,
      fill: palette.nodeFill, className: "chart-box ishikawa-head", width: 2)
    doc.lines(problem.lines, center: problem.point, bold: true)
    doc.close()
    doc.writer.newline()
    if let title = diagram.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// A bone and the arrowhead at its start, pointing into the bone it attaches to.
  static func draw(_ bone: IshikawaLayout.Bone, depth: Int, into doc: inout ChartDocument) {
    var path = PathBuilder()
    path.move(to: bone.start)
    path.line(to: bone.end)
    doc.path(
      path.data, stroke: doc.palette.line, className: "chart-line ishikawa-bone",
      width: depth == 1 ? 2 : 1)
    let dx = bone.end.x - bone.start.x
    let dy = bone.end.y - bone.start.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let size = 6.0
    let along = Point(dx / length * size * 1.5, dy / length * size * 1.5)
    let across = Point(-dy / length * size / 2, dx / length * size / 2)
    let base = bone.start + along
    doc.path(
      PathBuilder.polygon([bone.start, base + across, base - across]), stroke: nil,
      fill: doc.palette.line, className: "ishikawa-arrow")
  }

  /// The head: a flat side on x = 0 and a curve bulging to the right (Mermaid's quadratic
  /// head, drawn as the cubic with the same curve).
  static func headPath(width: Double, height: Double) -> String {
    let top = Point(0, -height / 2)
    let bottom = Point(0, height / 2)
    let control = Point(width * 2.4, 0)
    var path = PathBuilder()
    path.move(to: top)
    path.line(to: bottom)
    // A quadratic Bézier with control C equals the cubic with controls P + 2/3 (C − P).
    path.curve(
      to: top, control1: bottom + (control - bottom) * (2.0 / 3),
      control2: top + (control - top) * (2.0 / 3))
    path.close()
    return path.data
  }
}
