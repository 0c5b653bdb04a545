import Foundation

/// Draws mindmaps: connectors, then each node a `<g class="node" data-id>` with its shape
/// and text, coloured by first-level branch.
package enum MindmapRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let tree = try MindmapParser.parse(source)
    try context.checkpoint()
    let layout = MindmapLayout(tree, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: MindmapLayout, context: DiagramContext) -> String {
    var doc = ChartDocument(context: context, type: "mindmap", bounds: layout.bounds, title: nil)
    for link in layout.links {
      let branch = layout.boxes[link.child].branch ?? 0
      var path = PathBuilder()
      path.move(to: link.from)
      let middle = (link.from.x + link.to.x) / 2
      path.curve(
        to: link.to, control1: Point(middle, link.from.y), control2: Point(middle, link.to.y))
      doc.path(
        path.data, stroke: ChartPalette.color(branch, context.theme),
        className: "s\(branch % ChartPalette.count) mindmap-link",
        width: max(1.5, 4 - Double(layout.tree.nodes[link.child].depth)))
    }
    doc.writer.newline()
    let palette = context.theme.palette
    for box in layout.boxes {
      let node = layout.tree.nodes[box.index]
      doc.openItem("node", id: node.id)
      let fill = box.branch.map { ChartPalette.color($0, context.theme) } ?? palette.nodeFill
      let className = box.branch.map(ChartPalette.fillClass) ?? "chart-box"
      let r = box.rect
      switch node.shape {
      case .plain, .rounded, .square:
        let radius = node.shape == .square ? 0 : node.shape == .rounded ? r.height / 2 : 6
        doc.rect(
          r, fill: fill, stroke: palette.nodeStroke, className: className, radius: min(radius, 14))
      case .circle:
        doc.path(
          ChartDocument.circle(center: r.center, radius: r.width / 2), stroke: palette.nodeStroke,
          fill: fill, className: className)
      case .hexagon:
        let inset = r.height / 4
        doc.path(
          PathBuilder.polygon([
            Point(r.minX + inset, r.minY), Point(r.maxX - inset, r.minY), Point(r.maxX, r.center.y),
            Point(r.maxX - inset, r.maxY), Point(r.minX + inset, r.maxY), Point(r.minX, r.center.y),
          ]), stroke: palette.nodeStroke, fill: fill, className: className)
      case .bang:
        doc.path(bang(r), stroke: palette.nodeStroke, fill: fill, className: className)
      case .cloud:
        doc.path(cloud(r), stroke: palette.nodeStroke, fill: fill, className: className)
      }
      doc.lines(
        layout.lines[box.index], center: r.center,
        colour: box.branch.flatMap { ChartPalette.labelColor($0, context.theme) },
        bold: box.index == 0)
      doc.close()
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// A star-like outline: points pushed out between the corners and edge midpoints.
  static func bang(_ r: Rect) -> String {
    let c = r.center
    var points: [Point] = []
    let count = 16
    for step in 0..<count {
      let angle = Double(step) / Double(count) * 2 * Double.pi
      let scale = step % 2 == 0 ? 1.0 : 0.82
      points.append(
        Point(c.x + cos(angle) * r.width / 2 * scale, c.y + sin(angle) * r.height / 2 * scale))
    }
    return PathBuilder.polygon(points)
  }

  /// Bumps along the top and bottom edges, one arc per bump, and a round cap at each end.
  static func cloud(_ r: Rect) -> String {
    let bump = min(r.height / 4, 10)
    let inner = r.insetBy(dx: bump, dy: bump)
    let bumps = max(2, Int(inner.width / 30))
    let w = inner.width / Double(bumps)
    var path = PathBuilder()
    path.move(to: Point(inner.minX, inner.minY))
    for i in 0..<bumps {
      path.arc(to: Point(inner.minX + w * Double(i + 1), inner.minY), rx: w / 2, ry: bump)
    }
    path.arc(to: Point(inner.maxX, inner.maxY), rx: bump, ry: inner.height / 2)
    for i in (0..<bumps).reversed() {
      path.arc(to: Point(inner.minX + w * Double(i), inner.maxY), rx: w / 2, ry: bump)
    }
    path.arc(to: Point(inner.minX, inner.minY), rx: bump, ry: inner.height / 2)
    path.close()
    return path.data
  }
}
