/// Phase 4, crossing reduction: the order of nodes within each rank.
///
/// Initial order by depth-first search (or one given by `CoarseStart`), then alternating down
/// and up sweeps that sort each layer by the barycenter of its neighbours in the previous
/// layer, each followed by transposition of adjacent nodes while that lowers the crossing
/// count (Gansner et al. 1993, §3; barycenters after Sugiyama, Tagawa, Toda 1981). Small
/// graphs get several starts and keep the best: barycenter and weighted-median keys,
/// breadth-first first orders, shuffles. A node without neighbours on the sweep's side is
/// keyed by its other side; every other round of transposition also takes equal swaps, as
/// dot does, to leave plateaus. Crossings are counted with the accumulator tree of Barth,
/// Jünger, Mutzel (2002). The best order seen is kept; the sweeps stop once they bring no
/// improvement for a while or come back to an earlier state.
///
/// Clusters stay contiguous: a layer is sorted as a tree of groups, each cluster's members
/// (with its border nodes pinned at both ends) moving as one block keyed by their mean
/// barycenter. Pre: a normalized graph. Post: `layers` ordered, `order` of every node set.
enum Ordering {
  /// Layered graphs up to this many nodes get every start of `Start.all` and a final sifting.
  static let restartBudget = 1_000

  /// Layered graphs from this many nodes share their starts between two threads (`parallel`
  /// nil); smaller ones sweep so fast that starting a thread would cost more than it saves.
  static let parallelNodes = 60

  /// Once `isCancelled` says so, no further start or sweep begins: the best order so far is
  /// kept (a valid order, for a drawing nobody will look at). `parallel` forces the starts
  /// onto one thread or two (by default two from `parallelNodes` nodes); the result is the
  /// same either way.
  static func order(
    _ graph: inout LayeredGraph, start given: [[Int]]? = nil, maxIterations: Int = 64,
    parallel: Bool? = nil, isCancelled: () -> Bool = { false }
  ) {
    // Cluster paths only matter to `arrangeGroup`, which a graph without clusters never calls.
    let paths =
      graph.clusterParents.isEmpty ? [] : graph.nodes.map { graph.clusterPath($0.cluster) }
    var bestLayers: [[Int]] = []
    var bestCrossings = Int.max
    // Starts: a given order (`CoarseStart`) alone when there is one: it comes from the sweeps
    // of every start on the coarse graph, and sweeps of the full graph from other starts
    // would only cost time (they did not beat it on the benchmark charts). Otherwise the
    // starts of `Start.all`, the least crossings winning, ties to the earliest, for graphs
    // small enough for the time they take; larger ones get the first start only. Sweeps stop
    // after 8 without improvement (dot's MinQuit), larger graphs after 24 (dot's MaxIter;
    // fewer on huge ones, see `sweepCap`), and after 4 from a given order, which the coarse
    // graph's sweeps have settled.
    let small = graph.nodes.count <= restartBudget
    let starts: [Start?] = given != nil ? [nil] : small ? Start.all : [Start.all[0]]
    let iterations = small ? maxIterations : sweepCap(graph, maxIterations: maxIterations)
    let patience = given != nil && !small ? 4 : 8
    let base = graph
    // Each start sweeps its own copy of the graph, so the starts share the two threads; the
    // winner is picked below in start order, as one thread would have.
    let trials = SecondThread.map(
      count: starts.count, parallel: parallel ?? (base.nodes.count >= parallelNodes),
      stopAfter: { $0?.crossings == 0 }
    ) { index, abandoned -> (crossings: Int, layers: [[Int]])? in
      if index > 0, isCancelled() { return nil }
      let start = starts[index]
      var trial = base
      // nil stands for the given order.
      trial.layers = start.map { initialOrder(base, $0.initial) } ?? given ?? base.layers
      let seed = start?.seed ?? 0
      if seed > 0 {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        for rank in trial.layers.indices where trial.layers[rank].count > 1 {
          for at in stride(from: trial.layers[rank].count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            trial.layers[rank].swapAt(at, Int((state >> 33) % UInt64(at + 1)))
          }
        }
      }
      let crossings = improve(
        &trial, paths: paths, useMedian: start?.useMedian ?? false, maxIterations: iterations,
        patience: patience, isCancelled: { abandoned() || isCancelled() })
      return (crossings, trial.layers)
    }
    for case let trial?? in trials where trial.crossings < bestCrossings {
      bestCrossings = trial.crossings
      bestLayers = trial.layers
    }
    graph.layers = bestLayers
    for layer in graph.layers {
      for (at, node) in layer.enumerated() { graph.nodes[node].order = at }
    }
  }

