/// A polish of Brandes–Köpf's x coordinates: each vertical block moves, within the room its
/// neighbours leave, to the weighted median of the nodes it is joined to.
///
/// Brandes–Köpf balances four extreme layouts, which keeps long edges straight but leaves wide
/// empty stretches wherever one layout pushed a block out (on the bench flowcharts a rank of
/// eight nodes spread over three times their width). Moving each block to the median of its
/// outside neighbours is dot's priority method in spirit (Gansner et al. 1993, §4.1, edges
/// weighted 1, 2 and 8 as real–real, real–dummy and dummy–dummy, so long edges stay
/// straight): a block only moves within the gap to its left and right neighbours, so order and
/// separations hold, and a block is a run of nodes at one x joined by segments, so vertical
/// lines stay vertical. Pre: `xs` meets the separations. Post: the same, no wider.
enum Compaction {
  static func relax(
    _ xs: inout [Double], graph: LayeredGraph, separation: (Int, Int) -> Double,
    rounds: Int = 24
  ) {
    let count = graph.nodes.count
    guard count > 1 else { return }
    var left = Array(repeating: -1, count: count)
    var right = Array(repeating: -1, count: count)
    for layer in graph.layers where layer.count > 1 {
      for at in 1..<layer.count {
        left[layer[at]] = layer[at - 1]
        right[layer[at - 1]] = layer[at]
      }
    }
    func isInner(_ v: Int) -> Bool {
      switch graph.nodes[v].kind {
      case .dummy, .label, .border: return true
      case .real, .title: return false
      }
    }
    func weight(_ u: Int, _ v: Int) -> Double {
      switch (isInner(u), isInner(v)) {
      case (true, true): return 8
      case (false, false): return 1
      default: return 2
      }
    }
    var pulls: [(x: Double, w: Double)] = []
    for round in 0..<rounds {
      // Blocks again each round: a block that came into line with a neighbour moves with it.
      var parent = Array(0..<count)
      func find(_ v: Int) -> Int {
        var v = v
        while parent[v] != v {
          parent[v] = parent[parent[v]]
          v = parent[v]
        }
        return v
      }
      for segment in graph.segments where abs(xs[segment.upper] - xs[segment.lower]) < 0.01 {
        let a = find(segment.upper)
        let b = find(segment.lower)
        if a != b { parent[b] = a }
      }
      var members = Array(repeating: [Int](), count: count)
      for v in 0..<count { members[find(v)].append(v) }
      let blocks = (0..<count).filter { !members[$0].isEmpty }
      let block = (0..<count).map(find)
      // Clusters' border nodes stay put: `Positioning.repair` lines each side up afterwards,
      // and a moved border could leave a member outside its box.
      let fixed = blocks.map { b in
        members[b].contains { v in
          if case .border = graph.nodes[v].kind { return true }
          return false
        }
      }
      var moved = 0.0
      let sequence = round % 2 == 0 ? Array(blocks.indices) : Array(blocks.indices.reversed())
      for index in sequence where !fixed[index] {
        let b = blocks[index]
        pulls.removeAll(keepingCapacity: true)
        var low = -Double.infinity
        var high = Double.infinity
        for v in members[b] {
          for n in graph.upper[v] where block[n] != b { pulls.append((xs[n], weight(v, n))) }
          for n in graph.lower[v] where block[n] != b { pulls.append((xs[n], weight(v, n))) }
          if left[v] >= 0 { low = max(low, xs[left[v]] + separation(left[v], v)) }
          if right[v] >= 0 { high = min(high, xs[right[v]] - separation(v, right[v])) }
        }
        guard !pulls.isEmpty, low <= high else { continue }
        let current = xs[b]
        let target = min(max(weightedMedian(&pulls, near: current), low), high)
        guard abs(target - current) > 0.01 else { continue }
        for v in members[b] { xs[v] = target }
        moved = max(moved, abs(target - current))
      }
      if moved < 0.5 { break }
    }
  }

