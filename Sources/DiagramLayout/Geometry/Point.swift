/// A point or vector in diagram coordinates (pixels, y down).
package struct Point: Equatable, Hashable, Sendable {
  package var x: Double
  package var y: Double

  package init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  package static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  package static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  package static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

  /// The Euclidean length of the vector.
  package var length: Double { (x * x + y * y).squareRoot() }

  /// The distance to `other`.
  package func distance(to other: Point) -> Double { (self - other).length }

  /// The unit vector in the same direction (zero stays zero).
  package var normalized: Point {
    let l = length
    return l > 0 ? Point(x / l, y / l) : self
  }
}
