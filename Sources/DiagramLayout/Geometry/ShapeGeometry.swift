import Foundation

/// A node shape sized around its label: the outline (filled, stroked, used to clip edges and
/// in the geometric checks), extra strokes, and where the label goes. Points are relative to
/// the node's centre; curves are sampled so every shape is one polygon.
package struct ShapeGeometry: Equatable, Sendable {
  package var width: Double
  package var height: Double
  package var outline: [Point]
  /// Open polylines drawn over the body (cylinder rims, document folds, braces …).
  package var decorations: [[Point]] = []
  /// Whether the outline is filled and stroked (false for text and brace shapes).
  package var drawsBody = true
  /// Whether the label is drawn (small markers such as forks have none).
  package var showsLabel = true
  /// The label box's centre offset and the room inside the shape for it.
  package var labelOffset = Point(0, 0)

  /// The geometry of `shape` around a label of `label` size.
  package static func make(_ shape: NodeShape, label: Size) -> ShapeGeometry {
    let w = label.width
    let h = label.height
    let boxW = w + 30
    let boxH = h + 16
    func rect(_ width: Double, _ height: Double) -> [Point] {
      [
        Point(-width / 2, -height / 2), Point(width / 2, -height / 2),
        Point(width / 2, height / 2), Point(-width / 2, height / 2),
      ]
    }
    func geometry(_ width: Double, _ height: Double, _ outline: [Point]) -> ShapeGeometry {
      ShapeGeometry(width: width, height: height, outline: outline)
    }
    switch shape {
    case .rect, .text, .linedRect, .dividedRect, .windowPane, .taggedRect, .dataStore:
      var g = geometry(boxW, boxH, rect(boxW, boxH))
      let (l, t, r, b) = (-boxW / 2, -boxH / 2, boxW / 2, boxH / 2)
      switch shape {
      case .text: g.drawsBody = false
      case .linedRect: g.decorations = [[Point(l + 8, t), Point(l + 8, b)]]
      case .dividedRect: g.decorations = [[Point(l, t + 8), Point(r, t + 8)]]
      case .windowPane:
        g.decorations = [[Point(l, t + 8), Point(r, t + 8)], [Point(l + 8, t), Point(l + 8, b)]]
      case .taggedRect: g.decorations = [[Point(r - 12, b), Point(r, b - 12)]]
      case .dataStore:
        g.drawsBody = false
        g.decorations = [[Point(l, t), Point(r, t)], [Point(l, b), Point(r, b)]]
      default: break
      }
      return g
    case .rounded:
      return geometry(boxW, boxH, roundedRect(boxW, boxH, radius: 6))
    case .stadium:
      return geometry(w + boxH + 8, boxH, roundedRect(w + boxH + 8, boxH, radius: boxH / 2))
    case .subroutine:
      var g = geometry(boxW + 16, boxH, rect(boxW + 16, boxH))
      let x = (boxW + 16) / 2 - 8
      g.decorations = [
        [Point(-x, -boxH / 2), Point(-x, boxH / 2)], [Point(x, -boxH / 2), Point(x, boxH / 2)],
      ]
      return g
    case .circle, .doubleCircle, .framedCircle, .crossCircle:
      let diameter = (w * w + h * h).squareRoot() + 16
      let ring = shape == .doubleCircle || shape == .framedCircle ? 10.0 : 0
      var g = geometry(diameter + ring, diameter + ring, ellipse(diameter + ring, diameter + ring))
      if ring > 0 {
        g.decorations = [ellipse(diameter, diameter) + [ellipse(diameter, diameter)[0]]]
      }
      if shape == .crossCircle {
        let d = diameter / 2 * 0.7071
        g.decorations = [[Point(-d, -d), Point(d, d)], [Point(d, -d), Point(-d, d)]]
        g.showsLabel = false
      }
      return g
    case .smallCircle, .filledCircle:
      var g = geometry(16, 16, ellipse(16, 16))
      g.showsLabel = false
      return g
    case .fork:
      var g = geometry(70, 10, rect(70, 10))
      g.showsLabel = false
      return g
    case .hourglass:
      var g = geometry(30, 30, [Point(-15, -15), Point(15, -15), Point(-15, 15), Point(15, 15)])
      g.showsLabel = false
      return g
    case .bolt:
      let points = [
        Point(-10, -20), Point(12, -4), Point(2, -2), Point(10, 20), Point(-12, 4), Point(-2, 2),
      ]
      var g = geometry(24, 40, points)
      g.showsLabel = false
      return g
    case .asymmetric:
      let s = boxH / 2
      let width = boxW + s
      let (l, t, r, b) = (-width / 2, -boxH / 2, width / 2, boxH / 2)
      var g = geometry(
        width, boxH, [Point(l, t), Point(r, t), Point(r, b), Point(l, b), Point(l + s, 0)])
      g.labelOffset = Point(s / 2, 0)
      return g
    case .diamond:
      let width = 2 * w + 24
      // Room for the label (its corners inside the slanted sides), and a little more up to a
      // 4:1 shape: a taller diamond makes its whole rank taller.
      let height = max(2 * h + 16, min(width * 0.25, 56))
      return geometry(
        width, height,
        [Point(0, -height / 2), Point(width / 2, 0), Point(0, height / 2), Point(-width / 2, 0)])
    case .hexagon:
      let s = boxH / 2
      let width = boxW + s
      let (l, t, r, b) = (-width / 2, -boxH / 2, width / 2, boxH / 2)
      return geometry(
        width, boxH,
        [
          Point(l, 0), Point(l + s, t), Point(r - s, t), Point(r, 0), Point(r - s, b),
          Point(l + s, b),
        ])
    case .leanRight, .leanLeft, .trapezoid, .trapezoidTop:
      let s = boxH * 0.6
      let isTrapezoid = shape == .trapezoid || shape == .trapezoidTop
      let width = boxW + (isTrapezoid ? 2 * s : s)
      let (l, t, r, b) = (-width / 2, -boxH / 2, width / 2, boxH / 2)
      let points: [Point]
      switch shape {
      case .leanRight: points = [Point(l + s, t), Point(r, t), Point(r - s, b), Point(l, b)]
      case .leanLeft: points = [Point(l, t), Point(r - s, t), Point(r, b), Point(l + s, b)]
      case .trapezoid: points = [Point(l + s, t), Point(r - s, t), Point(r, b), Point(l, b)]
      default: points = [Point(l, t), Point(r, t), Point(r - s, b), Point(l + s, b)]
      }
      return geometry(width, boxH, points)
    default:
      return ShapeCatalog.extra(shape, w: w, h: h, boxW: boxW, boxH: boxH)
    }
  }

  static func ellipse(_ width: Double, _ height: Double, steps: Int = 48) -> [Point] {
    (0..<steps).map {
      let angle = Double($0) / Double(steps) * 2 * Double.pi - Double.pi / 2
      return Point(cos(angle) * width / 2, sin(angle) * height / 2)
    }
  }

  static func roundedRect(_ width: Double, _ height: Double, radius: Double) -> [Point] {
    let r = min(radius, width / 2, height / 2)
    let corners = [
      (Point(width / 2 - r, -height / 2 + r), -Double.pi / 2),
      (Point(width / 2 - r, height / 2 - r), 0.0),
      (Point(-width / 2 + r, height / 2 - r), Double.pi / 2),
      (Point(-width / 2 + r, -height / 2 + r), Double.pi),
    ]
    var points: [Point] = []
    for (center, start) in corners {
      for step in 0...6 {
        let angle = start + Double(step) / 6 * Double.pi / 2
        points.append(Point(center.x + cos(angle) * r, center.y + sin(angle) * r))
      }
    }
    return points
  }
}
