import Foundation

/// Where a Venn diagram's circles go, as venn.js (which Mermaid's renderer calls) places them:
/// each set a circle of area in proportion to its size; the sets joined by unions laid out
/// greedily (the set with the most overlap first, each next one at the candidate point beside
/// its placed partners that fits best), then moved to minimise the squared error between every
/// drawn overlap and its size (pairs no union names: no overlap). Each group is then turned as
/// venn.js turns it — largest circle first, the second to its right, the third above — and
/// up to four groups sit as venn.js puts them (right of, below, and diagonal to the largest);
/// more groups fill rows. All of it deterministic (venn.js's random restarts are not used).
enum VennArrangement {
  /// Two set indices, the smaller first.
  struct Pair: Hashable, Sendable {
    let a: Int
    let b: Int
    init(_ i: Int, _ j: Int) {
      a = min(i, j)
      b = max(i, j)
    }
  }

  /// What the circles must show, in units where the largest set has size 1.
  struct Problem {
    var radii: [Double]
    /// The overlap each pair a union names (or a larger union implies) should have.
    var targets: [Pair: Double]
    /// Unions of three sets or more and their sizes.
    var unions: [(members: [Int], size: Double)]
  }

  /// The circles in pixels, the largest of radius `largestRadius`, groups `gap` apart at
  /// least; a row of more than four groups wraps past `rowWidth`.
  static func circles(
    _ diagram: VennDiagram, sets: [String], largestRadius: Double, rowWidth: Double
  ) -> [VennLayout.Circle] {
    guard !sets.isEmpty else { return [] }
    let problem = Self.problem(diagram, sets: sets)
    let scale = largestRadius / (problem.radii.max() ?? 1)
    var groups: [[VennLayout.Circle]] = []
    var members: [[Int]] = []
    for group in Self.groups(count: sets.count, linked: problem.targets.keys) {
      var circles = VennFit.fit(group, problem)
      circles = Self.turned(circles)
      groups.append(
        circles.map { VennLayout.Circle(center: $0.center * scale, radius: $0.radius * scale) })
      members.append(group)
    }
    let placed = VennPacking.pack(groups, rowWidth: rowWidth)
    var result = [VennLayout.Circle](
      repeating: VennLayout.Circle(center: Point(0, 0), radius: 0), count: sets.count)
    for (g, group) in members.enumerated() {
      for (k, member) in group.enumerated() { result[member] = placed[g][k] }
    }
    return result
  }

  /// The sizes and overlaps of `diagram` scaled so the largest set has size 1. A union's size
  /// is kept between 1% and 90% of its smaller set, so the union's region and each set's own
  /// region exist for their labels. A pair inside a larger union that no union of two names
  /// overlaps by a quarter of its smaller set, as Mermaid adds it.
  static func problem(_ diagram: VennDiagram, sets: [String]) -> Problem {
    var index: [String: Int] = [:]
    for (position, name) in sets.enumerated() { index[name] = position }
    let sizes = diagram.areas.filter { $0.sets.count == 1 }.map(\.size)
    let largest = sizes.max() ?? 1
    let scaled = sizes.map { $0 / largest }
    var problem = Problem(
      radii: scaled.map { ($0 / Double.pi).squareRoot() }, targets: [:], unions: [])
    func clamped(_ size: Double, _ members: [Int]) -> Double {
      let smaller = members.map { scaled[$0] }.min() ?? 0
      return min(max(size / largest, smaller * 0.01), smaller * 0.9)
    }
    for area in diagram.areas where area.sets.count >= 2 {
      let members = area.sets.compactMap { index[$0] }
      guard members.count >= 2 else { continue }
      if members.count == 2 {
        problem.targets[Pair(members[0], members[1])] = clamped(area.size, members)
      } else {
        problem.unions.append((members, clamped(area.size, members)))
      }
    }
    for union in problem.unions {
      for (k, i) in union.members.enumerated() {
        for j in union.members[(k + 1)...] where problem.targets[Pair(i, j)] == nil {
          problem.targets[Pair(i, j)] = min(scaled[i], scaled[j]) / 4
        }
      }
    }
    return problem
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

  /// A group turned as venn.js normalises it: the largest circle (the first written among
  /// equals) at the origin, the next largest straight to its right, and the third above the
  /// line through them (y up the page), so the same sets always come out the same way round.
  static func turned(_ circles: [VennLayout.Circle]) -> [VennLayout.Circle] {
    guard !circles.isEmpty else { return circles }
    // A stable order by radius, larger first.
    let order = circles.indices.sorted {
      circles[$0].radius != circles[$1].radius
        ? circles[$0].radius > circles[$1].radius : $0 < $1
    }
    let origin = circles[order[0]].center
    var result = circles.map {
      VennLayout.Circle(center: $0.center - origin, radius: $0.radius)
    }
    guard order.count > 1 else { return result }
    let second = result[order[1]].center
    let angle = -atan2(second.y, second.x)
    let (c, s) = (cos(angle), sin(angle))
    for k in result.indices {
      let p = result[k].center
      result[k].center = Point(c * p.x - s * p.y, s * p.x + c * p.y)
    }
    if order.count > 2, result[order[2]].center.y > 0 {
      for k in result.indices { result[k].center.y = -result[k].center.y }
    }
    return result
  }
}
