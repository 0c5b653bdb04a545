import Foundation

/// The flowchart shapes with curved or compound outlines (cylinders, documents, stacks …).
enum ShapeCatalog {
  static func extra(_ shape: NodeShape, w: Double, h: Double, boxW: Double, boxH: Double)
    -> ShapeGeometry
  {
    let (l, t, r, b) = (-boxW / 2, -boxH / 2, boxW / 2, boxH / 2)
    func make(_ width: Double, _ height: Double, _ outline: [Point]) -> ShapeGeometry {
      ShapeGeometry(width: width, height: height, outline: outline)
    }
    switch shape {
    case .cylinder, .linedCylinder:
      let ry = min(12, max(5, boxW / 12))
      let height = boxH + 2 * ry
      let top = -height / 2 + ry
      let bottom = height / 2 - ry
      var outline = arc(
        center: Point(0, top), rx: boxW / 2, ry: ry, from: Double.pi, to: 2 * Double.pi)
      outline += arc(center: Point(0, bottom), rx: boxW / 2, ry: ry, from: 0, to: Double.pi)
      var g = make(boxW, height, outline)
      g.decorations = [arc(center: Point(0, top), rx: boxW / 2, ry: ry, from: 0, to: Double.pi)]
      if shape == .linedCylinder {
        g.decorations.append(
          arc(center: Point(0, top + 6), rx: boxW / 2, ry: ry, from: 0, to: Double.pi))
      }
      g.labelOffset = Point(0, ry / 2)
      return g
    case .horizontalCylinder:
      let rx = min(12, max(5, boxH / 4))
      let width = boxW + 2 * rx
      let left = -width / 2 + rx
      let right = width / 2 - rx
      var outline = arc(
        center: Point(right, 0), rx: rx, ry: boxH / 2, from: -Double.pi / 2, to: Double.pi / 2)
      outline += arc(
        center: Point(left, 0), rx: rx, ry: boxH / 2, from: Double.pi / 2, to: 3 * Double.pi / 2)
      var g = make(width, boxH, outline)
      g.decorations = [
        arc(
          center: Point(right, 0), rx: rx, ry: boxH / 2, from: Double.pi / 2, to: 3 * Double.pi / 2)
      ]
      return g
    case .document, .linedDocument, .taggedDocument:
      let wave = 8.0
      let height = boxH + wave
      let bottom = height / 2 - wave / 2
      var outline = [Point(l, -height / 2), Point(r, -height / 2)]
      outline += wavy(from: r, to: l, y: bottom, amplitude: wave / 2)
      var g = make(boxW, height, outline)
      if shape == .linedDocument {
        g.decorations = [[Point(l + 8, -height / 2), Point(l + 8, bottom)]]
      }
      if shape == .taggedDocument {
        g.decorations = [[Point(r - 14, bottom), Point(r, bottom - 14)]]
      }
      g.labelOffset = Point(0, -wave / 2)
      return g
    case .documents, .processes:
      let offset = 5.0
      let width = boxW + 2 * offset
      let height = boxH + 2 * offset + (shape == .documents ? 8 : 0)
      let (fl, ft) = (-width / 2, -height / 2 + 2 * offset)
      let fr = fl + boxW
      let fb = height / 2 - (shape == .documents ? 4 : 0)
      var outline = [
        Point(fl, ft), Point(fl + 2 * offset, ft), Point(fl + 2 * offset, -height / 2),
        Point(width / 2, -height / 2),
      ]
      outline += [Point(width / 2, fb - 2 * offset), Point(fr, fb - 2 * offset)]
      if shape == .documents {
        outline += wavy(from: fr, to: fl, y: fb, amplitude: 4)
      } else {
        outline += [Point(fr, fb), Point(fl, fb)]
      }
      var g = make(width, height, outline)
      g.decorations = [
        [
          Point(fl + offset, ft), Point(fl + offset, ft - offset), Point(fr + offset, ft - offset),
          Point(fr + offset, fb - offset),
        ],
        [Point(fl, ft), Point(fr, ft), Point(fr, fb)],
      ]
      g.labelOffset = Point(-offset, offset)
      return g
    case .notchedRect:
      return make(
        boxW, boxH, [Point(l + 10, t), Point(r, t), Point(r, b), Point(l, b), Point(l, t + 10)])
    case .delay:
      let width = boxW + boxH / 2
      let left = -width / 2
      let right = width / 2 - boxH / 2
      var outline = [Point(left, t)]
      outline += arc(
        center: Point(right, 0), rx: boxH / 2, ry: boxH / 2, from: -Double.pi / 2, to: Double.pi / 2
      )
      outline.append(Point(left, b))
      var g = make(width, boxH, outline)
      g.labelOffset = Point(-boxH / 4, 0)
      return g
    case .curvedTrapezoid:
      let width = boxW + boxH
      let left = -width / 2
      let right = width / 2 - boxH / 2
      var outline = [Point(left + boxH / 2, t)]
      outline += arc(
        center: Point(right, 0), rx: boxH / 2, ry: boxH / 2, from: -Double.pi / 2, to: Double.pi / 2
      )
      outline += [Point(left + boxH / 2, b), Point(left, 0)]
      return make(width, boxH, outline)
    case .triangle, .flippedTriangle:
      // The label sits in the wide half; the sides leave room for it at its narrow edge.
      let height = 3 * h + 24
      let width = 2 * (w + 16) + 2 * h
      let up = shape == .triangle
      let outline =
        up
        ? [Point(0, -height / 2), Point(width / 2, height / 2), Point(-width / 2, height / 2)]
        : [Point(-width / 2, -height / 2), Point(width / 2, -height / 2), Point(0, height / 2)]
      var g = make(width, height, outline)
      g.labelOffset = Point(0, up ? height / 2 - h / 2 - 10 : -height / 2 + h / 2 + 10)
      return g
    case .notchedPentagon:
      let half = boxW / 2 + 10
      return make(
        2 * half, boxH,
        [
          Point(-half, t + 10), Point(-half + 10, t), Point(half - 10, t), Point(half, t + 10),
          Point(half, b), Point(-half, b),
        ])
    case .slopedRect:
      let height = boxH + 10
      var g = make(
        boxW, height,
        [
          Point(l, -height / 2 + 10), Point(r, -height / 2), Point(r, height / 2),
          Point(l, height / 2),
        ])
      g.labelOffset = Point(0, 5)
      return g
    case .flag:
      let height = boxH + 10
      var outline = wavy(from: l, to: r, y: -height / 2 + 5, amplitude: 5)
      outline += wavy(from: r, to: l, y: height / 2 - 5, amplitude: 5)
      return make(boxW, height, outline)
    case .bowRect:
      let width = boxW + 20
      let left = -width / 2 + 10
      let right = width / 2 - 10
      var outline = [Point(left, t), Point(right, t)]
      outline += arc(
        center: Point(right, 0), rx: 10, ry: boxH / 2, from: -Double.pi / 2, to: -3 * Double.pi / 2,
        steps: 12)
      outline += arc(
        center: Point(left, 0), rx: 10, ry: boxH / 2, from: Double.pi / 2, to: 3 * Double.pi / 2,
        steps: 12)
      return make(width, boxH, outline)
    case .braceLeft, .braceRight, .braces:
      var g = make(boxW, boxH, [Point(l, t), Point(r, t), Point(r, b), Point(l, b)])
      g.drawsBody = false
      if shape != .braceRight { g.decorations.append(brace(x: l, top: t, bottom: b, facing: 1)) }
      if shape != .braceLeft { g.decorations.append(brace(x: r, top: t, bottom: b, facing: -1)) }
      return g
    default:
      return make(boxW, boxH, [Point(l, t), Point(r, t), Point(r, b), Point(l, b)])
    }
  }

  /// Points of an elliptical arc from angle `from` to `to` (radians, y down).
  static func arc(
    center: Point, rx: Double, ry: Double, from: Double, to: Double, steps: Int = 16
  ) -> [Point] {
    (0...steps).map {
      let angle = from + (to - from) * Double($0) / Double(steps)
      return Point(center.x + cos(angle) * rx, center.y + sin(angle) * ry)
    }
  }

  /// One sine period between `from` and `to` at height `y`.
  static func wavy(from: Double, to: Double, y: Double, amplitude: Double) -> [Point] {
    (0...16).map {
      let t = Double($0) / 16
      return Point(from + (to - from) * t, y + sin(t * 2 * Double.pi) * amplitude)
    }
  }

  static func brace(x: Double, top: Double, bottom: Double, facing: Double) -> [Point] {
    let mid = (top + bottom) / 2
    return [
      Point(x + 8 * facing, top), Point(x + 3 * facing, top + 4), Point(x + 3 * facing, mid - 4),
      Point(x, mid), Point(x + 3 * facing, mid + 4), Point(x + 3 * facing, bottom - 4),
      Point(x + 8 * facing, bottom),
    ]
  }
}
