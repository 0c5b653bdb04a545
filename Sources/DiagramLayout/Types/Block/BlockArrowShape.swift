/// The outline of a block arrow in its cell: a shaft and a head at each end it points to
/// (`x` is left and right, `y` up and down); an arrow pointing both across and along (`x, down`)
/// is drawn as both arrows over each other.
enum BlockArrowShape {
  static func polygons(_ directions: [BlockDiagram.ArrowDirection], in rect: Rect) -> [[Point]] {
    let set = Set(directions)
    var result: [[Point]] = []
    let left = set.contains(.left) || set.contains(.x)
    let right = set.contains(.right) || set.contains(.x)
    let up = set.contains(.up) || set.contains(.y)
    let down = set.contains(.down) || set.contains(.y)
    if left || right {
      result.append(
        arrow(along: rect.width, across: rect.height, start: left, end: right) {
          Point(rect.minX + $0, rect.minY + $1)
        })
    }
    if up || down {
      result.append(
        arrow(along: rect.height, across: rect.width, start: up, end: down) {
          Point(rect.minX + $1, rect.minY + $0)
        })
    }
    return result
  }

  /// An arrow along the first axis of a `length` × `breadth` box, heads at the ends asked for,
  /// mapped to drawing coordinates by `point(along, across)`.
  static func arrow(
    along length: Double, across breadth: Double, start: Bool, end: Bool,
    _ point: (Double, Double) -> Point
  ) -> [Point] {
    let head = min(breadth / 2, length / 3)
    let shaftTop = breadth * 0.25
    let shaftBottom = breadth * 0.75
    var outline: [Point] = []
    let tail = start ? head : 0
    let tip = end ? length - head : length
    outline.append(point(tail, shaftTop))
    if end {
      outline += [
        point(tip, shaftTop), point(tip, 0), point(length, breadth / 2), point(tip, breadth),
      ]
      outline.append(point(tip, shaftBottom))
    } else {
      outline += [point(length, shaftTop), point(length, shaftBottom)]
    }
    outline.append(point(tail, shaftBottom))
    if start {
      outline += [point(tail, breadth), point(0, breadth / 2), point(tail, 0)]
    } else {
      outline += [point(0, shaftBottom), point(0, shaftTop)]
    }
    return outline
  }
}
