/// The path of a state, class or ER edge with a straight stub at each end that carries a
/// marker: the stub leaves the node square to the side it touches and is longer than the
/// marker, so a crow's foot (`||`, `o{`) or a UML head lies along its line instead of
/// tilting with the curve's last bend (Mermaid's markers sit on straight ends too).
///
/// The route's curves are kept between the stubs; only their outer control points move, so
/// the curve meets each stub along it. A self-relationship's loop bulges out past its stubs
/// with its ends pushed apart, so its two markers stand clear of each other.
enum EdgeEnds {
  /// How far the straight part reaches beyond the marker.
  static let clearance = 6.0
  /// How far a self-loop bulges past its stubs.
  static let loopReach = 30.0

  /// The path data and the directions the edge runs at its start and end (into the node).
  struct Shaped {
    var path: PathBuilder
    var startDirection: Point
    var endDirection: Point
    /// Where the ends touch their nodes (a self-loop's are pushed apart).
    var startTip: Point
    var endTip: Point
  }

  /// The unit normal pointing out of the side of `outline`'s box nearest to `tip`.
  static func outwardNormal(at tip: Point, of outline: Polygon) -> Point {
    let box = outline.bounds
    let sides: [(Double, Point)] = [
      (abs(tip.y - box.minY), Point(0, -1)), (abs(box.maxY - tip.y), Point(0, 1)),
      (abs(tip.x - box.minX), Point(-1, 0)), (abs(box.maxX - tip.x), Point(1, 0)),
    ]
    return sides.min { $0.0 < $1.0 }!.1
  }

  /// The length of the straight stub a marker needs (0 without a marker).
  static func stubLength(_ marker: EdgeMarker) -> Double {
    marker == .none ? 0 : max(marker.length, marker.inset) + clearance
  }

  static func shape(
    _ placed: FlowchartDrawing.Edge, startMarker: EdgeMarker, endMarker: EdgeMarker,
    startDirection: Point, endDirection: Point
  ) -> Shaped {
    var segments = placed.segments
    guard let last = segments.last else {
      return Shaped(
        path: PathBuilder(), startDirection: startDirection, endDirection: endDirection,
        startTip: placed.start, endTip: placed.start)
    }
    var startTip = placed.start
    var endTip = last.end
    // A self-loop's ends lie on one side of one box.
    let selfLoop =
      placed.fromOutline.bounds == placed.toOutline.bounds
      && outwardNormal(at: startTip, of: placed.fromOutline)
        == outwardNormal(at: endTip, of: placed.toOutline)
    var startStub = stubLength(startMarker)
    var endStub = stubLength(endMarker)
    if selfLoop, startStub + endStub > 0 {
      // The two markers side by side on one side: their ends at least half their widths
      // and a gap apart, within the side.
      let middle = (startTip + endTip) * 0.5
      let along = (startTip - endTip).normalized
      let box = placed.fromOutline.bounds
      let side = abs(along.x) > abs(along.y) ? box.width : box.height
      let half = min(
        max(startTip.distance(to: endTip) / 2, (startMarker.width + endMarker.width) / 4 + 3),
        max(side / 2 - 2, 0))
      startTip = middle + along * half
      endTip = middle - along * half
    }
    // Stubs never take more than most of the distance between the ends (short edges
    // between close ranks keep a curve between them).
    let room = selfLoop ? .infinity : startTip.distance(to: endTip) * 0.8
    if startStub + endStub > room {
      let scale = room / (startStub + endStub)
      startStub *= scale
      endStub *= scale
    }
    var result = Shaped(
      path: PathBuilder(commands: segments.count + 3), startDirection: startDirection,
      endDirection: endDirection, startTip: startTip, endTip: endTip)
    var startOuter = startTip
    var endOuter = endTip
    var startNormal = startDirection * -1
    var endNormal = endDirection * -1
    if startStub > 0 {
      startNormal = outwardNormal(at: startTip, of: placed.fromOutline)
      startOuter = startTip + startNormal * startStub
      result.startDirection = startNormal * -1
    }
    if endStub > 0 {
      endNormal = outwardNormal(at: endTip, of: placed.toOutline)
      endOuter = endTip + endNormal * endStub
      result.endDirection = endNormal * -1
    }
    if selfLoop, startStub > 0 || endStub > 0 {
      // Both ends on one side: one curve bulging out past the stubs and apart, so the loop
      // is round and its markers do not touch.
      segments = [segments[segments.count - 1]]
      // A node's further loops reach further (`EdgeRouter.loop` nests them): keep that.
      let routed = segments[0].control1 - placed.start
      let nested = max(0, routed.x * startNormal.x + routed.y * startNormal.y - 40)
      let reach = loopReach + nested
      let apart = (startOuter - endOuter).normalized
      segments[0].control1 = startOuter + startNormal * reach + apart * (loopReach / 2)
      segments[0].control2 = endOuter + endNormal * reach - apart * (loopReach / 2)
    } else {
      // Route points inside a stub's reach (a port just off the outline) are passed over:
      // the curve starts where the route first leaves the stub's stretch and ends where it
      // last enters the other's.
      func beyond(_ point: Point, _ tip: Point, _ normal: Point, _ stub: Double) -> Bool {
        let offset = point - tip
        return offset.x * normal.x + offset.y * normal.y > stub + 1
      }
      if startStub > 0,
        let first = segments.firstIndex(where: { beyond($0.end, startTip, startNormal, startStub) })
      {
        segments.removeFirst(first)
      }
      if endStub > 0 {
        var starts = [startOuter] + segments.map(\.end)
        starts.removeLast()
        if let lastKept = starts.lastIndex(where: { beyond($0, endTip, endNormal, endStub) }) {
          segments.removeLast(segments.count - 1 - lastKept)
        }
      }
      let first = segments[0]
      if startStub > 0 {
        let reach = min(max(startOuter.distance(to: first.end) / 2, 8), 40)
        segments[0].control1 = startOuter + startNormal * reach
      }
      if endStub > 0 {
        let previous = segments.count > 1 ? segments[segments.count - 2].end : startOuter
        let reach = min(max(endOuter.distance(to: previous) / 2, 8), 40)
        segments[segments.count - 1].control2 = endOuter + endNormal * reach
      }
    }
    segments[segments.count - 1].end = endOuter
    result.path.move(to: startTip - result.startDirection * startMarker.inset)
    if startStub > 0 { result.path.line(to: startOuter) }
    for segment in segments {
      result.path.curve(to: segment.end, control1: segment.control1, control2: segment.control2)
    }
    if endStub > 0 { result.path.line(to: endTip - result.endDirection * endMarker.inset) }
    return result
  }
}
