import Testing

@testable import DiagramLayout

/// The box test in front of `Polygon.contains` in edge clipping answers as `contains` does
/// for every point: inside, on and around the box, for convex and concave outlines, and for
/// outlines with corners that are not finite.
@Suite struct OutlineBoxTests {
  static let outlines: [Polygon] = [
    Polygon([Point(10, 20), Point(110, 20), Point(110, 56), Point(10, 56)]),
    Polygon([Point(60, 0), Point(100, 40), Point(60, 80), Point(20, 40)]),
    // Concave: a notch cut into the right side.
    Polygon([Point(0, 0), Point(40, 0), Point(20, 10), Point(40, 20), Point(0, 20)]),
    Polygon([Point(1e9 + 0.1, -3), Point(1e9 + 7.3, 5), Point(1e9 - 4.9, 9.7)]),
    Polygon([Point(0, 0), Point(.infinity, 0), Point(5, 5)]),
    Polygon([Point(0, 0), Point(.nan, 3), Point(5, 5)]),
    Polygon([]),
  ]

  @Test(arguments: 0..<outlines.count)
  func answersAsTheOutlineDoes(outline: Int) {
    let polygon = Self.outlines[outline]
    let box = EdgeRouter.OutlineBox(polygon)
    var xs: [Double] = [-1e300, .nan, -.infinity]
    var ys: [Double] = [1e300, .nan, .infinity]
    for point in polygon.points {
      for delta in [-1e-7, -1e-12, 0, 1e-12, 1e-7, -0.5, 0.5, -30, 30] {
        xs.append(point.x + delta)
        ys.append(point.y + delta)
        xs.append(point.x.nextUp)
        ys.append(point.y.nextDown)
      }
    }
    for x in xs {
      for y in ys {
        let point = Point(x, y)
        #expect(box.contains(point, polygon) == polygon.contains(point), "\(point)")
      }
    }
  }
}
