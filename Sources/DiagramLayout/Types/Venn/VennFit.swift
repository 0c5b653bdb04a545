import Foundation

/// Places one group of overlapping Venn sets so every drawn overlap comes as close to its size
/// as circles allow (venn.js's loss: the sum of squared differences between each overlap's
/// area and its size, pairs no union names wanting no overlap).
///
/// The start is venn.js's greedy layout: the set with the most overlap at the origin, then
/// each set, most overlap first, at the best of the candidate points its placed partners
/// offer (beside each at the distance their overlap needs, or where two such distances meet).
/// The loss is then minimised by gradient descent with an adaptive step (venn.js uses
/// Nelder–Mead; both settle in the same minimum from this start), with the pairs' slope in
/// closed form and the larger unions' by central differences.
struct VennFit {
  let radii: [Double]
  /// The wanted overlap of local pair (a, b) at `a * count + b`, a < b; −1: none wanted.
  var table: [Double]
  let unions: [(members: [Int], size: Double)]
  var count: Int { radii.count }

  /// Unnamed pairs keep apart by this share of the smaller radius, so circles that do not
  /// overlap are not seen to touch.
  static let apart = 0.1

  static func fit(_ group: [Int], _ problem: VennArrangement.Problem) -> [VennLayout.Circle] {
    var local: [Int: Int] = [:]
    for (k, member) in group.enumerated() { local[member] = k }
    let count = group.count
    var table = [Double](repeating: -1, count: count * count)
    for (pair, target) in problem.targets {
      guard let a = local[pair.a], let b = local[pair.b] else { continue }
      table[min(a, b) * count + max(a, b)] = target
    }
    let unions = problem.unions.compactMap { union -> (members: [Int], size: Double)? in
      let members = union.members.compactMap { local[$0] }
      return members.count == union.members.count ? (members, union.size) : nil
    }
    let fit = VennFit(radii: group.map { problem.radii[$0] }, table: table, unions: unions)
    var centers = fit.greedy()
    fit.descend(&centers)
    return centers.indices.map {
      VennLayout.Circle(center: centers[$0], radius: fit.radii[$0])
    }
  }

  func target(_ a: Int, _ b: Int) -> Double { table[min(a, b) * count + max(a, b)] }

  /// The centre distance pair (a, b) wants: the one that gives its overlap, or just apart.
  func wanted(_ a: Int, _ b: Int) -> Double {
    let t = target(a, b)
    if t >= 0 { return VennGeometry.distance(overlap: t, radii[a], radii[b]) }
    return radii[a] + radii[b] + Self.apart * min(radii[a], radii[b])
  }

  /// A pair's loss at centre distance `d` and its slope along `d`.
  func pairTerm(_ a: Int, _ b: Int, _ d: Double) -> (value: Double, slope: Double) {
    let t = target(a, b)
    if t >= 0 {
      let error = VennGeometry.lensArea(radii[a], radii[b], d) - t
      return (error * error, 2 * error * VennGeometry.lensSlope(radii[a], radii[b], d))
    }
    // No overlap wanted: the circles grown by half the gap each must not meet.
    let grow = Self.apart * min(radii[a], radii[b]) / 2
    let (ra, rb) = (radii[a] + grow, radii[b] + grow)
    guard d < ra + rb else { return (0, 0) }
    let lens = VennGeometry.lensArea(ra, rb, d)
    return (lens * lens, 2 * lens * VennGeometry.lensSlope(ra, rb, d))
  }

