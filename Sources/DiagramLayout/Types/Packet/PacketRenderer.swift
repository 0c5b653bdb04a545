/// Draws packet diagrams: each field a `<g class="field" data-id="START-END">` holding one
/// rectangle per row it spans, its label in each, and its first and last bit numbers above
/// (one number, centred, for a one-bit field), as Mermaid's packet renderer places them.
package enum PacketRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try PacketParser.parse(source)
    try context.checkpoint()
    let layout = PacketLayout(diagram)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: PacketLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "packet", bounds: layout.bounds, title: diagram.title,
      extraRules: [".packet-bit{fill:var(--ir-text);opacity:.8}"])
    let palette = context.theme.palette
    let labelSize = context.measurer.fontSize * 6 / 7
    let bitSize = context.measurer.fontSize * 5 / 7
    var index = 0
    while index < layout.segments.count {
      let fieldIndex = layout.segments[index].field
      let field = diagram.fields[fieldIndex]
      doc.openItem("field", id: "\(field.start)-\(field.end)")
      while index < layout.segments.count, layout.segments[index].field == fieldIndex {
        let segment = layout.segments[index]
        let rect = segment.rect
        doc.rect(
          rect, fill: palette.nodeFill, stroke: palette.nodeStroke, className: "chart-box")
        doc.text(
          field.label, at: Point(rect.x + rect.width / 2, rect.y + rect.height / 2),
          className: "packet-label", size: labelSize)
        if diagram.showBits { bitNumbers(segment, into: &doc, size: bitSize) }
        index += 1
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

  /// The segment's first and last bit numbers just above its top edge.
  static func bitNumbers(
    _ segment: PacketLayout.Segment, into doc: inout ChartDocument, size: Double
  ) {
    let rect = segment.rect
    // `text` centres the ink on its point: half a line above the rectangle, plus 2 px.
    let y = rect.y - size / 2 - 2
    if segment.start == segment.end {
      doc.text(
        "\(segment.start)", at: Point(rect.x + rect.width / 2, y), className: "packet-bit",
        size: size)
      return
    }
    doc.text(
      "\(segment.start)", at: Point(rect.x, y), anchor: "start", className: "packet-bit",
      size: size)
    doc.text(
      "\(segment.end)", at: Point(rect.maxX, y), anchor: "end", className: "packet-bit",
      size: size)
  }
}
