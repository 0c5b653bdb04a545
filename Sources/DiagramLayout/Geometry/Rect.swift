/// An axis-aligned rectangle given by its top-left corner and size.
package struct Rect: Equatable, Sendable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double

  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle of `size` centred on `center`.
  package init(center: Point, width: Double, height: Double) {
    self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  package var minX: Double { x }
  package var minY: Double { y }
  package var maxX: Double { x + width }
  package var maxY: Double { y + height }
  package var center: Point { Point(x + width / 2, y + height / 2) }

  /// Whether the interiors overlap by more than `tolerance` on both axes.
  package func intersects(_ other: Rect, tolerance: Double = 0) -> Bool {
    min(maxX, other.maxX) - max(minX, other.minX) > tolerance
      && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
  }

  /// Whether `other` lies inside this rectangle (with `tolerance` slack).
  package func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether `point` lies inside (with `tolerance` slack).
  package func contains(_ point: Point, tolerance: Double = 0) -> Bool {
    point.x >= minX - tolerance && point.x <= maxX + tolerance && point.y >= minY - tolerance
      && point.y <= maxY + tolerance
  }

  /// Whether the segment from `a` to `b` passes through the interior (Liang–Barsky
  /// clipping: the segment's parameter range inside each slab must overlap).
  package func intersects(segmentFrom a: Point, to b: Point) -> Bool {
    var low = 0.0
    var high = 1.0
    let d = b - a
    for (delta, start, lower, upper) in [(d.x, a.x, minX, maxX), (d.y, a.y, minY, maxY)] {
      if abs(delta) < 1e-9 {
        guard start > lower, start < upper else { return false }
        continue
      }
      var t0 = (lower - start) / delta
      var t1 = (upper - start) / delta
      if t0 > t1 { swap(&t0, &t1) }
      low = max(low, t0)
      high = min(high, t1)
      if low >= high { return false }
    }
    return true
  }

  /// The smallest rectangle holding both.
  package func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The rectangle grown by `dx` and `dy` on each side.
  package func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