  /// venn.js's greedy start.
  func greedy() -> [Point] {
    var total = [Double](repeating: 0, count: count)
    for a in 0..<count {
      for b in (a + 1)..<count where target(a, b) > 0 {
        total[a] += target(a, b)
        total[b] += target(a, b)
      }
    }
    let order = (0..<count).sorted { total[$0] != total[$1] ? total[$0] > total[$1] : $0 < $1 }
    var centers = [Point](repeating: Point(0, 0), count: count)
    var placed: [Int] = [order[0]]
    for k in order.dropFirst() {
      var partners = placed.filter { target(k, $0) > 0 }
        .sorted { target(k, $0) != target(k, $1) ? target(k, $0) > target(k, $1) : $0 < $1 }
      if partners.isEmpty { partners = placed }
      partners = Array(partners.prefix(8))
      var candidates: [Point] = []
      for (n, p) in partners.enumerated() {
        let d = wanted(k, p)
        let c = centers[p]
        candidates += [
          Point(c.x + d, c.y), Point(c.x - d, c.y), Point(c.x, c.y + d), Point(c.x, c.y - d),
        ]
        for q in partners[(n + 1)...] {
          candidates += VennGeometry.crossings(
            VennLayout.Circle(center: c, radius: d),
            VennLayout.Circle(center: centers[q], radius: wanted(k, q)))
        }
      }
      var best = candidates[0]
      var bestLoss = Double.infinity
      for candidate in candidates {
        var loss = 0.0
        for q in placed { loss += pairTerm(k, q, candidate.distance(to: centers[q])).value }
        if loss < bestLoss {
          bestLoss = loss
          best = candidate
        }
      }
      centers[k] = best
      placed.append(k)
    }
    return centers
  }

  /// The loss of `centers`, and its gradient when `gradient` is given.
  func loss(_ centers: [Point], gradient: UnsafeMutablePointer<Point>? = nil) -> Double {
    var loss = 0.0
    for a in 0..<count {
      for b in (a + 1)..<count {
        let delta = centers[b] - centers[a]
        let d = delta.length
        // Pairs far apart that want no overlap cost nothing: skip the trigonometry.
        if table[a * count + b] < 0, d >= (radii[a] + radii[b]) * (1 + Self.apart) {
          continue
        }
        let term = pairTerm(a, b, d)
        loss += term.value
        if let gradient, term.slope != 0, d > 1e-12 {
          let push = delta * (term.slope / d)
          gradient[b] = gradient[b] + push
          gradient[a] = gradient[a] - push
        }
      }
    }
    for union in unions {
      let error = area(union.members, centers) - union.size
      loss += error * error
      guard let gradient else { continue }
      let h = 1e-6
      for member in union.members {
        var moved = centers
        for axis in 0..<2 {
          let step = axis == 0 ? Point(h, 0) : Point(0, h)
          moved[member] = centers[member] + step
          let plus = area(union.members, moved)
          moved[member] = centers[member] - step
          let minus = area(union.members, moved)
          moved[member] = centers[member]
          let slope = 2 * error * (plus - minus) / (2 * h)
          gradient[member] = gradient[member] + (axis == 0 ? Point(slope, 0) : Point(0, slope))
        }
      }
    }
    return loss
  }

  func area(_ members: [Int], _ centers: [Point]) -> Double {
    VennGeometry.commonArea(
      members.map { VennLayout.Circle(center: centers[$0], radius: radii[$0]) })
  }

  /// Gradient descent: each step moves the centres along the gradient by at most `step`,
  /// the step growing after a step that lowers the loss and halving after one that does not.
  func descend(_ centers: inout [Point]) {
    guard count > 1 else { return }
    let rounds = max(40, min(3_000, 2_000_000 / (count * count)))
    var step = 0.05 * (radii.max() ?? 1)
    var gradient = [Point](repeating: Point(0, 0), count: count)
    for _ in 0..<rounds {
      for k in gradient.indices { gradient[k] = Point(0, 0) }
      let current = gradient.withUnsafeMutableBufferPointer {
        loss(centers, gradient: $0.baseAddress)
      }
      let largest = gradient.map { max(abs($0.x), abs($0.y)) }.max() ?? 0
      guard current > 1e-18, largest > 1e-15 else { return }
      var moved = false
      while step > 1e-9 {
        let trial = centers.indices.map { centers[$0] - gradient[$0] * (step / largest) }
        if loss(trial) < current {
          centers = trial
          step *= 1.5
          moved = true
          break
        }
        step *= 0.5
      }
      if !moved { return }
    }
  }
}