  /// Node and segment visits the sweeps of one large graph may spend. Halved from 300,000:
  /// the dense 500-relation class and state diagrams spent 260M instructions ordering for
  /// 2% fewer crossings on one and 1% more on the other.
  static let sweepWork = 150_000

  /// The sweeps a graph over `restartBudget` nodes gets: dot's 24 (MaxIter), fewer once the
  /// graph is so large that 24 would cost more than `sweepWork` (a 500-relation class diagram
  /// has 25,000 nodes with its dummies, where most of the sweeps' gain comes in the first few),
  /// never fewer than 4. Depends on the graph's size only, so the output stays deterministic.
  static func sweepCap(_ graph: LayeredGraph, maxIterations: Int) -> Int {
    let perSweep = max(1, graph.nodes.count + graph.segments.count)
    return min(maxIterations, 24, max(4, sweepWork / perSweep))
  }

  /// Sweeps from the graph's current layers; leaves the best order found and returns its
  /// crossing count.
  static func improve(
    _ graph: inout LayeredGraph, paths: [[Int]], useMedian: Bool, maxIterations: Int,
    patience: Int = 8, isCancelled: () -> Bool = { false }
  ) -> Int {
    var position = Array(repeating: 0, count: graph.nodes.count)
    index(graph.layers, &position)
    if !graph.clusterParents.isEmpty {
      for rank in graph.layers.indices {
        let keys = graph.layers[rank].map { Double(position[$0]) }
        graph.layers[rank] = arrange(graph.layers[rank], keys: keys, graph: graph, paths: paths)
      }
      index(graph.layers, &position)
    }
    var best = graph.layers
    var bestCrossings = totalCrossings(graph, position)
    var sinceBest = 0
    var iteration = 0
    // For transposition: flat adjacency, and the group a node may swap within: its cluster
    // + 1 (0 for the root), or -1 for border nodes, which never move.
    let upper = FlatAdjacency(graph.upper)
    let lower = FlatAdjacency(graph.lower)
    let group = graph.nodes.map { node -> Int in
      if case .border = node.kind { return -1 }
      return (node.cluster ?? -1) + 1
    }
    // Buffers reused by every layer of every sweep: the sweeps run thousands of times on a
    // large graph, and fresh arrays per layer cost more than the sorting itself.
    var keys: [Double] = []
    var scratch = SortScratch()
    // The sweeps are deterministic in the layers and the phase (direction, equal swaps):
    // once a state comes back, the rest would only repeat it, so the best is final. States
    // are remembered by a 64-bit hash only; a collision would merely end the sweeps early.
    var seen = Set<UInt64>()
    let rankCount = graph.layers.count
    while iteration < maxIterations, sinceBest < patience, bestCrossings > 0, !isCancelled() {
      let down = iteration % 2 == 0
      let (near, far) = down ? (upper, lower) : (lower, upper)
      let ranks =
        down
        ? stride(from: 1, to: rankCount, by: 1) : stride(from: rankCount - 2, to: -1, by: -1)
      for rank in ranks {
        sweepKeys(
          graph.layers[rank], near: near, far: far, position: position, useMedian: useMedian,
          keys: &keys, scratch: &scratch)
        if graph.clusterParents.isEmpty {
          arrangeFlat(&graph.layers[rank], keys: keys, scratch: &scratch)
        } else {
          graph.layers[rank] = arrange(graph.layers[rank], keys: keys, graph: graph, paths: paths)
        }
        for (at, node) in graph.layers[rank].enumerated() { position[node] = at }
      }
      transpose(
        &graph, &position, allowEqual: iteration % 4 >= 2, upper: upper, lower: lower,
        group: group)
      let crossings = totalCrossings(graph, position)
      if crossings < bestCrossings {
        best = graph.layers
        bestCrossings = crossings
        sinceBest = 0
      } else {
        sinceBest += 1
      }
      iteration += 1
      if !seen.insert(stateKey(graph.layers, phase: iteration % 4)).inserted { break }
    }
    graph.layers = best
    guard graph.clusterParents.isEmpty, bestCrossings > 0, graph.nodes.count <= restartBudget else {
      return bestCrossings
    }
    index(graph.layers, &position)
    sift(&graph, &position, upper: upper, lower: lower)
    return totalCrossings(graph, position)
  }

