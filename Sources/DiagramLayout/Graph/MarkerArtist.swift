/// Draws the edge markers of class and ER diagrams with their tips on the outline.
///
/// `tip` is where the edge meets the outline, `d` the unit direction the edge arrives in (so
/// `tip - d * k` lies on the edge, `k` pixels out).
enum MarkerArtist {
  static func draw(
    _ marker: EdgeMarker, tip: Point, direction d: Point, palette: DiagramTheme.Palette,
    color: String?, into svg: inout SVGWriter
  ) {
    let normal = Point(-d.y, d.x)
    func shape(_ points: [Point], filled: Bool) {
      var attributes: [(StaticString, String)] = [
        ("class", filled ? "edge-head" : "edge-head hollow"), ("d", PathBuilder.polygon(points)),
        ("fill", filled ? palette.line : palette.background), ("stroke", palette.line),
        ("stroke-width", "1.5"),
      ]
      if let color {
        attributes.append(("style", filled ? "fill:\(color);stroke:\(color)" : "stroke:\(color)"))
      }
      svg.element("path", attributes)
    }
    func lines(_ path: PathBuilder) {
      var attributes: [(StaticString, String)] = [
        ("class", "edge-mark"), ("d", path.data), ("fill", "none"), ("stroke", palette.line),
        ("stroke-width", "1.5"),
      ]
      if let color { attributes.append(("style", "stroke:\(color)")) }
      svg.element("path", attributes)
    }
    func circle(at center: Point, radius: Double) {
      var path = PathBuilder()
      path.move(to: center + normal * radius)
      path.arc(to: center - normal * radius, rx: radius, ry: radius)
      path.arc(to: center + normal * radius, rx: radius, ry: radius)
      var attributes: [(StaticString, String)] = [
        ("class", "edge-head hollow"), ("d", path.data), ("fill", palette.background),
        ("stroke", palette.line), ("stroke-width", "1.5"),
      ]
      if let color { attributes.append(("style", "stroke:\(color)")) }
      svg.element("path", attributes)
    }
    func bar(at distance: Double) {
      var path = PathBuilder()
      let center = tip - d * distance
      path.move(to: center + normal * 7)
      path.line(to: center - normal * 7)
      lines(path)
    }
    switch marker {
    case .none:
      return
    case .arrow:
      let base = tip - d * 9
      shape([tip, base + normal * 4.5, base - normal * 4.5], filled: true)
    case .triangle:
      let base = tip - d * 13
      shape([tip, base + normal * 7, base - normal * 7], filled: false)
    case .filledDiamond, .hollowDiamond:
      let middle = tip - d * 9
      shape(
        [tip, middle + normal * 5.5, tip - d * 18, middle - normal * 5.5],
        filled: marker == .filledDiamond)
    case .lollipop:
      circle(at: tip - d * 5, radius: 5)
    case .crowsFoot(let minimum, let many):
      if many {
        // The fork's three toes meet on the line 12 px out and spread to the outline.
        var path = PathBuilder()
        let heel = tip - d * 12
        path.move(to: tip + normal * 8)
        path.line(to: heel)
        path.line(to: tip - normal * 8)
        path.move(to: tip)
        path.line(to: heel)
        lines(path)
      } else {
        bar(at: 6)
      }
      switch minimum {
      case .one: bar(at: many ? 16 : 12)
      case .zero: circle(at: tip - d * (many ? 18 : 16), radius: 4)
      }
    }
  }
}
