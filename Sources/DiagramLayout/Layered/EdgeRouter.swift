/// Phase 6, edge routing: each edge becomes a smooth curve from its tail's outline through its
/// dummy nodes (and label) to its head's outline.
///
/// The polyline of node centres is clipped where it leaves the tail's real outline and
/// enters the head's (diamond, circle, cylinder … as polygons; a subgraph endpoint clips to
/// its cluster box), straightened across each rank's band (`RankBands`: bends only between
/// ranks, never beside a taller node), the bends of one gap put on tracks (`GapTracks`), then turned into cubic Bézier segments with tangents
/// along the rank axis, so the curve passes through every dummy. Reversed edges are routed in their drawn direction
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

  /// Charts from this many edges make their curves on two threads (`routeAll`).
  static let parallelEdges = 100

  /// Routes every input edge of the positioned graph; `flipped` when its ranks run up or
  /// leftward (BT, RL), so the bends are the mirror image of the top-down or left-right ones.
  /// `parallel` forces the curves onto one thread or two (the result is the same).
  static func routeAll(
    _ graph: LayeredGraph, input: LayoutInput, outlines: [Polygon],
    clusterEnds: [(from: Int?, to: Int?)], horizontal: Bool, flipped: Bool = false,
    parallel: Bool? = nil
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
    let bows = parallelBows(graph)
    // First the polyline of each edge through its chain, then the ends spread apart, then
    // the curves.
    var polylines: [[Point]?] = []
    var labelCenters: [Point?] = []
    for index in input.edges.indices {
      let edge = input.edges[index]
      guard edge.from != edge.to else {
        polylines.append(nil)
        labelCenters.append(nil)
        continue
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
      polylines.append(points)
      labelCenters.append(labelCenter)
    }
    spreadEnds(
      &polylines, edges: input.edges, horizontal: horizontal, gap: input.endGap,
      followEdges: input.endsFollowEdges,
      width: { node in
        let box = outline(node).bounds
        return horizontal ? box.height : box.width
      })
    let bands = RankBands(graph, horizontal: horizontal, flipped: flipped)
    for index in polylines.indices {
      guard let points = polylines[index] else { continue }
      var chain = graph.chains[index]
      if graph.reversed[index] { chain.reverse() }
      var straight = bands.straighten(
        points, ranks: chain.map { graph.nodes[$0].rank },
        halfLength: chain.map {
          (horizontal ? graph.nodes[$0].size.width : graph.nodes[$0].size.height) / 2
        }, startIsBox: clusterEnds[index].from != nil, endIsBox: clusterEnds[index].to != nil,
        clusters: chain.map { graph.clusterPath(graph.nodes[$0].cluster) },
        boxes: graph.clusterBoxes)
      if bows[index] != 0 {
        // Edges joining the same two nodes directly would share one line: each bends
        // through its own point in the widest gap between the ranks.
        var widest = 0
        for at in 0..<(straight.count - 1)
        where abs(bands.along(straight[at + 1]) - bands.along(straight[at]))
          > abs(bands.along(straight[widest + 1]) - bands.along(straight[widest]))
        {
          widest = at
        }
        let middle = (straight[widest] + straight[widest + 1]) * 0.5
        straight.insert(
          middle + (horizontal ? Point(0, bows[index]) : Point(bows[index], 0)), at: widest + 1)
      }
      polylines[index] = straight
    }
    GapTracks.apply(&polylines, bands: bands, rooms: input.edges.map(\.room))
    if !horizontal {
      SideEntry.apply(
        &polylines, graph: graph, clusterEnds: clusterEnds, padding: input.clusterPadding)
    }
    // Each edge's curve depends on its own polyline alone: a large chart's are made on two
    // threads, the first edges on one and the rest on the other, and joined in edge order.
    let count = input.edges.count
    let half = count / 2
    let finished = polylines
    // The how-manyth self-loop of its node each edge is: a node's loops nest, each further
    // out than the one before, with its label beyond the labels of the ones before, so none
    // hides another (labels' extents along the rank axis, in layout orientation).
    var loopOrder = Array(repeating: 0, count: input.edges.count)
    var labelShift = Array(repeating: 0.0, count: input.edges.count)
    var loopsOfNode: [Int: (count: Int, labels: Double)] = [:]
    for (index, edge) in input.edges.enumerated() where edge.from == edge.to {
      let before = loopsOfNode[edge.from, default: (0, 0)]
      loopOrder[index] = before.count
      labelShift[index] = before.labels
      let label = edge.labelSize.map { $0.width + 8 } ?? 0
      loopsOfNode[edge.from] = (before.count + 1, before.labels + label)
    }
    let parts = SecondThread.map(
      count: 2, parallel: parallel ?? (count >= parallelEdges), stopAfter: { _ in false }
    ) { part, _ in
      (part == 0 ? 0..<half : half..<count).map { index -> Route? in
        let edge = input.edges[index]
        guard let points = finished[index] else {
          guard clusterEnds[index].from == nil, clusterEnds[index].to == nil else { return nil }
          let shape = outline(edge.from)
          let box = shape.bounds
          // The label's size in the final orientation, beyond the loop's apex (and beyond
          // the straight stubs its markers need, which push the apex out).
          let label = edge.labelSize.map {
            horizontal ? Size(width: $0.height, height: $0.width) : $0
          }
          let nth = Double(loopOrder[index])
          let beyond =
            32 + max(edge.room.start, edge.room.end) + nth * loopStep + labelShift[index]
          return loop(
            around: shape, center: box.center, onTop: horizontal, flipped: flipped, nth: nth,
            labelCenter: label.map {
              horizontal
                ? Point(box.center.x, box.minY - beyond - $0.height / 2)
                : Point(box.maxX + beyond + $0.width / 2, box.center.y)
            })
        }
        return route(
          chain: points, labelCenter: labelCenters[index],
          from: endpoint(edge.from, cluster: clusterEnds[index].from),
          to: endpoint(edge.to, cluster: clusterEnds[index].to), horizontal: horizontal)
      }
    }
    return parts.flatMap { $0! }
  }

  /// Spreads the ends of the edges that meet one side of a node across it (as dot's ports
  /// do), so several arrowheads never pile up on one point. The ends on a side are ordered by
  /// where their edges come from, so the spreading adds no crossing; each end moves at most
  /// 30% of the node's width from the centre, staying inside the shape before clipping;
  /// neighbouring ends are `gap` apart where the node is wide enough.
  static func spreadEnds(
    _ polylines: inout [[Point]?], edges: [LayoutInput.Edge], horizontal: Bool, gap: Double,
    followEdges: Bool = false, width: (Int) -> Double
  ) {
    struct End {
      var edge: Int
      var isStart: Bool
      var toward: Double
    }
    func along(_ p: Point) -> Double { horizontal ? p.x : p.y }
    func across(_ p: Point) -> Double { horizontal ? p.y : p.x }
    // The ends on each side (node × 2 + which side), in an array by that number: a
    // dictionary hashed it for every end.
    let nodes = edges.reduce(0) { max($0, $1.from + 1, $1.to + 1) }
    var sides = Array(repeating: [End](), count: 2 * nodes)
    var order: [Int] = []
    for (index, points) in polylines.enumerated() {
      guard let points, points.count >= 2 else { continue }
      let n = points.count
      for isStart in [true, false] {
        let node = isStart ? edges[index].from : edges[index].to
        let here = isStart ? points[0] : points[n - 1]
        let next = isStart ? points[1] : points[n - 2]
        let key = node * 2 + (along(next) > along(here) ? 1 : 0)
        if sides[key].isEmpty { order.append(key) }
        sides[key].append(End(edge: index, isStart: isStart, toward: across(next)))
      }
    }
    /// Where an end sits across its side before spreading: the node's middle.
    func middle(of end: End) -> Double {
      guard let points = polylines[end.edge] else { return 0 }
      return across(end.isStart ? points[0] : points[points.count - 1])
    }
    for key in order {
      var ends = sides[key]
      guard ends.count > 1 else { continue }
      ends.sort { ($0.toward, $0.edge) < ($1.toward, $1.edge) }
      let spacing = min(gap, 0.6 * width(key / 2) / Double(ends.count - 1))
      let centre = Double(ends.count - 1) / 2
      let shifts =
        followEdges
        ? towardShifts(
          ends.map(\.toward), middle: middle(of: ends[0]), half: 0.3 * width(key / 2),
          spacing: spacing)
        : ends.indices.map { (Double($0) - centre) * spacing }
      for (at, end) in ends.enumerated() {
        let shift = shifts[at]
        let move = horizontal ? Point(0, shift) : Point(shift, 0)
        guard let count = polylines[end.edge]?.count else { continue }
        // In place: a copy taken out and stored back copied the whole polyline.
        let at = end.isStart ? 0 : count - 1
        polylines[end.edge]![at] = polylines[end.edge]![at] + move
      }
    }
  }

  /// The shifts from `middle` that put the ends of one side (sorted by `toward`, where each
  /// edge comes from) as near their edges as `middle ± half` allows, `spacing` apart: the
  /// closest such positions in least squares, by pooling adjacent violators of the positions
  /// less `spacing` per end before them. An edge that comes straight at the side meets it
  /// without a bend; one from far off meets it toward its own end of the side.
  static func towardShifts(
    _ toward: [Double], middle: Double, half: Double, spacing: Double
  ) -> [Double] {
    var pools: [(sum: Double, count: Double)] = []
    for (at, position) in toward.enumerated() {
      pools.append((min(max(position, middle - half), middle + half) - Double(at) * spacing, 1))
      while pools.count > 1 {
        let (upper, lower) = (pools[pools.count - 1], pools[pools.count - 2])
        guard lower.sum / lower.count > upper.sum / upper.count else { break }
        pools.removeLast()
        pools[pools.count - 1] = (lower.sum + upper.sum, lower.count + upper.count)
      }
    }
    var shifts: [Double] = []
    let last = Double(toward.count - 1)
    for pool in pools {
      for _ in 0..<Int(pool.count) {
        let at = Double(shifts.count)
        let x = pool.sum / pool.count + at * spacing
        let inside = min(
          max(x, middle - half + at * spacing), middle + half - (last - at) * spacing)
        shifts.append(inside - middle)
      }
    }
    return shifts
  }

  /// The gap between edges that join the same two nodes directly.
  static let parallelGap = 16.0

  /// For each input edge, how far its middle moves across the rank axis so that edges
  /// joining the same two nodes directly (either way) stay apart: 0 for a lone edge,
  /// otherwise offsets centred on the straight line, in input order.
  static func parallelBows(_ graph: LayeredGraph) -> [Double] {
    var groups: [[Int]: [Int]] = [:]
    var keys: [[Int]] = []
    for (index, chain) in graph.chains.enumerated() where chain.count == 2 {
      let key = [min(chain[0], chain[1]), max(chain[0], chain[1])]
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(index)
    }
    var bows = Array(repeating: 0.0, count: graph.chains.count)
    for key in keys {
      guard let members = groups[key], members.count > 1 else { continue }
      let centre = Double(members.count - 1) / 2
      for (at, index) in members.enumerated() {
        bows[index] = (Double(at) - centre) * parallelGap
      }
    }
    return bows
  }

  static func route(
    chain: [Point], labelCenter: Point?, from: Polygon, to: Polygon, horizontal: Bool
  ) -> Route {
    guard chain.count >= 2 else {
      return Route(start: chain.first ?? Point(0, 0), segments: [], labelCenter: labelCenter)
    }
    var segments = smooth(chain, horizontal: horizontal)
    var start = chain[0]
    // Cut the first and last curves where they cross the outlines, so each end meets its
    // shape along the curve's own tangent; fall back to the straight chord when the curve
    // never leaves the shape (touching nodes).
    let first = (start, segments[0].control1, segments[0].control2, segments[0].end)
    if let t = crossing(first, polygon: from, leaving: true) {
      let right = split(first, at: t).right
      start = right.0
      segments[0] = (right.1, right.2, right.3)
    } else {
      start = from.exitPoint(from: chain[0], toward: chain[1])
    }
    let lastIndex = segments.count - 1
    let lastStart = lastIndex == 0 ? start : segments[lastIndex - 1].end
    let last = (
      lastStart, segments[lastIndex].control1, segments[lastIndex].control2, segments[lastIndex].end
    )
    if let t = crossing(last, polygon: to, leaving: false) {
      let left = split(last, at: t).left
      segments[lastIndex] = (left.1, left.2, left.3)
    } else {
      let end = to.exitPoint(from: chain[chain.count - 1], toward: chain[chain.count - 2])
      segments[lastIndex] = (
        lastStart + (end - lastStart) * (1.0 / 3), lastStart + (end - lastStart) * (2.0 / 3), end
      )
    }
    return Route(
      start: start, segments: segments, labelCenter: labelCenter, fromOutline: from,
      toOutline: to)
  }

  typealias Cubic = (Point, Point, Point, Point)

  static func point(_ c: Cubic, _ t: Double) -> Point {
    let u = 1 - t
    return c.0 * (u * u * u) + c.1 * (3 * u * u * t) + c.2 * (3 * u * t * t) + c.3 * (t * t * t)
  }

  /// De Casteljau's split of a cubic at `t`.
  static func split(_ c: Cubic, at t: Double) -> (left: Cubic, right: Cubic) {
    func lerp(_ a: Point, _ b: Point) -> Point { a + (b - a) * t }
    let p01 = lerp(c.0, c.1)
    let p12 = lerp(c.1, c.2)
    let p23 = lerp(c.2, c.3)
    let p012 = lerp(p01, p12)
    let p123 = lerp(p12, p23)
    let mid = lerp(p012, p123)
    return ((c.0, p01, p012, mid), (mid, p123, p23, c.3))
  }

  /// The parameter where the curve crosses the polygon's outline: leaving it (inside at 0)
  /// or entering it (inside at 1); nil when the curve has no such crossing.
  static func crossing(_ c: Cubic, polygon: Polygon, leaving: Bool) -> Double? {
    let steps = 48
    let box = OutlineBox(polygon)
    var outside: Double?
    var inside: Double?
    for step in 0...steps {
      // Walk from the outside end towards the inside end.
      let t = leaving ? 1 - Double(step) / Double(steps) : Double(step) / Double(steps)
      if box.contains(point(c, t), polygon) {
        inside = t
        break
      }
      outside = t
    }
    guard var a = outside, var b = inside else { return nil }
    for _ in 0..<30 {
      let m = (a + b) / 2
      if box.contains(point(c, m), polygon) { b = m } else { a = m }
    }
    return a
  }

  /// A self-edge: a loop on the node's right side, or on its top when ranks run across (the
  /// sides rank edges use are then left and right), leaving and returning a quarter of the
  /// side apart so its arrowhead stands clear of the start. It runs the way the chart flows
  /// (downward beside a top-to-bottom node, leftward over a right-to-left one), so a `flipped`
  /// chart's loop is the mirror image of the unflipped one's.
  /// How much further out each further self-loop of one node reaches.
  static let loopStep = 16.0

  static func loop(
    around outline: Polygon, center: Point, onTop: Bool = false, flipped: Bool = false,
    nth: Double = 0, labelCenter: Point?
  ) -> Route {
    let out = 40 + nth * loopStep
    let box = outline.bounds
    let sign = flipped ? -1.0 : 1.0
    // Rays straight out from a quarter of the way across: the ends sit half the side apart.
    if onTop {
      let quarter = box.width / 4 * sign
      let start = outline.exitPoint(
        from: Point(center.x - quarter, center.y), toward: Point(center.x - quarter, box.minY - 1))
      let end = outline.exitPoint(
        from: Point(center.x + quarter, center.y), toward: Point(center.x + quarter, box.minY - 1))
      return Route(
        start: start,
        segments: [(start + Point(-10 * sign, -out), end + Point(10 * sign, -out), end)],
        labelCenter: labelCenter, fromOutline: outline, toOutline: outline)
    }
    let quarter = box.height / 4 * sign
    let start = outline.exitPoint(
      from: Point(center.x, center.y - quarter), toward: Point(box.maxX + 1, center.y - quarter))
    let end = outline.exitPoint(
      from: Point(center.x, center.y + quarter), toward: Point(box.maxX + 1, center.y + quarter))
    return Route(
      start: start,
      segments: [(start + Point(out, -10 * sign), end + Point(out, 10 * sign), end)],
      labelCenter: labelCenter, fromOutline: outline, toOutline: outline)
  }

  /// Cubic segments through `points` whose tangents run along the rank axis at every point
  /// (a "bump" curve): two edges between the same ranks whose ends keep their left-to-right
  /// order never cross, so drawn crossings match the ordering phase's count.
  static func smooth(_ points: [Point], horizontal: Bool) -> [(
    control1: Point, control2: Point, end: Point
  )] {
    guard points.count >= 2 else { return [] }
    // Typed as returned: an unlabelled tuple array was cast element by element on return.
    var segments: [(control1: Point, control2: Point, end: Point)] = []
    segments.reserveCapacity(points.count - 1)
    for index in 0..<(points.count - 1) {
      let a = points[index]
      let b = points[index + 1]
      let half = horizontal ? Point((b.x - a.x) / 2, 0) : Point(0, (b.y - a.y) / 2)
      segments.append((a + half, b - half, b))
    }
    return segments
  }
}
