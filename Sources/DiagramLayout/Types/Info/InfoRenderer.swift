/// Draws info diagrams: each line a `<g class="info-line" data-id="ROLE-N">` holding its text,
/// the renderer's name large and bold as Mermaid draws its version.
package enum InfoRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try InfoParser.parse(source)
    try context.checkpoint()
    let names = DiagramTypeRegistry.definitions.flatMap { $0.headerNames.split(separator: "/") }
    let layout = InfoLayout(
      diagram, typeCount: DiagramTypeRegistry.definitions.count, typeNames: names.map(String.init),
      measurer: context.measurer)
    try context.checkpoint()
    var doc = ChartDocument(
      context: context, type: "info", bounds: layout.bounds, title: diagram.title)
    for (index, line) in layout.lines.enumerated() {
      doc.openItem("info-line", id: "\(line.role.rawValue)-\(index)")
      switch line.role {
      case .title: doc.text(line.text, at: line.center, bold: true, className: "chart-title")
      case .name:
        doc.text(
          line.text, at: line.center, bold: true, className: "info-name",
          size: context.measurer.fontSize * 2)
      case .summary, .types: doc.text(line.text, at: line.center, className: "info-text")
      }
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
