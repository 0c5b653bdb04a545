import Foundation

/// The areas of overlapping circles a Venn layout fits: the lens two circles share, its slope
/// as the circles move apart, and the region any number of circles share.
enum VennGeometry {
  /// The area two circles of radii `r1`, `r2` share at centre distance `d`.
  static func lensArea(_ r1: Double, _ r2: Double, _ d: Double) -> Double {
    if d >= r1 + r2 { return 0 }
    if d <= abs(r1 - r2) { return Double.pi * min(r1, r2) * min(r1, r2) }
    let a1 = acos(max(-1, min(1, (d * d + r1 * r1 - r2 * r2) / (2 * d * r1))))
    let a2 = acos(max(-1, min(1, (d * d + r2 * r2 - r1 * r1) / (2 * d * r2))))
    return r1 * r1 * (a1 - sin(2 * a1) / 2) + r2 * r2 * (a2 - sin(2 * a2) / 2)
  }

  /// How fast the lens area changes with the distance: minus the length of the chord through
  /// the two intersection points (zero when the circles are apart or one holds the other).
  static func lensSlope(_ r1: Double, _ r2: Double, _ d: Double) -> Double {
    guard d < r1 + r2, d > abs(r1 - r2), d > 0 else { return 0 }
    let a = (d * d + r1 * r1 - r2 * r2) / (2 * d)
    return -2 * max(0, r1 * r1 - a * a).squareRoot()
  }

  /// The centre distance at which two circles share `overlap` (bisection: the lens area
  /// falls as the distance grows).
  static func distance(overlap: Double, _ r1: Double, _ r2: Double) -> Double {
    if overlap >= Double.pi * min(r1, r2) * min(r1, r2) { return abs(r1 - r2) }
    var low = abs(r1 - r2)
    var high = r1 + r2
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if lensArea(r1, r2, middle) > overlap { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The area inside every one of `circles`, exactly: by Green's theorem over the arcs of each
  /// circle that lie inside all the others (each arc's ½∮(x dy − y dx) in closed form).
  static func commonArea(_ circles: [VennLayout.Circle]) -> Double {
    guard circles.count > 1 else {
      return circles.first.map { Double.pi * $0.radius * $0.radius } ?? 0
    }
    var area = 0.0
    for (i, circle) in circles.enumerated() {
      // Where this circle's edge crosses the others, as angles.
      var angles: [Double] = []
      for (j, other) in circles.enumerated() where j != i {
        for point in crossings(circle, other) {
          angles.append(atan2(point.y - circle.center.y, point.x - circle.center.x))
        }
      }
      angles.sort()
      let arcs: [(Double, Double)] =
        angles.isEmpty
        ? [(0, 2 * Double.pi)]
        : angles.indices.map { k in
          let start = angles[k]
          let end = k + 1 < angles.count ? angles[k + 1] : angles[0] + 2 * Double.pi
          return (start, end)
        }
      for (start, end) in arcs where end - start > 1e-12 {
        let middle = (start + end) / 2
        let point = Point(
          circle.center.x + circle.radius * cos(middle),
          circle.center.y + circle.radius * sin(middle))
        let inside = circles.indices.allSatisfy { j in
          j == i || point.distance(to: circles[j].center) <= circles[j].radius + 1e-9
        }
        guard inside else { continue }
        let r = circle.radius
        area +=
          (r * circle.center.x * (sin(end) - sin(start))
            - r * circle.center.y * (cos(end) - cos(start)) + r * r * (end - start)) / 2
      }
    }
    return max(0, area)
  }

  /// The points where the edges of two circles cross (none when apart, nested or equal).
  static func crossings(_ a: VennLayout.Circle, _ b: VennLayout.Circle) -> [Point] {
    let d = a.center.distance(to: b.center)
    guard d < a.radius + b.radius, d > abs(a.radius - b.radius), d > 1e-12 else { return [] }
    let along = (a.radius * a.radius - b.radius * b.radius + d * d) / (2 * d)
    let height = max(0, a.radius * a.radius - along * along).squareRoot()
    let unit = (b.center - a.center) * (1 / d)
    let foot = a.center + unit * along
    let normal = Point(-unit.y, unit.x)
    return [foot + normal * height, foot - normal * height]
  }
}
