/// Draws treemaps: each section a `<g class="section" data-id>` with its box and its name in
/// the header row, each leaf a `<g class="leaf" data-id>` in its top-level section's scale
/// colour (or its `classDef`'s) with its name and value, cut with `…` to fit its box and given
/// whole in the group's `<title>`.
package enum TreemapRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let tree = try TreemapParser.parse(source)
    try context.checkpoint()
    let layout = TreemapLayout(tree, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: TreemapLayout, context: DiagramContext) -> String {
    let tree = layout.tree
    var doc = ChartDocument(
      context: context, type: "treemap", bounds: layout.bounds, title: tree.title)
    let palette = context.theme.palette
    let measurer = context.measurer
    for (index, node) in tree.nodes.enumerated() {
      let rect = layout.rects[index]
      let style = node.className.flatMap { tree.classes[$0] }
      let value = tree.valueFormat.format(tree.total(index))
      let isLeaf = node.value != nil || node.children.isEmpty
      doc.openItem(isLeaf ? "leaf" : "section", id: node.name)
      doc.writer.element("title", [], text: "\(node.name): \(value)")
      if isLeaf {
        let color = layout.colorIndex[index]
        doc.rect(
          rect, fill: style?.fill ?? ChartPalette.color(color, context.theme),
          stroke: style?.stroke ?? palette.background,
          className: style?.fill == nil ? ChartPalette.fillClass(color) : "leaf-box")
        var lines = [fit(node.name, rect.width - 8, measurer)]
        if tree.showValues { lines.append(fit(value, rect.width - 8, measurer)) }
        let room = Int((rect.height - 4) / measurer.lineHeight)
        lines = Array(lines.prefix(max(room, 0))).filter { !$0.isEmpty }
        if !lines.isEmpty {
          doc.lines(
            lines, center: Point(rect.x + rect.width / 2, rect.y + rect.height / 2),
            className: style?.color == nil ? nil : "leaf-text")
        }
      } else {
        doc.rect(
          rect, fill: style?.fill ?? palette.clusterFill,
          stroke: style?.stroke ?? palette.clusterStroke, className: "cluster-box")
        let header = fit(
          tree.showValues ? "\(node.name) \(value)" : node.name, rect.width - 12, measurer)
        if !header.isEmpty, rect.height >= TreemapLayout.headerHeight {
          doc.text(
            header, at: Point(rect.x + 6, rect.y + TreemapLayout.headerHeight / 2),
            anchor: "start", bold: true, fill: style?.color)
        }
      }
      doc.close()
      doc.writer.newline()
    }
    if let title = tree.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// `text` cut with `…` to `width` pixels; empty when not even `…` fits.
  static func fit(_ text: String, _ width: Double, _ measurer: TextMeasurer) -> String {
    let line = DiagramLimits.cutLabelLine(text)
    if measurer.width(line) <= width { return line }
    var kept = Substring(line)
    while !kept.isEmpty, measurer.width(kept + "…") > width { kept = kept.dropLast() }
    return kept.isEmpty ? "" : kept + "…"
  }
}
