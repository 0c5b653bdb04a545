/// Builds SVG path data (`d`) with the shared number formatter.
public struct PathBuilder: Sendable {
  public private(set) var data = ""

  public init() {}

  public mutating func move(to point: Point) { append("M", point) }
  public mutating func line(to point: Point) { append("L", point) }

  public mutating func curve(to point: Point, control1: Point, control2: Point) {
    data += data.isEmpty ? "C" : " C"
    appendPair(control1)
    data += " "
    appendPair(control2)
    data += " "
    appendPair(point)
  }

  /// An elliptical arc to `point` with radii `rx`, `ry`.
  public mutating func arc(
    to point: Point, rx: Double, ry: Double, largeArc: Bool = false, sweep: Bool = true
  ) {
    data += data.isEmpty ? "A" : " A"
    data += "\(SVGNumber.format(rx)),\(SVGNumber.format(ry)) 0 \(largeArc ? 1 : 0) "
    data += "\(sweep ? 1 : 0) \(SVGNumber.format(point.x)),\(SVGNumber.format(point.y))"
  }

  public mutating func close() { data += " Z" }

  /// A closed path through `points`.
  public static func polygon(_ points: [Point]) -> String {
    var path = PathBuilder()
    for (index, point) in points.enumerated() {
      if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    path.close()
    return path.data
  }

  private mutating func append(_ command: String, _ point: Point) {
    if !data.isEmpty { data += " " }
    data += command
    appendPair(point)
  }

  private mutating func appendPair(_ point: Point) {
    SVGNumber.append(point.x, to: &data)
    data += ","
    SVGNumber.append(point.y, to: &data)
  }
}
