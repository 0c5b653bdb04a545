/// Draws the self-loops of subgraphs and composite states (`S --> S`, `Active --> Active:
/// LOG`), which the layered layout cannot rank: an edge from a cluster to itself has no
/// member to stand in for either end.
///
/// Mermaid draws such a loop on the box's side; here it leaves the right side of the box a
/// little above the middle and comes back a little below, bulging out by `reach`, with its
/// label beyond the bulge. Loops of one box are stacked outward. Pre: the drawing holds every
/// cluster in final coordinates. Post: each such edge has a route, and the drawing is wide
/// enough to hold the loops and their labels.
enum ClusterLoops {
  static let reach = 36.0
  static let spread = 10.0

  static func add(
    _ chart: Flowchart, measures: FlowchartLayout.Measures, to drawing: inout FlowchartDrawing
  ) {
    guard !drawing.clusters.isEmpty else { return }
    var clusterAt: [Int: Int] = [:]
    for (at, cluster) in drawing.clusters.enumerated() { clusterAt[cluster.index] = at }
    var loopsOfCluster: [Int: Int] = [:]
    var right = drawing.size.width
    for (index, edge) in chart.edges.enumerated() where edge.from == edge.to {
      guard let subgraph = measures.subgraphIndex[edge.from], let at = clusterAt[subgraph]
      else { continue }
      let box = drawing.clusters[at].box
      let nth = Double(loopsOfCluster[subgraph, default: 0])
      loopsOfCluster[subgraph, default: 0] += 1
      let out = reach + nth * spread * 2
      let half = spread + nth * spread
      let mid = box.center.y
      let start = Point(box.maxX, mid - half)
      let finish = Point(box.maxX, mid + half)
      var labelSize: Size?
      var labelCenter: Point?
      if let label = edge.label, !label.isEmpty {
        let text = FlowchartLayout.measure(label, measures.measurer)
        let padding = FlowchartLayout.labelPadding
        let size = Size(
          width: text.width + 2 * padding.width, height: text.height + 2 * padding.height)
        labelSize = size
        labelCenter = Point(box.maxX + out * 0.75 + 4 + size.width / 2, mid)
      }
      let outline = MemberEdges.box(box)
      drawing.edges.append(
        FlowchartDrawing.Edge(
          index: index, start: start,
          segments: [
            FlowchartDrawing.Segment(
              control1: Point(box.maxX + out, start.y - half),
              control2: Point(box.maxX + out, finish.y + half), end: finish)
          ], labelCenter: labelCenter, labelSize: labelSize, fromOutline: outline,
          toOutline: outline))
      let extent = labelCenter.map { $0.x + (labelSize?.width ?? 0) / 2 } ?? box.maxX + out
      right = max(right, extent + Orientation.margin)
    }
    drawing.size.width = right
  }
}