  /// Sets `position[node]` to each node's index in its layer.
  static func index(_ layers: [[Int]], _ position: inout [Int]) {
    for layer in layers {
      for (at, node) in layer.enumerated() { position[node] = at }
    }
  }

  /// Buffers for sorting one layer, kept across layers and sweeps.
  struct SortScratch {
    var sortable: [(key: Double, index: Int)] = []
    var spare: [(key: Double, index: Int)] = []
    var fixed: [Int] = []
    var result: [Int] = []
    var neighbourPositions: [Int] = []
  }

  /// The key of a node without neighbours on either side: it keeps its index.
  static let noKey = -1.0

  /// Each node's key for a sweep: the barycenter (or weighted median) of its neighbours on the
  /// `near` side, or on the `far` side for a node without near neighbours; `noKey` for a node
  /// without neighbours.
  static func sweepKeys(
    _ layer: [Int], near: FlatAdjacency, far: FlatAdjacency, position: [Int], useMedian: Bool,
    keys: inout [Double], scratch: inout SortScratch
  ) {
    keys.removeAll(keepingCapacity: true)
    for node in layer {
      var (from, to) = (near.start[node], near.start[node + 1])
      var side = near
      if from == to {
        (from, to) = (far.start[node], far.start[node + 1])
        side = far
      }
      guard from < to else {
        keys.append(noKey)
        continue
      }
      if useMedian {
        scratch.neighbourPositions.removeAll(keepingCapacity: true)
        for i in from..<to { scratch.neighbourPositions.append(position[side.neighbours[i]]) }
        keys.append(median(&scratch.neighbourPositions))
      } else {
        var sum = 0
        for i in from..<to { sum += position[side.neighbours[i]] }
        keys.append(Double(sum) / Double(to - from))
      }
    }
  }

