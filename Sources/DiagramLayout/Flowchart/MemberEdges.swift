/// Draws the edges between a subgraph and something inside it (`S --> A` with `A` in `S`),
/// which the layered layout cannot rank: such an edge has no route outside the subgraph's box.
///
/// As Mermaid draws them, the edge runs inside the box: from the side of the box nearest the
/// member (never the side the title is on, so it never crosses the title) straight to the
/// member's outline. Pre: the drawing holds every node and cluster in final coordinates.
/// Post: each such edge whose ends were both drawn has a route; its label sits halfway.
enum MemberEdges {
  static func add(
    _ chart: Flowchart, measures: FlowchartLayout.Measures, to drawing: inout FlowchartDrawing
  ) {
    // The outer end of such an edge is a drawn cluster: without one there is nothing to do
    // (and looking up both ends of every edge cost 0.8M instructions on a 200-edge chart).
    guard !drawing.clusters.isEmpty else { return }
    var nodeAt: [Int: Int] = [:]
    for (at, node) in drawing.nodes.enumerated() { nodeAt[node.index] = at }
    var clusterAt: [Int: Int] = [:]
    for (at, cluster) in drawing.clusters.enumerated() { clusterAt[cluster.index] = at }
    func ancestors(_ parent: Int?) -> Set<Int> {
      var result: Set<Int> = []
      var current = parent
      while let c = current, result.count <= chart.subgraphs.count, result.insert(c).inserted {
        current = chart.subgraphs[c].parent
      }
      return result
    }
    /// The outline of an id drawn as a node or a cluster box, with its ancestors.
    func end(_ id: String) -> (outline: Polygon, ancestors: Set<Int>, subgraph: Int?)? {
      if let node = measures.nodeIndex[id], let at = nodeAt[node] {
        return (drawing.nodes[at].outline, ancestors(chart.nodes[node].parent), nil)
      }
      if let subgraph = measures.subgraphIndex[id], let at = clusterAt[subgraph] {
        return (
          box(drawing.clusters[at].box), ancestors(chart.subgraphs[subgraph].parent), subgraph
        )
      }
      return nil
    }
    for (index, edge) in chart.edges.enumerated() {
      guard let from = end(edge.from), let to = end(edge.to) else { continue }
      // The outer end is a subgraph that holds the inner one.
      let outerIsFrom: Bool
      if let s = from.subgraph, to.ancestors.contains(s) {
        outerIsFrom = true
      } else if let s = to.subgraph, from.ancestors.contains(s) {
        outerIsFrom = false
      } else {
        continue
      }
      let outer = outerIsFrom ? from : to
      let inner = outerIsFrom ? to : from
      guard let subgraph = outer.subgraph, let at = clusterAt[subgraph] else { continue }
      let cluster = drawing.clusters[at]
      var labelSize: Size?
      if let label = edge.label, !label.isEmpty {
        let text = FlowchartLayout.measure(label, measures.measurer)
        let padding = FlowchartLayout.labelPadding
        labelSize = Size(
          width: text.width + 2 * padding.width, height: text.height + 2 * padding.height)
      }
      let innerBounds = inner.outline.bounds
      let side = sidePoint(
        cluster.box, title: cluster.titleCenter, toward: innerBounds,
        label: labelSize ?? Size(width: 0, height: 0),
        obstacles: drawing.nodes.map { $0.outline.bounds }.filter { $0 != innerBounds })
      let innerPoint = inner.outline.exitPoint(from: inner.outline.bounds.center, toward: side)
      let (start, finish) = outerIsFrom ? (side, innerPoint) : (innerPoint, side)
      let d = finish - start
      drawing.edges.append(
        FlowchartDrawing.Edge(
          index: index, start: start,
          segments: [
            FlowchartDrawing.Segment(
              control1: start + d * (1.0 / 3), control2: start + d * (2.0 / 3), end: finish)
          ], labelCenter: labelSize.map { _ in start + d * 0.5 }, labelSize: labelSize,
          fromOutline: outerIsFrom ? outer.outline : inner.outline,
          toOutline: outerIsFrom ? inner.outline : outer.outline))
    }
  }

  static func box(_ rect: Rect) -> Polygon {
    Polygon([
      Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY),
      Point(rect.minX, rect.maxY),
    ])
  }

  /// The point of a side of the box straight across from `member`'s centre: the nearest side
  /// with room for the arrow and the label between it and the member, else the side with the
  /// most room; never the side nearest the title, and never a side whose straight line from
  /// the member would cross another node (`obstacles`), unless every side's would.
  static func sidePoint(
    _ box: Rect, title: Point, toward member: Rect, label: Size, obstacles: [Rect] = []
  ) -> Point {
    let c = member.center
    // (room between the member and the side, room needed, point, distance to the title)
    let sides: [(room: Double, needed: Double, point: Point, titleDistance: Double)] = [
      (member.minY - box.minY, label.height, Point(c.x, box.minY), abs(title.y - box.minY)),
      (box.maxY - member.maxY, label.height, Point(c.x, box.maxY), abs(box.maxY - title.y)),
      (member.minX - box.minX, label.width, Point(box.minX, c.y), abs(title.x - box.minX)),
      (box.maxX - member.maxX, label.width, Point(box.maxX, c.y), abs(box.maxX - title.x)),
    ]
    let titleSide = sides.indices.min { sides[$0].titleDistance < sides[$1].titleDistance } ?? 0
    let free = sides.indices.filter { $0 != titleSide }
    // A 2 px margin keeps the line from grazing a neighbour's outline.
    let clear = free.filter { side in
      !obstacles.contains {
        $0.insetBy(dx: -2, dy: -2).intersects(segmentFrom: c, to: sides[side].point)
      }
    }
    let open = clear.isEmpty ? free : clear
    let roomy = open.filter { sides[$0].room >= sides[$0].needed + 24 }
    if let nearest = roomy.min(by: { sides[$0].room < sides[$1].room }) {
      return sides[nearest].point
    }
    let widest = open.max { sides[$0].room < sides[$1].room } ?? 1
    return sides[widest].point
  }
}
