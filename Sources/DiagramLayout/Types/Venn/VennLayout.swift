import Foundation

/// Where the circles and labels of a Venn diagram go. Each set is a circle of area in
/// proportion to its size; two sets a union names overlap by the union's size (the centre
/// distance found by bisection on the lens area, as venn.js does), two sets no union names
/// stay apart. Positions come from relaxing the pairwise distances, one group of connected
/// sets at a time, and the groups are packed in rows. A label goes where its region — inside
/// exactly its sets — is deepest (the point of a sample grid farthest from the region's edges,
/// measured at the label's middle and both its ends).
package struct VennLayout: Sendable {
  /// A set's circle.
  package struct Circle: Equatable, Sendable {
    package var center: Point
    package var radius: Double
  }

  package let diagram: VennDiagram
  /// The set names, in the order written, and their circles.
  package let sets: [String]
  package private(set) var circles: [Circle] = []
  /// Each area's label point (by area index): inside exactly its sets when the drawing has
  /// such a region.
  package private(set) var labelPoints: [Point] = []
  /// The whole drawing.
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point?

  /// The largest circle's radius in pixels.
  static let largestRadius = 110.0
  /// The widest row of groups before the next row starts, and the gap between groups.
  static let rowWidth = 1_000.0
  static let gap = 40.0
  static let padding = 20.0

  package init(_ diagram: VennDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    let sets = diagram.setNames
    self.sets = sets
    var index: [String: Int] = [:]
    for (position, name) in sets.enumerated() { index[name] = position }
    let areas = diagram.areas.filter { $0.sets.count == 1 }.map(\.size)
    let radii = areas.map { ($0 / Double.pi).squareRoot() }
    let scale = Self.largestRadius / (radii.max() ?? 1)

    // The distance wanted between each pair of overlapping sets, in pixels.
    var wanted: [Pair: Double] = [:]
    var written: [Pair: Double] = [:]
    var inUnion: [Pair: Double] = [:]
    for area in diagram.areas where area.sets.count >= 2 {
      let members = area.sets.compactMap { index[$0] }
      for (a, i) in members.enumerated() {
        for j in members[(a + 1)...] {
          let pair = Pair(i, j)
          // A pair inside a larger union overlaps by more than that union, so the union's
          // region exists.
          if members.count == 2 {
            written[pair] = area.size
            inUnion[pair] = inUnion[pair] ?? 0
          } else {
            inUnion[pair] = max(inUnion[pair] ?? 0, area.size * 2)
          }
        }
      }
    }
    for (pair, larger) in inUnion {
      let smaller = min(areas[pair.a], areas[pair.b])
      let overlap = min(max(written[pair] ?? 0, larger, smaller * 0.05), smaller * 0.7)
      wanted[pair] =
        Self.distance(overlap: overlap, radii[pair.a], radii[pair.b]) * scale
    }
    var circles = radii.map { Circle(center: Point(0, 0), radius: $0 * scale) }
    let groups = Self.groups(count: sets.count, linked: wanted.keys)
    var cursor = Point(0, 0)
    var rowHeight = 0.0
    for group in groups {
      Self.relax(group, wanted: wanted, circles: &circles)
      let box = Self.box(group.map { circles[$0] })
      if cursor.x > 0, cursor.x + box.width > Self.rowWidth {
        cursor = Point(0, cursor.y + rowHeight + Self.gap)
        rowHeight = 0
      }
      for member in group {
        circles[member].center = circles[member].center + Point(cursor.x - box.x, cursor.y - box.y)
      }
      cursor.x += box.width + Self.gap
      rowHeight = max(rowHeight, box.height)
    }
    self.circles = circles
    var extent = Self.box(circles)
    if circles.isEmpty { extent = Rect(x: 0, y: 0, width: 0, height: 0) }
    for area in diagram.areas {
      let members = Set(area.sets.compactMap { index[$0] })
      let lines =
        [area.label ?? (area.sets.count == 1 ? area.sets[0] : nil)].compactMap { $0 }
        + area.texts.map(\.shown)
      let width = lines.map { measurer.width($0, bold: area.sets.count == 1) }.max() ?? 0
      let point = Self.deepestPoint(inside: members, circles: circles, width: width)
      labelPoints.append(point)
      extent = extent.union(
        Rect(
          x: point.x - width / 2, y: point.y - measurer.lineHeight / 2, width: width,
          height: Double(lines.count) * measurer.lineHeight))
    }
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(extent.x + extent.width / 2, extent.y - measurer.lineHeight)
      extent = extent.union(
        Rect(x: extent.x, y: extent.y - 2 * measurer.lineHeight, width: 0, height: 0))
    }
    bounds = Rect(
      x: extent.x - Self.padding, y: extent.y - Self.padding,
      width: extent.width + 2 * Self.padding, height: extent.height + 2 * Self.padding)
  }

  /// Two set indices, the smaller first.
  struct Pair: Hashable, Sendable {
    let a: Int
    let b: Int
    init(_ i: Int, _ j: Int) {
      a = min(i, j)
      b = max(i, j)
    }
  }

  /// The area two circles of radii `r1`, `r2` share at centre distance `d`.
  static func lensArea(_ r1: Double, _ r2: Double, _ d: Double) -> Double {
    if d >= r1 + r2 { return 0 }
    if d <= abs(r1 - r2) { return Double.pi * min(r1, r2) * min(r1, r2) }
    let a1 = acos(max(-1, min(1, (d * d + r1 * r1 - r2 * r2) / (2 * d * r1))))
    let a2 = acos(max(-1, min(1, (d * d + r2 * r2 - r1 * r1) / (2 * d * r2))))
    return r1 * r1 * (a1 - sin(2 * a1) / 2) + r2 * r2 * (a2 - sin(2 * a2) / 2)
  }

  /// The centre distance at which two circles share `overlap` (bisection: the lens area
  /// falls as the distance grows).
  static func distance(overlap: Double, _ r1: Double, _ r2: Double) -> Double {
    var low = abs(r1 - r2)
    var high = r1 + r2
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if lensArea(r1, r2, middle) > overlap { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The sets joined by overlaps, each group in the order its first set was written.
  static func groups(count: Int, linked: Dictionary<Pair, Double>.Keys) -> [[Int]] {
    var parent = Array(0..<count)
    func root(_ i: Int) -> Int {
      var i = i
      while parent[i] != i { i = parent[i] }
      return i
    }
    for pair in linked.sorted(by: { ($0.a, $0.b) < ($1.a, $1.b) }) {
      let (x, y) = (root(pair.a), root(pair.b))
      if x != y { parent[max(x, y)] = min(x, y) }
    }
    var byRoot: [Int: Int] = [:]
    var result: [[Int]] = []
    for i in 0..<count {
      let r = root(i)
      if let slot = byRoot[r] {
        result[slot].append(i)
      } else {
        byRoot[r] = result.count
        result.append([i])
      }
    }
    return result
  }

  /// Moves a group's circles until overlapping pairs sit at their wanted distances and the
  /// others do not touch: from a ring, pairs pushed and pulled halfway towards their
  /// distance with a shrinking step (deterministic: a fixed start and order).
  static func relax(_ group: [Int], wanted: [Pair: Double], circles: inout [Circle]) {
    let count = group.count
    guard count > 1 else { return }
    let ring = group.map { circles[$0].radius }.reduce(0, +) / Double.pi
    for (k, member) in group.enumerated() {
      let angle = Double.pi + 2 * Double.pi * Double(k) / Double(count)
      circles[member].center = Point(ring * cos(angle), ring * sin(angle))
    }
    // The wanted distances of the group's pairs in a flat table (−1: only keep apart), so
    // the inner loop does no hashing.
    var table = [Double](repeating: -1, count: count * count)
    for (a, i) in group.enumerated() {
      for (b, j) in group.enumerated() where b > a {
        table[a * count + b] = wanted[Pair(i, j)] ?? -1
      }
    }
    var centers = group.map { circles[$0].center }
    let radii = group.map { circles[$0].radius }
    let rounds = max(60, min(500, 4_000_000 / (count * count)))
    for round in 0..<rounds {
      let step = 0.5 * (1 - Double(round) / Double(rounds)) + 0.05
      for a in 0..<count {
        for b in (a + 1)..<count {
          var dx = centers[b].x - centers[a].x
          var dy = centers[b].y - centers[a].y
          var length = (dx * dx + dy * dy).squareRoot()
          if length < 1e-9 {
            (dx, dy, length) = (1e-9, 0, 1e-9)
          }
          let target = table[a * count + b]
          let error: Double
          if target >= 0 {
            error = length - target
          } else {
            let apart = radii[a] + radii[b] + min(radii[a], radii[b]) * 0.15
            guard length < apart else { continue }
            error = length - apart
          }
          let scale = error / length * step / 2
          centers[a].x += dx * scale
          centers[a].y += dy * scale
          centers[b].x -= dx * scale
          centers[b].y -= dy * scale
        }
      }
    }
    for (a, member) in group.enumerated() { circles[member].center = centers[a] }
  }

  /// The box around `circles`.
  static func box(_ circles: [Circle]) -> Rect {
    guard let first = circles.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return circles.dropFirst().reduce(Self.box(first)) { $0.union(Self.box($1)) }
  }

  static func box(_ circle: Circle) -> Rect {
    Rect(
      x: circle.center.x - circle.radius, y: circle.center.y - circle.radius,
      width: 2 * circle.radius, height: 2 * circle.radius)
  }

  /// The point of a sample grid over the members' common box that lies deepest inside every
  /// member and outside every other circle (the largest clearance to the region's edges),
  /// counting both ends of a label `width` wide.
  static func deepestPoint(inside members: Set<Int>, circles: [Circle], width: Double = 0)
    -> Point
  {
    guard let firstMember = members.min() else { return Point(0, 0) }
    var box = Self.box(circles[firstMember])
    for member in members {
      let other = Self.box(circles[member])
      let left = max(box.minX, other.minX)
      let top = max(box.minY, other.minY)
      box = Rect(
        x: left, y: top, width: max(min(box.maxX, other.maxX) - left, 0),
        height: max(min(box.maxY, other.maxY) - top, 0))
    }
    // Only circles that reach the box can bound the region.
    let nearby = circles.indices.filter {
      let other = Self.box(circles[$0])
      return !members.contains($0) && other.minX <= box.maxX && other.maxX >= box.minX
        && other.minY <= box.maxY && other.maxY >= box.minY
    }
    func clearance(_ point: Point) -> Double {
      var clearance = Double.infinity
      for member in members {
        clearance = min(
          clearance, circles[member].radius - point.distance(to: circles[member].center))
      }
      for other in nearby {
        clearance = min(
          clearance, point.distance(to: circles[other].center) - circles[other].radius)
      }
      return clearance
    }
    // A label `width` wide: its ends count too, so a long name moves to where it fits, but
    // never at the price of its middle leaving the region.
    func score(_ point: Point) -> Double {
      let middle = clearance(point)
      guard width > 0, middle > 0 else { return middle - (width > 0 ? 1e6 : 0) }
      return min(
        middle, clearance(Point(point.x - width / 2, point.y)),
        clearance(Point(point.x + width / 2, point.y)))
    }
    // A coarse grid over the box, then a finer one round its best point.
    var best = Point(box.x + box.width / 2, box.y + box.height / 2)
    var bestClearance = -Double.infinity
    var area = box
    for steps in [24, 12] {
      var found = best
      for row in 0...steps {
        for column in 0...steps {
          let point = Point(
            area.x + area.width * Double(column) / Double(steps),
            area.y + area.height * Double(row) / Double(steps))
          let value = score(point)
          if value > bestClearance {
            bestClearance = value
            found = point
          }
        }
      }
      best = found
      let (cellWidth, cellHeight) = (area.width / Double(steps), area.height / Double(steps))
      area = Rect(
        x: best.x - cellWidth, y: best.y - cellHeight, width: 2 * cellWidth,
        height: 2 * cellHeight)
    }
    return best
  }
}
