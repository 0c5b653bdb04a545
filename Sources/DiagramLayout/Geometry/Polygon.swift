/// A closed polygon, used as a node's outline for clipping edges and for geometric checks.
package struct Polygon: Equatable, Sendable {
  /// Corners in drawing order; the last joins the first.
  package var points: [Point]

  package init(_ points: [Point]) {
    self.points = points
  }

  /// The bounding box.
  package var bounds: Rect {
    guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
    for point in points.dropFirst() {
      box = box.union(Rect(x: point.x, y: point.y, width: 0, height: 0))
    }
    return box
  }

  /// The distance from `point` to the nearest side.
  package func distance(to point: Point) -> Double {
    var best = Double.infinity
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      best = min(best, Polygon.segmentDistance(point, a, b))
    }
    return best
  }

  /// Where the segment from `inside` to `outside` first leaves the polygon; `outside` when the
  /// segment never crosses a side.
  ///
  /// The crossing nearest to `outside` is taken, so concave outlines clip at their outer side.
  package func exitPoint(from inside: Point, toward outside: Point) -> Point {
    var bestT = -1.0
    let d = outside - inside
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let e = b - a
      let denominator = d.x * e.y - d.y * e.x
      guard abs(denominator) > 1e-12 else { continue }
      let w = a - inside
      let t = (w.x * e.y - w.y * e.x) / denominator
      let u = (w.x * d.y - w.y * d.x) / denominator
      if t >= 0, t <= 1, u >= -1e-9, u <= 1 + 1e-9, t > bestT { bestT = t }
    }
    return bestT < 0 ? outside : inside + d * bestT
  }

  /// Whether `point` lies inside (even-odd rule).
  package func contains(_ point: Point) -> Bool {
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let a = points[i]
      let b = points[j]
      if (a.y > point.y) != (b.y > point.y),
        point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x
      {
        inside.toggle()
      }
      j = i
    }
    return inside
  }

  static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let ab = b - a
    let lengthSquared = ab.x * ab.x + ab.y * ab.y
    guard lengthSquared > 0 else { return p.distance(to: a) }
    let t = max(0, min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / lengthSquared))
    return p.distance(to: a + ab * t)
  }
}
