/// Draws one routed edge: the curve, shortened so it stops at the base of each head, and the
/// heads (arrow, circle, cross) with their tips on the end outlines.
enum EdgeArtist {
  static let arrowLength = 9.0
  static let arrowHalfWidth = 4.5
  static let circleRadius = 4.0

  static func draw(
    _ edge: FlowchartDrawing.Edge, model: FlowEdge, style: FlowStyle, curve: EdgeCurve?,
    palette: DiagramTheme.Palette, into svg: inout SVGWriter
  ) {
    guard let last = edge.segments.last else { return }
    let visible = model.stroke != .invisible
    let startDirection: Point
    let endDirection: Point
    svg.begin("path")
    svg.attribute("class", "edge-path")
    if let curve {
      // The route's points (its ends and every dummy) drawn with the chosen d3 curve.
      var points = [edge.start] + edge.segments.map(\.end)
      (startDirection, endDirection) = directions(curve, points)
      if model.endHead != .none {
        points[points.count - 1] = last.end - endDirection * inset(model.endHead)
      }
      if model.startHead != .none {
        points[0] = edge.start - startDirection * inset(model.startHead)
      }
      svg.attribute("d", curve.path(points))
    } else {
      endDirection = direction(from: last.control2, to: last.end, fallback: edge.start)
      startDirection = direction(
        from: edge.segments[0].control1, to: edge.start, fallback: last.end)
      var start = edge.start
      if model.startHead != .none {
        start = edge.start - startDirection * inset(model.startHead)
      }
      // Room for every segment up front: an edge's path grew its bytes four or five times.
      // The segments are read in place, the last one's end moved back for its head.
      var path = PathBuilder(commands: edge.segments.count + 1)
      path.move(to: start)
      for (at, segment) in edge.segments.enumerated() {
        var end = segment.end
        if at == edge.segments.count - 1, model.endHead != .none {
          end = last.end - endDirection * inset(model.endHead)
        }
        path.curve(to: end, control1: segment.control1, control2: segment.control2)
      }
      svg.attribute("d", path: path)
    }
    svg.attribute("fill", "none")
    svg.attribute("stroke", visible ? palette.line : "none")
    svg.attribute("stroke-width", model.stroke == .thick ? "3.5" : "1.5")
    if model.stroke == .dotted { svg.attribute("stroke-dasharray", "3 3") }
    if !visible {
      svg.attribute("style", "stroke:none")
    } else if !style.properties.isEmpty {
      svg.attribute(
        "style", style.properties.map { "\($0.name):\($0.value)" }.joined(separator: ";"))
    }
    svg.endEmpty()
    guard visible else { return }
    let color = style["stroke"]
    head(
      model.endHead, tip: last.end, direction: endDirection, palette: palette, color: color,
      into: &svg)
    head(
      model.startHead, tip: edge.start, direction: startDirection, palette: palette, color: color,
      into: &svg)
  }

  /// The directions a curve leaves its first point and enters its last (unit vectors pointing
  /// out of the path at the start and into the end): step and bump curves leave and arrive
  /// along an axis, the others along the chord of their end segments.
  static func directions(_ curve: EdgeCurve, _ points: [Point]) -> (start: Point, end: Point) {
    let a = points[0]
    let b = points[1]
    let y = points[points.count - 2]
    let z = points[points.count - 1]
    func axis(_ from: Point, _ to: Point, horizontal: Bool) -> Point {
      let d = to - from
      if horizontal, abs(d.x) > 0.01 { return Point(d.x < 0 ? -1 : 1, 0) }
      if !horizontal, abs(d.y) > 0.01 { return Point(0, d.y < 0 ? -1 : 1) }
      return d.normalized
    }
    switch curve {
    case .step, .bumpX:
      return (axis(b, a, horizontal: true), axis(y, z, horizontal: true))
    case .stepBefore:
      return (axis(b, a, horizontal: false), axis(y, z, horizontal: true))
    case .stepAfter:
      return (axis(b, a, horizontal: true), axis(y, z, horizontal: false))
    case .bumpY:
      return (axis(b, a, horizontal: false), axis(y, z, horizontal: false))
    default:
      return (direction(from: b, to: a, fallback: z), direction(from: y, to: z, fallback: a))
    }
  }

  static func inset(_ head: EdgeHead) -> Double {
    switch head {
    case .none: return 0
    case .arrow: return arrowLength - 1
    case .circle: return 2 * circleRadius
    case .cross: return 5
    }
  }

  static func direction(from: Point, to: Point, fallback: Point) -> Point {
    let d = to - from
    if d.length > 0.01 { return d.normalized }
    return (to - fallback).normalized
  }

  static func head(
    _ kind: EdgeHead, tip: Point, direction d: Point, palette: DiagramTheme.Palette,
    color: String?, into svg: inout SVGWriter
  ) {
    let normal = Point(-d.y, d.x)
    var path: PathBuilder
    switch kind {
    case .none:
      return
    case .arrow:
      let base = tip - d * arrowLength
      path = PathBuilder(
        polygon: [tip, base + normal * arrowHalfWidth, base - normal * arrowHalfWidth])
    case .circle:
      path = PathBuilder(commands: 3)
      path.move(to: tip)
      path.arc(to: tip - d * (2 * circleRadius), rx: circleRadius, ry: circleRadius)
      path.arc(to: tip, rx: circleRadius, ry: circleRadius)
    case .cross:
      let center = tip - d * 5
      let a = (d + normal) * 3.5
      let b = (d - normal) * 3.5
      path = PathBuilder(commands: 4)
      path.move(to: center - a)
      path.line(to: center + a)
      path.move(to: center - b)
      path.line(to: center + b)
    }
    svg.begin("path")
    svg.attribute("class", "edge-head")
    svg.attribute("fill", palette.line)
    svg.attribute("stroke", palette.line)
    svg.attribute("stroke-width", kind == .cross ? "2" : "1")
    if let color { svg.attribute("style", "fill:\(color);stroke:\(color)") }
    svg.attribute("d", path: path)
    svg.endEmpty()
  }
}
