/// Phase 6, edge routing: each edge becomes a smooth curve from its tail's outline through its
/// dummy nodes (and label) to its head's outline.
///
/// The polyline of node centres is clipped where it leaves the tail's real outline and
/// enters the head's (diamond, circle, cylinder … as polygons; a subgraph endpoint clips to
/// its cluster box), then turned into cubic Bézier segments with tangents along the rank axis, so
/// the curve passes through every dummy. Reversed edges are routed in their drawn direction
/// (the undo of `Acyclic`). Pre: final coordinates. Post: a `Route` per drawn edge whose
/// first and last points lie on the end outlines.
enum EdgeRouter {
  /// A routed edge: `start`, then cubic segments; `labelCenter` when it has a label.
  struct Route: Equatable {
    var start: Point
    var segments: [(control1: Point, control2: Point, end: Point)]
    var labelCenter: Point?
    var fromOutline = Polygon([])
    var toOutline = Polygon([])

    static func == (a: Route, b: Route) -> Bool {
      a.start == b.start && a.labelCenter == b.labelCenter
        && a.segments.map(\.end) == b.segments.map(\.end)
    }

    /// The last point (on the head's outline).
    var end: Point { segments.last?.end ?? start }
  }

  /// What an edge end clips against, in final coordinates.
  enum Endpoint {
    case node(Int)
    case box(Rect)
  }

  /// Routes every input edge of the positioned graph.
  static func routeAll(
    _ graph: LayeredGraph, input: LayoutInput, outlines: [Polygon],
    clusterEnds: [(from: Int?, to: Int?)], horizontal: Bool
  ) -> [Route?] {
    func center(_ node: Int) -> Point { Point(graph.nodes[node].x, graph.nodes[node].y) }
    func outline(_ node: Int) -> Polygon {
      let c = center(node)
      return Polygon(outlines[node].points.map { $0 + c })
    }
    func endpoint(_ node: Int, cluster: Int?) -> Polygon {
      if let cluster, let box = graph.clusterBoxes[cluster] {
        return Polygon([
          Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY),
          Point(box.minX, box.maxY),
        ])
      }
      return outline(node)
    }
    return input.edges.indices.map { index in
      let edge = input.edges[index]
      if edge.from == edge.to {
        guard clusterEnds[index].from == nil, clusterEnds[index].to == nil else { return nil }
        let shape = outline(edge.from)
        let labelWidth = edge.labelSize.map { horizontal ? $0.height : $0.width }
        return loop(
          around: shape, center: shape.bounds.center,
          labelCenter: labelWidth.map {
            Point(shape.bounds.maxX + 32 + $0 / 2, shape.bounds.center.y)
          })
      }
      var chain = graph.chains[index]
      if graph.reversed[index] { chain.reverse() }
      var labelCenter: Point?
      for node in chain {
        if case .label = graph.nodes[node].kind { labelCenter = center(node) }
      }
      // Clip from the shape's own centre: a node widened for a self-loop sits left of its slot.
      var points = chain.map(center)
      if clusterEnds[index].from == nil { points[0] = outline(edge.from).bounds.center }
      if clusterEnds[index].to == nil {
        points[points.count - 1] = outline(edge.to).bounds.center
      }
      return route(
        chain: points, labelCenter: labelCenter,
        from: endpoint(edge.from, cluster: clusterEnds[index].from),
        to: endpoint(edge.to, cluster: clusterEnds[index].to), horizontal: horizontal)
    }
  }

  static func route(
    chain: [Point], labelCenter: Point?, from: Polygon, to: Polygon, horizontal: Bool
  ) -> Route {
    var points = chain
    guard points.count >= 2 else {
      return Route(start: chain.first ?? Point(0, 0), segments: [], labelCenter: labelCenter)
    }
    let startPoint = from.exitPoint(from: points[0], toward: points[1])
    let endPoint = to.exitPoint(from: points[points.count - 1], toward: points[points.count - 2])
    points[0] = startPoint
    points[points.count - 1] = endPoint
    return Route(
      start: startPoint, segments: smooth(points, horizontal: horizontal), labelCenter: labelCenter,
      fromOutline: from,
      toOutline: to)
  }

  /// A loop on the right side of a node (a self-edge).
  static func loop(around outline: Polygon, center: Point, labelCenter: Point?) -> Route {
    let box = outline.bounds
    let up = Point(box.maxX + box.width, center.y - box.height / 4)
    let down = Point(box.maxX + box.width, center.y + box.height / 4)
    let start = outline.exitPoint(from: center, toward: up)
    let end = outline.exitPoint(from: center, toward: down)
    return Route(
      start: start,
      segments: [(start + Point(36, -14), end + Point(36, 14), end)], labelCenter: labelCenter,
      fromOutline: outline, toOutline: outline)
  }

  /// Cubic segments through `points` whose tangents run along the rank axis at every point
  /// (a "bump" curve): two edges between the same ranks whose ends keep their left-to-right
  /// order never cross, so drawn crossings match the ordering phase's count.
  static func smooth(_ points: [Point], horizontal: Bool) -> [(
    control1: Point, control2: Point, end: Point
  )] {
    guard points.count >= 2 else { return [] }
    var segments: [(Point, Point, Point)] = []
    for index in 0..<(points.count - 1) {
      let a = points[index]
      let b = points[index + 1]
      let half = horizontal ? Point((b.x - a.x) / 2, 0) : Point(0, (b.y - a.y) / 2)
      segments.append((a + half, b - half, b))
    }
    return segments
  }
}