  /// A hash of the layers and sweep phase (FNV-1a), to find repeated states cheaply.
  static func stateKey(_ layers: [[Int]], phase: Int) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(phase)
    for layer in layers {
      for node in layer {
        hash = (hash ^ UInt64(truncatingIfNeeded: node)) &* 0x100_0000_01B3
      }
      hash = (hash ^ 0xFF) &* 0x100_0000_01B3
    }
    return hash
  }

  /// The weighted median of neighbour positions (Gansner et al. 1993, §3 `median_value`).
  static func median(_ positions: inout [Int]) -> Double {
    positions.sort()
    let sorted = positions
    let count = sorted.count
    let middle = count / 2
    if count % 2 == 1 { return Double(sorted[middle]) }
    if count == 2 { return Double(sorted[0] + sorted[1]) / 2 }
    let left = Double(sorted[middle - 1] - sorted[0])
    let right = Double(sorted[count - 1] - sorted[middle])
    guard left + right > 0 else { return Double(sorted[middle - 1] + sorted[middle]) / 2 }
    return (Double(sorted[middle - 1]) * right + Double(sorted[middle]) * left) / (left + right)
  }

  /// Sorts one layer by `keys`; nodes without a key keep their index. Clusters move as blocks.
  static func arrange(
    _ layer: [Int], keys: [Double], graph: LayeredGraph, paths: [[Int]]
  ) -> [Int] {
    if graph.clusterParents.isEmpty {
      var layer = layer
      var scratch = SortScratch()
      arrangeFlat(&layer, keys: keys, scratch: &scratch)
      return layer
    }
    var keyOf: [Int: Double] = [:]
    for (node, key) in zip(layer, keys) where key != noKey { keyOf[node] = key }
    return arrangeGroup(layer, depth: 0, keyOf: keyOf, graph: graph, paths: paths)
  }

  /// `arrange` without clusters, in place: sortable nodes by key (ties by index), the others
  /// stay at their index (dagre's `sort` with "unsortable" entries).
  static func arrangeFlat(_ layer: inout [Int], keys: [Double], scratch: inout SortScratch) {
    scratch.sortable.removeAll(keepingCapacity: true)
    scratch.fixed.removeAll(keepingCapacity: true)
    for index in layer.indices {
      if keys[index] == noKey {
        scratch.fixed.append(index)
      } else {
        scratch.sortable.append((keys[index], index))
      }
    }
    sortByKey(&scratch.sortable, spare: &scratch.spare)
    scratch.result.removeAll(keepingCapacity: true)
    var next = 0
    for item in scratch.sortable {
      while next < scratch.fixed.count, scratch.fixed[next] <= scratch.result.count {
        scratch.result.append(layer[scratch.fixed[next]])
        next += 1
      }
      scratch.result.append(layer[item.index])
    }
    while next < scratch.fixed.count {
      scratch.result.append(layer[scratch.fixed[next]])
      next += 1
    }
    swap(&layer, &scratch.result)
  }

  private static func arrangeGroup(
    _ nodes: [Int], depth: Int, keyOf: [Int: Double], graph: LayeredGraph, paths: [[Int]]
  ) -> [Int] {
    var items: [(members: [Int], key: Double?, index: Int)] = []
    var clusterItem: [Int: Int] = [:]
    var leftBorder: Int?
    var rightBorder: Int?
    var titles: [Int] = []
    for (index, node) in nodes.enumerated() {
      let path = paths[node]
      if path.count > depth {
        let cluster = path[depth]
        if let item = clusterItem[cluster] {
          items[item].members.append(node)
        } else {
          clusterItem[cluster] = items.count
          items.append(([node], nil, index))
        }
      } else if case .border(_, let left) = graph.nodes[node].kind {
        if left { leftBorder = node } else { rightBorder = node }
      } else if case .title = graph.nodes[node].kind {
        titles.append(node)
      } else {
        items.append(([node], keyOf[node], index))
      }
    }
    for (at, item) in items.enumerated() where paths[item.members[0]].count > depth {
      let ordered = arrangeGroup(
        item.members, depth: depth + 1, keyOf: keyOf, graph: graph, paths: paths)
      let known = ordered.compactMap { keyOf[$0] }
      items[at].members = ordered
      items[at].key = known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
    }
    var sortable = items.filter { $0.key != nil }
    sortable.sort { ($0.key!, $0.index) < ($1.key!, $1.index) }
    var unsortable = items.filter { $0.key == nil }.sorted { $0.index > $1.index }
    var result: [Int] = []
    if let leftBorder { result.append(leftBorder) }
    // Two title margins (see `Normalizer.titleMargins`) hold the content between them.
    let margins = titles.count == 2 ? titles : []
    let title = margins.isEmpty ? titles.first : nil
    if let first = margins.first { result.append(first) }
    var placed = 0
    // The title's slot goes between the middle items: the title is drawn over it, centred on
    // the box's content, and no edge into the first rank runs through it.
    let titleAt = items.count / 2
    func place(_ members: [Int]) {
      if placed == titleAt, let title { result.append(title) }
      result += members
      placed += 1
    }
    func takeUnsortable() {
      while let last = unsortable.last, last.index <= placed {
        place(last.members)
        unsortable.removeLast()
      }
    }
    takeUnsortable()
    for item in sortable {
      place(item.members)
      takeUnsortable()
    }
    for item in unsortable.reversed() { place(item.members) }
    if placed <= titleAt, let title { result.append(title) }
    if let last = margins.last { result.append(last) }
    if let rightBorder { result.append(rightBorder) }
    return result
  }
}
