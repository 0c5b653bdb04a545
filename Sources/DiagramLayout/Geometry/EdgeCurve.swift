/// The curve an edge is drawn with through its route's points: Mermaid's `flowchart.curve`
/// and per-edge `e1@{ curve: … }` names, each drawn as the path d3-shape's curve factory of
/// that name writes (d3-shape 3, `src/curve/*.js`: same control points, same commands).
package enum EdgeCurve: String, Sendable, CaseIterable {
  case basis, linear, step, stepBefore, stepAfter, monotoneX, monotoneY, cardinal, catmullRom
  case natural, bumpX, bumpY

  /// Mermaid's spelling (`stepBefore`, `monotoneX`), case-insensitive; nil for other words.
  package init?(name: String) {
    let lower = name.lowercased()
    guard let curve = EdgeCurve.allCases.first(where: { $0.rawValue.lowercased() == lower })
    else { return nil }
    self = curve
  }

  /// The path data through `points` (at least one).
  package func path(_ points: [Point]) -> String {
    // Room for two commands a point (a step adds corners) up front, so the bytes of a long
    // route do not regrow several times.
    var path = PathBuilder(commands: 2 * points.count)
    guard let first = points.first else { return "" }
    path.move(to: first)
    guard points.count > 1 else { return path.data }
    switch self {
    case .linear: for point in points.dropFirst() { path.line(to: point) }
    case .basis: EdgeCurve.basis(points, &path)
    case .step: EdgeCurve.step(points, t: 0.5, &path)
    case .stepBefore: EdgeCurve.step(points, t: 0, &path)
    case .stepAfter: EdgeCurve.step(points, t: 1, &path)
    case .monotoneX: EdgeCurve.monotone(points, swap: false, &path)
    case .monotoneY: EdgeCurve.monotone(points, swap: true, &path)
    case .cardinal: EdgeCurve.cardinal(points, &path)
    case .catmullRom: EdgeCurve.catmullRom(points, &path)
    case .natural: EdgeCurve.natural(points, &path)
    case .bumpX, .bumpY:
      for (a, b) in zip(points, points.dropFirst()) {
        if self == .bumpX {
          let x = (a.x + b.x) / 2
          path.curve(to: b, control1: Point(x, a.y), control2: Point(x, b.y))
        } else {
          let y = (a.y + b.y) / 2
          path.curve(to: b, control1: Point(a.x, y), control2: Point(b.x, y))
        }
      }
    }
    return path.data
  }

  /// `curveBasis`: a uniform cubic B-spline, straight from the first point to a sixth of the
  /// way, ending on the last point.
  static func basis(_ p: [Point], _ path: inout PathBuilder) {
    guard p.count > 2 else {
      path.line(to: p[1])
      return
    }
    path.line(to: (p[0] * 5 + p[1]) * (1 / 6))
    func segment(_ a: Point, _ b: Point, _ c: Point) {
      path.curve(
        to: (a + b * 4 + c) * (1 / 6), control1: (a * 2 + b) * (1 / 3),
        control2: (a + b * 2) * (1 / 3))
    }
    for index in 2..<p.count { segment(p[index - 2], p[index - 1], p[index]) }
    segment(p[p.count - 2], p[p.count - 1], p[p.count - 1])
    path.line(to: p[p.count - 1])
  }

  /// `curveStep` (t 0.5), `curveStepBefore` (0) and `curveStepAfter` (1).
  static func step(_ p: [Point], t: Double, _ path: inout PathBuilder) {
    for (a, b) in zip(p, p.dropFirst()) {
      if t <= 0 {
        path.line(to: Point(a.x, b.y))
        path.line(to: b)
      } else {
        let x = a.x * (1 - t) + b.x * t
        path.line(to: Point(x, a.y))
        path.line(to: Point(x, b.y))
      }
    }
    // The last riser ends at the last x only when the steps are not at the points' own x.
    if t > 0, t < 1, let last = p.last { path.line(to: last) }
  }

  /// `curveMonotoneX` (Steffen's monotone cubic, 1990); `swap` gives `curveMonotoneY`.
  static func monotone(_ input: [Point], swap: Bool, _ path: inout PathBuilder) {
    var p: [Point] = []
    for point in input {
      let q = swap ? Point(point.y, point.x) : point
      if p.last != q { p.append(q) }  // d3 ignores coincident points
    }
    func out(_ q: Point) -> Point { swap ? Point(q.y, q.x) : q }
    guard p.count > 2 else {
      if p.count == 2 { path.line(to: out(p[1])) }
      return
    }
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    func slope3(_ a: Point, _ b: Point, _ c: Point) -> Double {
      let h0 = b.x - a.x
      let h1 = c.x - b.x
      let s0 = (b.y - a.y) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0))
      let s1 = (c.y - b.y) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0))
      let q = (s0 * h1 + s1 * h0) / (h0 + h1)
      let sign = { (v: Double) -> Double in v < 0 ? -1 : 1 }
      return finite((sign(s0) + sign(s1)) * min(abs(s0), abs(s1), 0.5 * abs(q)))
    }
    func slope2(_ a: Point, _ b: Point, _ t: Double) -> Double {
      let h = b.x - a.x
      return h != 0 ? (3 * (b.y - a.y) / h - t) / 2 : t
    }
    func hermite(_ a: Point, _ b: Point, _ t0: Double, _ t1: Double) {
      let dx = (b.x - a.x) / 3
      path.curve(
        to: out(b), control1: out(Point(a.x + dx, a.y + dx * t0)),
        control2: out(Point(b.x - dx, b.y - dx * t1)))
    }
    var t0 = 0.0
    for index in 2..<p.count {
      let t1 = slope3(p[index - 2], p[index - 1], p[index])
      let start = index == 2 ? slope2(p[0], p[1], t1) : t0
      hermite(p[index - 2], p[index - 1], start, t1)
      t0 = t1
    }
    hermite(p[p.count - 2], p[p.count - 1], t0, slope2(p[p.count - 2], p[p.count - 1], t0))
  }

  /// `curveCardinal` with tension 0.
  static func cardinal(_ p: [Point], _ path: inout PathBuilder) {
    guard p.count > 2 else {
      path.line(to: p[1])
      return
    }
    let k = 1.0 / 6
    for index in 1..<p.count {
      let before = p[max(index - 2, 0)]
      let a = p[index - 1]
      let b = p[index]
      let after = p[min(index + 1, p.count - 1)]
      // d3 repeats the first point before the start and the last after the end.
      let start = index == 1 ? a : a + (b - before) * k
      let end = index == p.count - 1 ? b : b + (a - after) * k
      path.curve(to: b, control1: start, control2: end)
    }
  }

  /// `curveCatmullRom` with alpha 0.5 (centripetal; Yuksel et al. 2011).
  static func catmullRom(_ p: [Point], _ path: inout PathBuilder) {
    guard p.count > 2 else {
      path.line(to: p[1])
      return
    }
    let epsilon = 1e-12
    func distance(_ a: Point, _ b: Point) -> (a: Double, a2: Double) {
      // d3 keeps |ab|^(2·alpha) and its square root; with alpha 0.5 that is |ab| and √|ab|.
      let d2 = (a - b).length
      return (d2.squareRoot(), d2)
    }
    for index in 1..<p.count {
      let p1 = p[index - 1]
      let p2 = p[index]
      var c1 = p1
      var c2 = p2
      let l12 = distance(p1, p2)
      if index >= 2 {
        let p0 = p[index - 2]
        let l01 = distance(p0, p1)
        if l01.a > epsilon {
          let a = 2 * l01.a2 + 3 * l01.a * l12.a + l12.a2
          let n = 3 * l01.a * (l01.a + l12.a)
          c1 = (p1 * a - p0 * l12.a2 + p2 * l01.a2) * (1 / n)
        }
      }
      if index + 1 < p.count {
        let p3 = p[index + 1]
        let l23 = distance(p2, p3)
        if l23.a > epsilon {
          let b = 2 * l23.a2 + 3 * l23.a * l12.a + l12.a2
          let m = 3 * l23.a * (l23.a + l12.a)
          c2 = (p2 * b + p1 * l23.a2 - p3 * l12.a2) * (1 / m)
        }
      }
      path.curve(to: p2, control1: c1, control2: c2)
    }
  }

  /// `curveNatural`: the natural cubic spline (second derivative 0 at both ends).
  static func natural(_ p: [Point], _ path: inout PathBuilder) {
    guard p.count > 2 else {
      path.line(to: p[1])
      return
    }
    let xs = controlPoints(p.map(\.x))
    let ys = controlPoints(p.map(\.y))
    for index in 1..<p.count {
      path.curve(
        to: p[index], control1: Point(xs.0[index - 1], ys.0[index - 1]),
        control2: Point(xs.1[index - 1], ys.1[index - 1]))
    }
  }

  /// d3's `controlPoints`: the tridiagonal solve for one coordinate.
  static func controlPoints(_ x: [Double]) -> ([Double], [Double]) {
    let n = x.count - 1
    var a = [Double](repeating: 1, count: n)
    var b = [Double](repeating: 4, count: n)
    var r = [Double](repeating: 0, count: n)
    a[0] = 0
    b[0] = 2
    r[0] = x[0] + 2 * x[1]
    if n > 1 {
      for i in 1..<(n - 1) { r[i] = 4 * x[i] + 2 * x[i + 1] }
    }
    a[n - 1] = 2
    b[n - 1] = 7
    r[n - 1] = 8 * x[n - 1] + x[n]
    if n > 1 {
      for i in 1..<n {
        let m = a[i] / b[i - 1]
        b[i] -= m
        r[i] -= m * r[i - 1]
      }
    }
    a[n - 1] = r[n - 1] / b[n - 1]
    if n > 1 {
      for i in stride(from: n - 2, through: 0, by: -1) { a[i] = (r[i] - a[i + 1]) / b[i] }
    }
    b[n - 1] = (x[n] + a[n - 1]) / 2
    if n > 1 {
      for i in 0..<(n - 1) { b[i] = 2 * x[i + 1] - a[i + 1] }
    }
    return (a, b)
  }
}
