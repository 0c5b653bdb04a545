/// Draws a `FlowchartDrawing` as SVG 1.1: clusters, edges, edge labels, then nodes, each in a
/// `<g>` clients can select (`.node[data-id]`, `.edge[data-from][data-to]`).
///
/// Colours come from the theme (presentation attributes plus CSS custom properties); styles
/// from the source were validated by the parser; all text is escaped by `SVGWriter`.
struct FlowchartSVGWriter {
  let chart: Flowchart
  let drawing: FlowchartDrawing
  let context: DiagramContext
  var svg = SVGWriter()

  /// The theme's colours, taken once: read through the theme, every use copied all of them.
  let palette: DiagramTheme.Palette

  init(chart: Flowchart, drawing: FlowchartDrawing, context: DiagramContext) {
    self.chart = chart
    self.drawing = drawing
    self.context = context
    palette = context.theme.palette
  }
  var prefix: String { context.idPrefix }

  mutating func write() -> String {
    SVGDocumentHead(
      className: "flowchart", drawingSize: drawing.size, title: chart.title,
      accessibleTitle: chart.accessibleTitle, accessibleDescription: chart.accessibleDescription,
      context: context
    ).write(into: &svg)
    writeClusters()
    writeEdgesAndNodes()
    return svg.finish()
  }

  /// Charts from this many edges and nodes write them on two threads (`writeEdgesAndNodes`).
  static let parallelItems = 64

  /// The edges, their labels, then the nodes. Each is drawn from the laid-out chart alone, so
  /// a large chart's are written on two threads into writers of their own, the first edges
  /// on one, the other edges, the labels and the nodes on the other, and the two parts joined
  /// in that order: the bytes one writer would write. `parallel` nil decides by size.
  mutating func writeEdgesAndNodes(parallel: Bool? = nil) {
    let edges = drawing.edges.count
    // Where the first part ends, for two parts of about the same cost: an edge costs about
    // three units, a label one, a node two.
    let labels = drawing.edges.reduce(0) { $0 + ($1.labelBox == nil ? 0 : 1) }
    let split = min(edges, (3 * edges + labels + 2 * drawing.nodes.count) / 6)
    let base = self
    let parts = SecondThread.map(
      count: 2, parallel: parallel ?? (edges + drawing.nodes.count >= Self.parallelItems),
      stopAfter: { _ in false }
    ) { index, _ in
      var part = base
      part.svg = base.svg.sibling()
      if index == 0 {
        part.writeEdges(0..<split)
      } else {
        part.writeEdges(split..<edges)
        part.writeEdgeLabels()
        part.writeNodes()
      }
      return part.svg
    }
    for part in parts { svg.append(part!) }
  }

  mutating func writeClusters() {
    // Outer clusters first, so inner boxes paint over them.
    let ordered = drawing.clusters.sorted {
      (depth(of: $0.index), $0.index) < (depth(of: $1.index), $1.index)
    }
    for cluster in ordered {
      let subgraph = chart.subgraphs[cluster.index]
      let style = chart.resolvedStyle(of: subgraph)
      let box = cluster.box
      svg.open(
        "g",
        [
          ("class", "cluster"), ("data-id", subgraph.id),
          ("id", "\(prefix)-cluster-\(cluster.index)"),
        ])
      var attributes: [(StaticString, String)] = [
        ("class", "cluster-box"), ("x", SVGNumber.format(box.x)), ("y", SVGNumber.format(box.y)),
        ("width", SVGNumber.format(box.width)), ("height", SVGNumber.format(box.height)),
        ("rx", "4"), ("fill", palette.clusterFill), ("stroke", palette.clusterStroke),
      ]
      if let inline = inlineStyle(style, shape: true) {
        attributes.append(("style", inline))
      }
      svg.element("rect", attributes)
      writeLabel(
        subgraph.title, center: cluster.titleCenter, size: cluster.titleSize,
        className: "cluster-label",
        color: readableColor(style))
      svg.close()
      svg.newline()
    }
  }