  /// Layer by layer, each node pulled to the weighted mean of its neighbours in both adjacent
  /// layers, the layer placed as close to those targets as its order and separations allow
  /// (least squares under order constraints: pool adjacent violators). Each step solves its
  /// layer exactly, so the total squared edge length only falls.
  static func relaxLayers(
    _ xs: inout [Double], graph: LayeredGraph, separation: (Int, Int) -> Double,
    rounds: Int = 16
  ) {
    func isInner(_ v: Int) -> Bool {
      switch graph.nodes[v].kind {
      case .dummy, .label, .border: return true
      case .real, .title: return false
      }
    }
    func weight(_ u: Int, _ v: Int) -> Double {
      switch (isInner(u), isInner(v)) {
      case (true, true): return 8
      case (false, false): return 1
      default: return 2
      }
    }
    var blocks: [(weight: Double, sum: Double, count: Int)] = []
    var offsets: [Double] = []
    var targets: [Double] = []
    var weights: [Double] = []
    for round in 0..<rounds {
      var moved = 0.0
      let ranks = Array(graph.layers.indices)
      for rank in round % 2 == 0 ? ranks : ranks.reversed() {
        let layer = graph.layers[rank]
        guard !layer.isEmpty else { continue }
        offsets.removeAll(keepingCapacity: true)
        targets.removeAll(keepingCapacity: true)
        weights.removeAll(keepingCapacity: true)
        var offset = 0.0
        for (at, v) in layer.enumerated() {
          if at > 0 { offset += separation(layer[at - 1], v) }
          offsets.append(offset)
          var w = 0.0
          var sum = 0.0
          if case .border = graph.nodes[v].kind {
            // Borders hold still; `Positioning.repair` lines each side up afterwards.
            w = 1e6
            sum = w * xs[v]
          } else {
            for n in graph.upper[v] {
              w += weight(v, n)
              sum += weight(v, n) * xs[n]
            }
            for n in graph.lower[v] {
              w += weight(v, n)
              sum += weight(v, n) * xs[n]
            }
            if w == 0 {
              w = 0.01
              sum = w * xs[v]
            }
          }
          weights.append(w)
          targets.append(sum / w - offset)
        }
        blocks.removeAll(keepingCapacity: true)
        for at in layer.indices {
          blocks.append((weights[at], weights[at] * targets[at], 1))
          while blocks.count > 1 {
            let last = blocks[blocks.count - 1]
            let previous = blocks[blocks.count - 2]
            guard previous.sum / previous.weight > last.sum / last.weight else { break }
            blocks.removeLast()
            blocks[blocks.count - 1] = (
              previous.weight + last.weight, previous.sum + last.sum, previous.count + last.count
            )
          }
        }
        var at = 0
        for block in blocks {
          let y = block.sum / block.weight
          for _ in 0..<block.count {
            let x = y + offsets[at]
            moved = max(moved, abs(x - xs[layer[at]]))
            xs[layer[at]] = x
            at += 1
          }
        }
      }
      if moved < 0.5 { break }
    }
  }

  /// The x that splits the pulls' weight in half; on a tie (any x between the two middle pulls
  /// is as good) the middle pull nearer `current`, so the block comes into line with one
  /// neighbour rather than bending towards both.
  static func weightedMedian(_ pulls: inout [(x: Double, w: Double)], near current: Double)
    -> Double
  {
    pulls.sort { $0.x < $1.x }
    let total = pulls.reduce(0) { $0 + $1.w }
    var sum = 0.0
    for (at, pull) in pulls.enumerated() {
      sum += pull.w
      if sum > total / 2 + 1e-9 { return pull.x }
      if abs(sum - total / 2) <= 1e-9, at + 1 < pulls.count {
        let next = pulls[at + 1].x
        return abs(pull.x - current) <= abs(next - current) ? pull.x : next
      }
    }
    return pulls[pulls.count - 1].x
  }
}
