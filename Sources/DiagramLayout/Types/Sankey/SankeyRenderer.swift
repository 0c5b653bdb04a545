/// Draws sankey diagrams: each flow a `<g class="link" data-id="SOURCE->TARGET">` holding a
/// band (a stroked cubic curve as wide as the flow) in its source's colour, half transparent;
/// each node a `<g class="node" data-id>` with its box and label (right of the node in the
/// left half, left of it in the right half, with its value unless `showValues` is false).
package enum SankeyRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try SankeyParser.parse(source)
    try context.checkpoint()
    let layout = try SankeyLayout(diagram)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The label of node `index`: its name, then its value when values are shown.
  static func label(_ layout: SankeyLayout, _ index: Int) -> String {
    let diagram = layout.diagram
    let name = DiagramLimits.cutLabelLine(diagram.nodes[index].name)
    guard diagram.showValues else { return name }
    let value = (layout.nodes[index].value * 100).rounded() / 100
    return "\(name) \(diagram.prefix)\(ChartNumber.format(value))\(diagram.suffix)"
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: SankeyLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    let measurer = context.measurer
    var bounds = Rect(x: 0, y: 0, width: diagram.width, height: layout.height)
    var labels: [(String, Point, String)] = []
    for (index, node) in layout.nodes.enumerated() {
      let text = label(layout, index)
      let left = node.rect.x < diagram.width / 2
      let point = Point(
        left ? node.rect.maxX + 6 : node.rect.x - 6, node.rect.y + node.rect.height / 2)
      let width = measurer.width(text)
      labels.append((text, point, left ? "start" : "end"))
      bounds = bounds.union(
        Rect(
          x: left ? point.x : point.x - width, y: point.y - measurer.lineHeight / 2,
          width: width, height: measurer.lineHeight))
    }
    var doc = ChartDocument(
      context: context, type: "sankey", bounds: bounds.insetBy(dx: -8, dy: -8), title: nil,
      extraRules: [".sankey-link{stroke-opacity:.5}"])
    for (link, band) in zip(diagram.links, layout.links) {
      let from = diagram.nodes[link.source].name
      let to = diagram.nodes[link.target].name
      doc.openItem("link", id: "\(from)->\(to)")
      let middle = (band.start.x + band.end.x) / 2
      var path = PathBuilder()
      path.move(to: band.start)
      path.curve(
        to: band.end, control1: Point(middle, band.start.y), control2: Point(middle, band.end.y))
      let color = link.source % ChartPalette.count
      doc.path(
        path.data, stroke: ChartPalette.color(color, context.theme),
        className: "sankey-link s\(color)", width: max(band.width, 0.5))
      doc.close()
      doc.writer.newline()
    }
    for (index, node) in layout.nodes.enumerated() {
      doc.openItem("node", id: diagram.nodes[index].name)
      doc.rect(
        node.rect, fill: ChartPalette.color(index, context.theme),
        className: ChartPalette.fillClass(index))
      let (text, point, anchor) = labels[index]
      doc.text(text, at: point, anchor: anchor)
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
