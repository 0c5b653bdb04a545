/// A point or vector in diagram coordinates (pixels, y down).
public struct Point: Equatable, Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

  /// The Euclidean length of the vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The distance to `other`.
  public func distance(to other: Point) -> Double { (self - other).length }

  /// The unit vector in the same direction (zero stays zero).
  public var normalized: Point {
    let l = length
    return l > 0 ? Point(x / l, y / l) : self
  }
}
