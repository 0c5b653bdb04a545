import Testing

@testable import DiagramLayout

/// The closure of turn orders answers as walking the orders does, before and after an order
/// is added.
@Suite struct GapTracksPrecedenceTests {
  /// Whether `to` is reached from `from` along `after` (or is it): the walk it replaces.
  static func walks(_ after: [[Int]], _ from: Int, _ to: Int) -> Bool {
    var stack = [from]
    var seen: Set<Int> = [from]
    while let node = stack.popLast() {
      if node == to { return true }
      for next in after[node] where seen.insert(next).inserted { stack.append(next) }
    }
    return false
  }

  @Test(arguments: [1, 2, 3, 40, 70])
  func agreesWithTheWalk(count: Int) {
    var seed = UInt64(count)
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    let rank = Array((0..<count).reversed())
    var after = Array(repeating: [Int](), count: count)
    // Orders from lower to higher rank only, as `assign` makes them.
    for i in 0..<count {
      for j in 0..<count where rank[i] < rank[j] && next() % 5 == 0 { after[i].append(j) }
    }
    var precedence = GapTracks.Precedence(after: after, rank: rank)
    for step in 0...(2 * count) {
      // Checked every pair on the way (not after every step, to keep the walk's cost down).
      if step % 16 == 0 || step == 2 * count {
        for a in 0..<count {
          for b in 0..<count { #expect(precedence.follows(b, a) == Self.walks(after, a, b)) }
        }
      }
      let (first, then) = (next() % count, next() % count)
      guard !Self.walks(after, then, first) else { continue }
      after[first].append(then)
      precedence.add(first, then)
    }
  }
}
