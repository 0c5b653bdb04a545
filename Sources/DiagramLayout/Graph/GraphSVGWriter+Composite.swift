extension GraphSVGWriter {
  /// Where a composite state's title band ends, or nil when the cluster is not drawn as a
  /// titled state box.
  ///
  /// Mermaid draws a composite state as a state: a rounded box in the state colours with its
  /// name in a band across the top and a divider line under it, the inner states below. The
  /// band is drawn only where it holds nothing but the title (a title slot beside the first
  /// rank, as ranks running across give it, keeps the subgraph look).
  func compositeBandBottom(_ placed: FlowchartDrawing.Cluster, _ cluster: GraphDiagram.Cluster)
    -> Double?
  {
    guard diagram.kind == "state", !cluster.dashed, !cluster.title.isEmpty else { return nil }
    let bottom =
      placed.titleCenter.y + placed.titleSize.height / 2 + FlowchartLayout.titleGap / 2
    guard bottom < placed.box.maxY - 4 else { return nil }
    let band = Rect(
      x: placed.box.x, y: placed.box.y, width: placed.box.width,
      height: bottom - placed.box.y)
    for node in drawing.nodes where node.outline.bounds.intersects(band, tolerance: 0.5) {
      guard placed.box.contains(node.outline.bounds, tolerance: 0.5) else { continue }
      return nil
    }
    for other in drawing.clusters where other.index != placed.index {
      if placed.box.contains(other.box, tolerance: 0.5), other.box.intersects(band, tolerance: 0.5)
      {
        return nil
      }
    }
    return bottom
  }

  /// The divider under a composite state's title band.
  mutating func writeCompositeDivider(_ box: Rect, at y: Double) {
    svg.element(
      "path",
      [
        ("class", "composite-divider"),
        ("d", "M\(SVGNumber.format(box.x)),\(SVGNumber.format(y)) H\(SVGNumber.format(box.maxX))"),
        ("fill", "none"), ("stroke", palette.nodeStroke), ("stroke-width", "1"),
      ])
  }

  /// The body under the band in the background's colour (Mermaid's composite states), its
  /// lower corners rounded with the box's.
  mutating func writeCompositeBody(_ box: Rect, below band: Double) {
    let inner = Rect(x: box.x + 1, y: band, width: box.width - 2, height: box.maxY - 1 - band)
    let r = min(5, inner.height / 2, inner.width / 2)
    var path = PathBuilder()
    path.move(to: Point(inner.x, inner.y))
    path.line(to: Point(inner.maxX, inner.y))
    path.line(to: Point(inner.maxX, inner.maxY - r))
    path.arc(to: Point(inner.maxX - r, inner.maxY), rx: r, ry: r)
    path.line(to: Point(inner.x + r, inner.maxY))
    path.arc(to: Point(inner.x, inner.maxY - r), rx: r, ry: r)
    path.close()
    svg.element(
      "path",
      [("class", "composite-body"), ("d", path.data), ("fill", palette.background)])
  }
}
