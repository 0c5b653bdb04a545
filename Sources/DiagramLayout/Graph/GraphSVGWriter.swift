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
  ]

  /// The height of the band the title is drawn in.
  var titleBand: Double {
    diagram.title == nil ? 0 : context.measurer.lineHeight + 16
  }

  /// The document's size: the drawing's, widened for the title and the band above it.
  var size: Size {
    var width = drawing.size.width
    if let title = diagram.title {
      width = max(width, context.measurer.width(title, bold: true).rounded(.up) + 24)
    }
    return Size(width: width, height: drawing.size.height + titleBand)
  }

  mutating func write() -> String {
    let size = self.size
    let width = SVGNumber.format(size.width)
    let height = SVGNumber.format(size.height)
    var root: [(StaticString, String)] = [
      ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("id", prefix),
      ("class", "diagram \(diagram.kind)"), ("width", width), ("height", height),
      ("viewBox", "0 0 \(width) \(height)"), ("role", "img"),
      ("font-family", context.measurer.familyList),
      ("font-size", SVGNumber.format(context.measurer.fontSize)),
    ]
    let name = diagram.accessibleTitle ?? diagram.title
    var labelled: [String] = []
    if name != nil { labelled.append("\(prefix)-title") }
    if diagram.accessibleDescription != nil { labelled.append("\(prefix)-desc") }
    if !labelled.isEmpty { root.append(("aria-labelledby", labelled.joined(separator: " "))) }
    svg.open("svg", root)
    if let name { svg.element("title", [("id", "\(prefix)-title")], text: name) }
    if let description = diagram.accessibleDescription {
      svg.element("desc", [("id", "\(prefix)-desc")], text: description)
    }
    svg.style(context.theme.css(rootID: prefix, extraRules: GraphSVGWriter.extraRules))
    svg.newline()
    svg.element(
      "rect",
      [
        ("class", "background"), ("x", "0"), ("y", "0"), ("width", width), ("height", height),
        ("fill", palette.background),
      ])
    svg.newline()
    if let title = diagram.title {
      svg.element(
        "text",
        [
          ("class", "diagram-title"), ("x", SVGNumber.format(size.width / 2)),
          ("y", SVGNumber.format(8 + context.measurer.lineHeight * 0.75)),
          ("text-anchor", "middle"), ("font-weight", "bold"), ("fill", palette.text),
        ], text: title)
      svg.newline()
    }
    let dx = ((size.width - drawing.size.width) / 2).rounded()
    if dx != 0 || titleBand != 0 {
      svg.open(
        "g",
        [("transform", "translate(\(SVGNumber.format(dx)),\(SVGNumber.format(titleBand)))")])
    }
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
      var attributes: [(StaticString, String)] = [
        ("class", cluster.dashed ? "region-box" : "cluster-box"),
        ("x", SVGNumber.format(box.x)), ("y", SVGNumber.format(box.y)),
        ("width", SVGNumber.format(box.width)), ("height", SVGNumber.format(box.height)),
        ("rx", "6"), ("fill", cluster.dashed ? "none" : palette.clusterFill),
        ("stroke", cluster.dashed ? palette.nodeStroke : palette.clusterStroke),
      ]
      if cluster.dashed { attributes.append(("stroke-dasharray", "6 4")) }
      let style = cluster.style.properties.filter {
        !["color", "font-weight", "font-style"].contains($0.name)
      }
      if !style.isEmpty {
        attributes.append(("style", style.map { "\($0.name):\($0.value)" }.joined(separator: ";")))
      }
      svg.element("rect", attributes)
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