  /// A class name from the source, kept to ASCII letters, digits, `-` and `_`, for the edge's
  /// `data-classes` (a page's own stylesheet can pick `class e1 animate` edges by it); nil
  /// when nothing is left.
  static func className(_ name: String) -> String? {
    let kept = String(
      name.unicodeScalars.filter {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
      }.prefix(64))
    return kept.isEmpty ? nil : kept
  }

  func depth(of subgraph: Int) -> Int {
    var depth = 0
    var current = chart.subgraphs[subgraph].parent
    while let parent = current {
      depth += 1
      current = chart.subgraphs[parent].parent
    }
    return depth
  }

  /// The groups of the edges in `range` of the drawing's.
  mutating func writeEdges(_ range: Range<Int>) {
    for edge in drawing.edges[range] {
      let model = chart.edges[edge.index]
      svg.begin("g")
      svg.attribute("class", "edge")
      svg.attribute("data-from", model.from)
      svg.attribute("data-to", model.to)
      svg.attribute("id", prefix, "-edge-", edge.index)
      if let id = model.id { svg.attribute("data-edge-id", id) }
      if !model.classes.isEmpty {
        let classes = model.classes.compactMap(Self.className)
        if !classes.isEmpty { svg.attribute("data-classes", classes.joined(separator: " ")) }
      }
      svg.endOpen("g")
      EdgeArtist.draw(
        edge, model: model, style: chart.resolvedStyle(of: model),
        curve: model.curve ?? chart.curve, palette: palette, into: &svg)
      svg.close()
      svg.newline()
    }
  }

  /// The labels of the edges, over all edges.
  mutating func writeEdgeLabels() {
    for edge in drawing.edges {
      guard let box = edge.labelBox, let label = chart.edges[edge.index].label,
        let center = edge.labelCenter
      else { continue }
      let model = chart.edges[edge.index]
      svg.open("g", [("class", "edge-label"), ("data-edge", "\(edge.index)")])
      svg.element(
        "rect",
        [
          ("class", "edge-label-box"), ("x", SVGNumber.format(box.x)),
          ("y", SVGNumber.format(box.y)), ("width", SVGNumber.format(box.width)),
          ("height", SVGNumber.format(box.height)), ("rx", "2"), ("fill", palette.labelBackground),
        ])
      writeLabel(
        label, center: center, size: box.insetBy(dx: 8, dy: 4).sizeValue,
        className: "edge-label-text",
        color: chart.resolvedStyle(of: model)["color"])
      svg.close()
      svg.newline()
    }
  }

  mutating func writeNodes() {
    for node in drawing.nodes {
      let model = chart.nodes[node.index]
      let style = chart.resolvedStyle(of: model)
      svg.begin("g")
      svg.attribute("class", "node")
      svg.attribute("data-id", model.id)
      svg.attribute("id", prefix, "-node-", node.index)
      svg.endOpen("g")
      let geometry = node.geometry
      let filled =
        model.shape == .filledCircle || model.shape == .fork || model.shape == .smallCircle
      svg.begin("path")
      svg.attribute("class", geometry.drawsBody ? "node-shape" : "node-shape node-bare")
      svg.attribute("d", path: PathBuilder(polygon: node.outline.points))
      svg.attribute(
        "fill", filled ? palette.text : geometry.drawsBody ? palette.nodeFill : "none")
      svg.attribute("stroke", geometry.drawsBody ? palette.nodeStroke : "none")
      svg.attribute("stroke-width", "1.5")
      if geometry.drawsBody, let inline = inlineStyle(style, shape: true) {
        svg.attribute("style", inline)
      }
      if !geometry.drawsBody { svg.attribute("style", "fill:none;stroke:none") }
      if filled { svg.attribute("style", "fill:var(--ir-text,\(palette.text))") }
      svg.endEmpty()
      for decoration in geometry.decorations {
        var path = PathBuilder()
        for (at, point) in decoration.enumerated() {
          if at == 0 {
            path.move(to: point + node.center)
          } else {
            path.line(to: point + node.center)
          }
        }
        svg.begin("path")
        svg.attribute("class", "node-decoration")
        svg.attribute("d", path: path)
        svg.attribute("fill", "none")
        svg.attribute("stroke", palette.nodeStroke)
        svg.attribute("stroke-width", "1.5")
        if let stroke = style["stroke"] { svg.attribute("style", "stroke:\(stroke)") }
        svg.endEmpty()
      }
      if geometry.showsLabel {
        writeLabel(
          model.label, center: node.center + geometry.labelOffset, size: node.labelSize,
          className: "node-label", color: readableColor(style), weight: style["font-weight"],
          fontStyle: style["font-style"])
      }
      svg.close()
      svg.newline()
    }
  }

