/// Draws a laid-out `GraphDiagram` as SVG 1.1 with the flowchart's conventions: clusters, then
/// edges (`g.edge[data-from][data-to]`), edge labels, then nodes (`g.node[data-id]`).
///
/// Colours are presentation attributes from the theme's palette plus CSS custom properties
/// for browsers; styles from the source were validated by `StyleParser`; every text and id
/// goes through `SVGWriter`'s escaping. No links, scripts or `foreignObject` are written.
struct GraphSVGWriter {
  let diagram: GraphDiagram
  let layout: GraphLayout.Result
  let context: DiagramContext
  var svg = SVGWriter()

  var palette: DiagramTheme.Palette { context.theme.palette }
  var prefix: String { context.idPrefix }
  var drawing: FlowchartDrawing { layout.drawing }

  init(diagram: GraphDiagram, layout: GraphLayout.Result, context: DiagramContext) {
    self.diagram = diagram
    self.layout = layout
    self.context = context
  }

  static let extraRules = [
    ".note-box{fill:var(--ir-note-fill);stroke:var(--ir-note-stroke)}",
    ".edge-head.hollow{fill:var(--ir-background)}",
    ".edge-mark{stroke:var(--ir-line)}",
    ".pseudo{fill:var(--ir-line);stroke:var(--ir-line)}",
    ".table-header{fill:var(--ir-cluster-fill)}",
    ".table-rule{stroke:var(--ir-node-stroke)}",
    ".region-box{stroke:var(--ir-node-stroke)}",
    ".composite-box{fill:var(--ir-node-fill);stroke:var(--ir-node-stroke)}",
    ".composite-body{fill:var(--ir-background)}",
    ".composite-divider{stroke:var(--ir-node-stroke)}",
  ]

  mutating func write() -> String {
    SVGDocumentHead(
      className: "diagram \(diagram.kind)", drawingSize: drawing.size, title: diagram.title,
      accessibleTitle: diagram.accessibleTitle,
      accessibleDescription: diagram.accessibleDescription,
      extraRules: GraphSVGWriter.extraRules, context: context
    ).write(into: &svg)
    writeClusters()
    writeEdges()
    writeNodes()
    return svg.finish()
  }

  mutating func writeClusters() {
    func depth(_ index: Int) -> Int {
      var depth = 0
      var current = diagram.clusters[index].parent
      while let parent = current, depth <= diagram.clusters.count {
        depth += 1
        current = diagram.clusters[parent].parent
      }
      return depth
    }
    let ordered = drawing.clusters.sorted {
      (depth($0.index), $0.index) < (depth($1.index), $1.index)
    }
    for placed in ordered {
      let cluster = diagram.clusters[placed.index]
      let box = placed.box
      svg.open(
        "g",
        [
          ("class", cluster.dashed ? "cluster region" : "cluster"), ("data-id", cluster.id),
          ("id", "\(prefix)-cluster-\(placed.index)"),
        ])
      // A composite state is drawn as a titled state box (`GraphSVGWriter+Composite`).
      let band = compositeBandBottom(placed, cluster)
      var attributes: [(StaticString, String)] = [
        (
          "class",
          cluster.dashed ? "region-box" : band != nil ? "composite-box" : "cluster-box"
        ),
        ("x", SVGNumber.format(box.x)), ("y", SVGNumber.format(box.y)),
        ("width", SVGNumber.format(box.width)), ("height", SVGNumber.format(box.height)),
        ("rx", "6"),
        ("fill", cluster.dashed ? "none" : band != nil ? palette.nodeFill : palette.clusterFill),
        (
          "stroke",
          cluster.dashed || band != nil ? palette.nodeStroke : palette.clusterStroke
        ),
      ]
      if cluster.dashed { attributes.append(("stroke-dasharray", "6 4")) }
      let style = cluster.style.properties.filter {
        !["color", "font-weight", "font-style"].contains($0.name)
      }
      if !style.isEmpty {
        attributes.append(("style", style.map { "\($0.name):\($0.value)" }.joined(separator: ";")))
      }
      svg.element("rect", attributes)
      if let band, style.isEmpty { writeCompositeBody(box, below: band) }
      if let band { writeCompositeDivider(box, at: band) }
      if !cluster.title.isEmpty {
        writeLines(
          cluster.title.lines.map {
            $0.map { NodeTable.Text(text: $0.text, bold: $0.bold, italic: $0.italic) }
          },
          center: placed.titleCenter, className: "cluster-label", color: cluster.style["color"])
      }
      svg.close()
      svg.newline()
    }
  }
}
