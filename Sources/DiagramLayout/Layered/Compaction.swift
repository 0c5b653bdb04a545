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
  /// Each node's neighbours in the layers above and below with dot's edge weights, flattened
  /// once so the sweeps below read arrays instead of allocating: node v's upper neighbours
  /// are `node[first[v]..<split[v]]`, its lower ones `node[split[v]..<first[v + 1]]`.
  struct Neighbours {
    var first: [Int]
    var split: [Int]
    var node: [Int] = []
    var weight: [Double] = []
    /// Whether each node is a cluster's border (those hold still).
    var isBorder: [Bool]

    init(_ graph: LayeredGraph) {
      let count = graph.nodes.count
      first = Array(repeating: 0, count: count + 1)
      split = Array(repeating: 0, count: count)
      isBorder = Array(repeating: false, count: count)
      var inner = Array(repeating: false, count: count)
      for (v, node) in graph.nodes.enumerated() {
        switch node.kind {
        case .border:
          inner[v] = true
          isBorder[v] = true
        case .dummy, .label: inner[v] = true
        case .real, .title: break
        }
      }
      node.reserveCapacity(2 * graph.segments.count)
      weight.reserveCapacity(2 * graph.segments.count)
      for v in 0..<count {
        first[v] = node.count
        for n in graph.upper[v] {
          node.append(n)
          weight.append(Compaction.weight(inner[v], inner[n]))
        }
        split[v] = node.count
        for n in graph.lower[v] {
          node.append(n)
          weight.append(Compaction.weight(inner[v], inner[n]))
        }
      }
      first[count] = node.count
    }
  }

  /// Node and neighbour visits the block rounds of `relax` may spend (see `relaxRounds`).
  static let relaxWork = 600_000

  /// The rounds `relax` gets: `rounds` on graphs of the bench flowcharts' size (the 500-edge
  /// one settles in 6), fewer on huge ones, whose blocks move little after the first few
  /// (24 rounds were 150M instructions of a 500-relation class diagram's 1.15G), never
  /// fewer than 4. Depends on the graph's size only, so the output stays deterministic.
  static func relaxRounds(nodes: Int, neighbours: Int, rounds: Int) -> Int {
    min(rounds, max(4, relaxWork / max(1, nodes + neighbours)))
  }

  /// The median pull, at most `relaxRounds` rounds: on dense charts the blocks never settle,
  /// so rounds past that budget cost time without drawing any clearer.
  static func relax(
    _ xs: inout [Double], graph: LayeredGraph, separation: (Int, Int) -> Double,
    window: ClosedRange<Double>? = nil, rounds: Int = 24, isCancelled: () -> Bool = { false }
  ) {
    let count = graph.nodes.count
    guard count > 1 else { return }
    // The least x beside the left neighbour and the most beside the right one, as offsets.
    var left = Array(repeating: -1, count: count)
    var right = Array(repeating: -1, count: count)
    var gapLeft = Array(repeating: 0.0, count: count)
    var gapRight = Array(repeating: 0.0, count: count)
    for layer in graph.layers where layer.count > 1 {
      for at in 1..<layer.count {
        let (u, v) = (layer[at - 1], layer[at])
        left[v] = u
        right[u] = v
        gapLeft[v] = separation(u, v)
        gapRight[u] = gapLeft[v]
      }
    }
    let neighbours = Neighbours(graph)
    let rounds = relaxRounds(nodes: count, neighbours: neighbours.node.count, rounds: rounds)
    let (least, most) = bounds(graph: graph, window: window)
    // Raw copies for the rounds, which pass over every node and edge several times each:
    // bounds and exclusivity checks on the arrays cost more than the work itself.
    let first = raw(neighbours.first)
    let split = raw(neighbours.split)
    let node = raw(neighbours.node)
    let weight = raw(neighbours.weight)
    let isBorder = raw(neighbours.isBorder)
    let leftOf = raw(left)
    let rightOf = raw(right)
    let gapLeftOf = raw(gapLeft)
    let gapRightOf = raw(gapRight)
    let x = raw(xs)
    let leastOf = raw(least)
    let mostOf = raw(most)
    let block = raw(Array(0..<count))
    let start = raw(Array(repeating: 0, count: count + 1))
    let members = raw(Array(repeating: 0, count: count))
    let fill = raw(Array(repeating: 0, count: count + 1))
    defer {
      for buffer in [first, split, node, leftOf, rightOf, block, start, members, fill] {
        buffer.deallocate()
      }
      for buffer in [weight, gapLeftOf, gapRightOf, x, leastOf, mostOf] { buffer.deallocate() }
      isBorder.deallocate()
    }
    let order = graph.layers.flatMap { $0 }
    var pulls: [(x: Double, w: Double)] = []
    var roots: [Int] = []
    for round in 0..<rounds {
      // A cancelled layout is thrown away: its remaining rounds would only hold up the caller.
      if isCancelled() { break }
      // Blocks again each round: a block that came into line with a neighbour moves with it.
      // Top to bottom, a node joins the block of an upper neighbour at its x; the block is
      // known by its topmost node.
      for v in 0..<count { block[v] = v }
      for v in order {
        for at in first[v]..<split[v] {
          let n = node[at]
          if abs(x[n] - x[v]) < 0.01 {
            block[v] = block[n]
            break
          }
        }
      }
      // Members grouped by block (counting sort), in node order.
      for b in 0...count { start[b] = 0 }
      for v in 0..<count { start[block[v] + 1] += 1 }
      for b in 0..<count { start[b + 1] += start[b] }
      for b in 0...count { fill[b] = start[b] }
      for v in 0..<count {
        members[fill[block[v]]] = v
        fill[block[v]] += 1
      }
      roots.removeAll(keepingCapacity: true)
      for v in 0..<count where block[v] == v {
        // Clusters' border nodes stay put: `Positioning.repair` lines each side up
        // afterwards, and a moved border could leave a member outside its box.
        var fixed = false
        for m in start[v]..<start[v + 1] where isBorder[members[m]] { fixed = true }
        if !fixed { roots.append(v) }
      }
      if round % 2 == 1 { roots.reverse() }
      var moved = 0.0
      for b in roots {
        pulls.removeAll(keepingCapacity: true)
        var low = -Double.infinity
        var high = Double.infinity
        for m in start[b]..<start[b + 1] {
          let v = members[m]
          for at in first[v]..<first[v + 1] {
            let n = node[at]
            if block[n] != b { pulls.append((x[n], weight[at])) }
          }
          low = max(low, leftOf[v] >= 0 ? x[leftOf[v]] + gapLeftOf[v] : leastOf[v])
          high = min(high, rightOf[v] >= 0 ? x[rightOf[v]] - gapRightOf[v] : mostOf[v])
        }
        guard !pulls.isEmpty, low <= high else { continue }
        let current = x[b]
        let target = min(max(weightedMedian(&pulls, near: current), low), high)
        guard abs(target - current) > 0.01 else { continue }
        for m in start[b]..<start[b + 1] { x[members[m]] = target }
        moved = max(moved, abs(target - current))
      }
      if moved < 0.5 { break }
    }
    for v in 0..<count { xs[v] = x[v] }
  }

  /// Graph size (nodes plus neighbour entries) up to which `relaxLayers` gets its full work.
  static let layerWorkKnee = 20_000

  /// The node and neighbour visits `relaxLayers` may spend on a graph of `size`: 4M up to
  /// `layerWorkKnee`, beyond it falling with the square root of the size. The graphs of the
  /// benches (up to 5,000) use the whole 4M, and half of it left the sparse 500-edge state
  /// diagram 11% wider; a dense 500-relation class diagram (75,000) gets 2M, 26 sweeps,
  /// where 52 cost 60M more instructions for a drawing at most 4% narrower.
  static func layerWork(size: Int) -> Int {
    guard size > layerWorkKnee else { return 4_000_000 }
    return Int(4_000_000 * (Double(layerWorkKnee) / Double(size)).squareRoot())
  }

  /// Layer by layer, each node pulled to the weighted mean of its neighbours in both adjacent
  /// layers, the layer placed as close to those targets as its order and separations allow
  /// (least squares under order constraints: pool adjacent violators). Each step solves its
  /// layer exactly, so the total squared edge length only falls.
  ///
  /// Run to convergence, not for a fixed few rounds: a sweep moves a layer only as far as its
  /// neighbours pull, so a part of the drawing that Brandes–Köpf pushed sideways takes
  /// hundreds of sweeps to come back (on the 200-node bench flowchart, 16 sweeps left it 3500
  /// px wide, converged it is 2050 px, what dot's network simplex reaches on the same order).
  /// The neighbours, weights and separations are laid out once in flat arrays, so a sweep is
  /// a pass over them; `work` (by default `layerWork`) bounds sweeps × size.
  static func relaxLayers(
    _ xs: inout [Double], graph: LayeredGraph, separation: (Int, Int) -> Double,
    window: ClosedRange<Double>? = nil, work: Int? = nil, isCancelled: () -> Bool = { false }
  ) {
    let count = graph.nodes.count
    guard count > 1 else { return }
    let neighbours = Neighbours(graph)
    // Each node's offset from its layer's first node when the layer is packed tight.
    var offsets = [Double](repeating: 0, count: count)
    for layer in graph.layers where layer.count > 1 {
      for at in 1..<layer.count {
        offsets[layer[at]] = offsets[layer[at - 1]] + separation(layer[at - 1], layer[at])
      }
    }
    // A node's pull weight is fixed; borders, and nodes with no neighbour, pull to where
    // they are (`Positioning.repair` lines border sides up afterwards).
    var total = [Double](repeating: 0, count: count)
    var holds = [Bool](repeating: false, count: count)
    for v in 0..<count {
      for at in neighbours.first[v]..<neighbours.first[v + 1] { total[v] += neighbours.weight[at] }
      if neighbours.isBorder[v] {
        total[v] = 1e6
        holds[v] = true
      } else if total[v] == 0 {
        total[v] = 0.01
        holds[v] = true
      }
    }
    // The layers end to end, so a sweep retains no layer array.
    let order = graph.layers.flatMap { $0 }
    var layerEnd: [Int] = []
    for layer in graph.layers { layerEnd.append((layerEnd.last ?? 0) + layer.count) }
    // Each layer's least and most x of its pooled blocks (`Compaction+Window`): the same for
    // every block, as a block's x is its nodes' less their packed offsets.
    let (least, most) = bounds(graph: graph, window: window)
    let floors = graph.layers.map { $0.first.map { least[$0] } ?? 0 }
    let ceilings = graph.layers.enumerated().map { rank, layer in
      layer.last.map { max(floors[rank], most[$0] - offsets[$0]) } ?? 0
    }
    let size = max(1, count + neighbours.node.count)
    let rounds = max(16, min(2000, (work ?? layerWork(size: size)) / size))
    // Raw copies for the sweeps, which run up to `rounds` times over every node and edge:
    // bounds and exclusivity checks on the arrays cost more than the arithmetic did. They are
    // indexed by place in `order`, not by node, so a sweep reads each layer's entries side by
    // side instead of through the node numbers (the same sums in the same order).
    var sequence = order
    var place = [Int](repeating: -1, count: count)
    for (at, v) in order.enumerated() { place[v] = at }
    for v in 0..<count where place[v] < 0 {
      place[v] = sequence.count
      sequence.append(v)
    }
    let first = UnsafeMutableBufferPointer<Int>.allocate(capacity: count + 1)
    let node = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, neighbours.node.count))
    let weight = UnsafeMutableBufferPointer<Double>.allocate(
      capacity: max(1, neighbours.node.count))
    var entry = 0
    for (at, v) in sequence.enumerated() {
      first[at] = entry
      for e in neighbours.first[v]..<neighbours.first[v + 1] {
        node[entry] = place[neighbours.node[e]]
        weight[entry] = neighbours.weight[e]
        entry += 1
      }
    }
    first[count] = entry
    let offset = raw(sequence.map { offsets[$0] })
    let pull = raw(sequence.map { total[$0] })
    let held = raw(sequence.map { holds[$0] })
    let x = raw(sequence.map { xs[$0] })
    // The pooled blocks of one layer, at most a layer's width.
    let widest = graph.layers.reduce(0) { max($0, $1.count) }
    let blockWeight = raw([Double](repeating: 0, count: widest))
    let blockSum = raw([Double](repeating: 0, count: widest))
    let blockCount = raw([Int](repeating: 0, count: widest))
    let blockMean = raw([Double](repeating: 0, count: widest))
    defer {
      for buffer in [first, node, blockCount] { buffer.deallocate() }
      for buffer in [weight, offset, pull, x, blockWeight, blockSum, blockMean] {
        buffer.deallocate()
      }
      held.deallocate()
    }
    for round in 0..<rounds {
      if isCancelled() { break }
      var moved = 0.0
      for index in layerEnd.indices {
        let rank = round % 2 == 0 ? index : layerEnd.count - 1 - index
        let lower = rank == 0 ? 0 : layerEnd[rank - 1]
        let upper = layerEnd[rank]
        var blocks = 0
        for at in lower..<upper {
          let w = pull[at]
          var sum = 0.0
          if held[at] {
            sum = w * x[at]
          } else {
            for e in first[at]..<first[at + 1] { sum += weight[e] * x[node[e]] }
          }
          // The new block stays in registers while it pools adjacent violators: it merges
          // with the previous block while that one's target lies right of its own. Each
          // block's target is kept, computed once when the block is made or grows.
          var (bw, bs, bc) = (w, sum - w * offset[at], 1)
          var mean = bs / bw
          while blocks > 0, blockMean[blocks - 1] > mean {
            blocks -= 1
            bw = blockWeight[blocks] + bw
            bs = blockSum[blocks] + bs
            bc += blockCount[blocks]
            mean = bs / bw
          }
          blockWeight[blocks] = bw
          blockSum[blocks] = bs
          blockCount[blocks] = bc
          blockMean[blocks] = mean
          blocks += 1
        }
        let (floor, ceiling) = (floors[rank], ceilings[rank])
        var at = lower
        for block in 0..<blocks {
          let y = min(max(blockMean[block], floor), ceiling)
          for _ in 0..<blockCount[block] {
            let target = y + offset[at]
            moved = max(moved, abs(target - x[at]))
            x[at] = target
            at += 1
          }
        }
      }
      if moved < 0.5 { break }
    }
    for (at, v) in sequence.enumerated() { xs[v] = x[at] }
  }

  /// A freshly allocated copy of `array`, for loops that index it many times; the caller
  /// deallocates it.
  static func raw<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
    _ = buffer.initialize(from: array)
    return buffer
  }

  /// dot's edge weights (Gansner et al. 1993, §4.1): 1 between real nodes, 2 between a real
  /// node and a dummy, 8 between dummies, so long edges stay straight.
  static func weight(_ uIsInner: Bool, _ vIsInner: Bool) -> Double {
    switch (uIsInner, vIsInner) {
    case (true, true): return 8
    case (false, false): return 1
    default: return 2
    }
  }

  /// The x that splits the pulls' weight in half; on a tie (any x between the two middle pulls
  /// is as good) the middle pull nearer `current`, so the block comes into line with one
  /// neighbour rather than bending towards both.
  static func weightedMedian(_ pulls: inout [(x: Double, w: Double)], near current: Double)
    -> Double
  {
    // A node on a chain has one or two pulls, most blocks of a dense chart do: those need no
    // sort (the same answer as the loop below, without its cost per call).
    if pulls.count == 1 { return pulls[0].x }
    if pulls.count == 2 {
      let (a, b) = pulls[0].x <= pulls[1].x ? (pulls[0], pulls[1]) : (pulls[1], pulls[0])
      let half = (a.w + b.w) / 2
      if a.w > half + 1e-9 { return a.x }
      if abs(a.w - half) <= 1e-9 { return abs(a.x - current) <= abs(b.x - current) ? a.x : b.x }
      return b.x
    }
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
