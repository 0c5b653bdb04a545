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
    var reader = ConfigReader(source.settings)
    let colors = linkColors(&reader)
    // Mermaid's `sankey.nodeColors`: a colour per node name.
    var nodeColors: [Int: String] = [:]
    for (index, node) in diagram.nodes.enumerated() {
      nodeColors[index] = reader.color("config.sankey.nodeColors." + node.name)
    }
    context.warnings.report(reader.warnings)
    return svg(layout, context: context, linkColors: colors, nodeColors: nodeColors)
  }

  /// How links are coloured: by their source node (Mermaid's default), their target, or one
  /// colour for all.
  package enum LinkColors: Equatable, Sendable {
    case source, target
    case fixed(String)
  }

  /// Mermaid's `sankey.linkColor`: `source`, `target`, `gradient` or a colour. A gradient
  /// needs a paint server per link, which the drawing's vocabulary has not: it is drawn as
  /// `source`, with a warning.
  static func linkColors(_ reader: inout ConfigReader) -> LinkColors {
    let path = "config.sankey.linkColor"
    guard let text = reader.value(path)?.trimmingCharacters() else { return .source }
    switch text.lowercased() {
    case "source": return .source
    case "target": return .target
    case "gradient":
      reader.warn(path, "gradient links are not drawn; links take their source's colour")
      return .source
    default:
      guard let color = reader.color(path) else { return .source }
      return .fixed(color)
    }
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
  package static func svg(
    _ layout: SankeyLayout, context: DiagramContext, linkColors: LinkColors = .source,
    nodeColors: [Int: String] = [:]
  ) -> String {
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
      let node = linkColors == .target ? link.target : link.source
      let index = node % ChartPalette.count
      let (stroke, classes) =
        if case .fixed(let color) = linkColors {
          (color, "sankey-link")
        } else if let color = nodeColors[node] {
          (color, "sankey-link")
        } else {
          (ChartPalette.color(index, context.theme), "sankey-link s\(index)")
        }
      doc.path(path.data, stroke: stroke, className: classes, width: max(band.width, 0.5))
      doc.close()
      doc.writer.newline()
    }
    for (index, node) in layout.nodes.enumerated() {
      doc.openItem("node", id: diagram.nodes[index].name)
      doc.rect(
        node.rect, fill: nodeColors[index] ?? ChartPalette.color(index, context.theme),
        className: nodeColors[index] == nil ? ChartPalette.fillClass(index) : "sankey-node")
      let (text, point, anchor) = labels[index]
      doc.text(text, at: point, anchor: anchor)
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }
}