  /// The source's text colour, else one readable on the source's fill (WCAG 4.5:1), else
  /// nil for the theme's.
  func readableColor(_ style: FlowStyle) -> String? {
    if let color = style["color"] { return color }
    return style["fill"].flatMap { ReadableText.color(on: $0, themeText: palette.text) }
  }

  /// `style` text for validated properties (`color` and font properties go on the text).
  func inlineStyle(_ style: FlowStyle, shape: Bool) -> String? {
    guard !style.properties.isEmpty else { return nil }
    let parts = style.properties.filter {
      !["color", "font-weight", "font-style"].contains($0.name)
    }
    .map { "\($0.name):\($0.value)" }
    return parts.isEmpty ? nil : parts.joined(separator: ";")
  }

  /// A label as `<text>` with one `<tspan>` per line and per emphasised run.
  mutating func writeLabel(
    _ label: FlowLabel, center: Point, size: Size, className: String, color: String?,
    weight: String? = nil, fontStyle: String? = nil
  ) {
    let lineHeight = context.measurer.lineHeight
    let top = center.y - Double(label.lines.count) * lineHeight / 2
    svg.begin("text")
    svg.attribute("class", className)
    svg.attribute("x", number: center.x)
    svg.attribute("text-anchor", "middle")
    svg.attribute("fill", palette.text)
    if color != nil || weight != nil || fontStyle != nil {
      var style: [String] = []
      if let color { style.append("fill:\(color)") }
      if let weight { style.append("font-weight:\(weight)") }
      if let fontStyle { style.append("font-style:\(fontStyle)") }
      svg.attribute("style", style.joined(separator: ";"))
    }
    svg.endOpen("text")
    let baseline = context.measurer.fontSize * 0.36
    for (index, line) in label.lines.enumerated() {
      let y = top + lineHeight * (Double(index) + 0.5) + baseline
      svg.begin("tspan")
      svg.attribute("x", number: center.x)
      svg.attribute("y", number: y)
      svg.endOpen("tspan")
      for run in line {
        if run.bold || run.italic || run.underline || run.strikethrough || run.shift != 0 {
          var runAttributes: [(StaticString, String)] = []
          if run.bold { runAttributes.append(("font-weight", "bold")) }
          if run.italic { runAttributes.append(("font-style", "italic")) }
          if run.underline || run.strikethrough {
            let lines = [
              run.underline ? "underline" : nil, run.strikethrough ? "line-through" : nil,
            ]
            runAttributes.append(
              ("text-decoration", lines.compactMap { $0 }.joined(separator: " ")))
          }
          if run.shift != 0 {
            runAttributes.append(("baseline-shift", run.shift > 0 ? "super" : "sub"))
            runAttributes.append(("font-size", "75%"))
          }
          svg.span(runAttributes, text: run.text)
        } else {
          svg.text(run.text)
        }
      }
      svg.close()
    }
    svg.close()
  }
}

extension Rect {
  var sizeValue: Size { Size(width: width, height: height) }
}
