/// Phase 4, crossing reduction: the order of nodes within each rank.
///
/// Initial order by depth-first search, then alternating down and up sweeps that sort each
/// layer by the barycenter of its neighbours in the previous layer, each followed by
/// transposition of adjacent nodes while that lowers the crossing count (Gansner et al. 1993,
/// §3; barycenters after Sugiyama, Tagawa, Toda 1981). Two starts, barycenter and weighted
/// median keys, keep the better; a node without neighbours on the sweep's side is keyed by
/// its other side; every other round of transposition also takes equal swaps, as dot does,
/// to leave plateaus. Crossings are counted with the
/// accumulator tree of Barth, Jünger, Mutzel (2002). The best order seen is kept; the sweeps
/// stop after four rounds without improvement.
///
/// Clusters stay contiguous: a layer is sorted as a tree of groups, each cluster's members
/// (with its border nodes pinned at both ends) moving as one block keyed by their mean
/// barycenter. Pre: a normalized graph. Post: `layers` ordered, `order` of every node set.
enum Ordering {
  /// Layered graphs up to this many nodes also get the median start and eight shuffled ones.
  static let restartBudget = 1_000

  /// Once `isCancelled` says so, no further start or sweep begins: the best order so far is
  /// kept (a valid order, for a drawing nobody will look at).
  static func order(
    _ graph: inout LayeredGraph, maxIterations: Int = 64, isCancelled: () -> Bool = { false }
  ) {
    let paths = graph.nodes.map { graph.clusterPath($0.cluster) }
    var bestLayers: [[Int]] = []
    var bestCrossings = Int.max
    // Starts: depth-first order with barycenter keys, with weighted-median keys, then seeded
    // shuffles; the least crossings wins, ties to the earliest.
    // Only graphs small enough for the time they take get the extra starts.
    let small = graph.nodes.count <= restartBudget
    let starts = [(0, false)] + (small ? [(0, true)] + (1...8).map { ($0, false) } : [])
    for (seed, useMedian) in starts {
      if !bestLayers.isEmpty, isCancelled() { break }
      var trial = graph
      trial.layers = initialOrder(graph)
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
        &trial, paths: paths, useMedian: useMedian, maxIterations: maxIterations,
        isCancelled: isCancelled)
      if crossings < bestCrossings {
        bestCrossings = crossings
        bestLayers = trial.layers
      }
      if bestCrossings == 0 { break }
    }
    graph.layers = bestLayers
    for layer in graph.layers {
      for (at, node) in layer.enumerated() { graph.nodes[node].order = at }
    }
  }

  /// Sweeps from the graph's current layers; leaves the best order found and returns its
  /// crossing count.
  static func improve(
    _ graph: inout LayeredGraph, paths: [[Int]], useMedian: Bool, maxIterations: Int,
    isCancelled: () -> Bool = { false }
  ) -> Int {
    var position = Array(repeating: 0, count: graph.nodes.count)
    func index() {
      for layer in graph.layers {
        for (at, node) in layer.enumerated() { position[node] = at }
      }
    }
    index()
    if !graph.clusterParents.isEmpty {
      for rank in graph.layers.indices {
        let keys = graph.layers[rank].map { Double?(Double(position[$0])) }
        graph.layers[rank] = arrange(graph.layers[rank], keys: keys, graph: graph, paths: paths)
      }
      index()
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
    var seen: [UInt64: [Int]] = [:]
    var states: [[[Int]]] = []
    while iteration < maxIterations, sinceBest < 16, bestCrossings > 0, !isCancelled() {
      let down = iteration % 2 == 0
      let ranks = Array(graph.layers.indices)
      for rank in down ? Array(ranks.dropFirst()) : Array(ranks.dropLast().reversed()) {
        let layer = graph.layers[rank]
        let keys: [Double?] = layer.map { node in
          var neighbours = down ? graph.upper[node] : graph.lower[node]
          if neighbours.isEmpty { neighbours = down ? graph.lower[node] : graph.upper[node] }
          guard !neighbours.isEmpty else { return nil }
          if useMedian { return median(neighbours.map { position[$0] }) }
          var sum = 0
          for n in neighbours { sum += position[n] }
          return Double(sum) / Double(neighbours.count)
        }
        graph.layers[rank] = arrange(layer, keys: keys, graph: graph, paths: paths)
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
      // The sweeps are deterministic in the layers and the phase (direction, equal swaps):
      // once a state comes back, the rest would only repeat it, so the best is final.
      let key = stateKey(graph.layers, phase: iteration % 4)
      if let earlier = seen[key], earlier.contains(where: { states[$0] == graph.layers }) { break }
      seen[key, default: []].append(states.count)
      states.append(graph.layers)
    }
    graph.layers = best
    guard graph.clusterParents.isEmpty, bestCrossings > 0, graph.nodes.count <= restartBudget else {
      return bestCrossings
    }
    index()
    sift(&graph, &position)
    return totalCrossings(graph, position)
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

  /// Sifting (Matuszewski, Schönfeld, Molitor 1999) as a final polish: each node in turn moves
  /// to the place in its layer where it crosses least, counted against both neighbouring
  /// layers. Only without clusters, whose blocks it could split.
  static func sift(_ graph: inout LayeredGraph, _ position: inout [Int]) {
    func cost(_ a: Int, _ b: Int) -> Int {
      pairCrossings(graph.upper[a], graph.upper[b], position)
        + pairCrossings(graph.lower[a], graph.lower[b], position)
    }
    for _ in 0..<3 {
      var improved = false
      for rank in graph.layers.indices where graph.layers[rank].count > 1 {
        var layer = graph.layers[rank]
        for v in graph.layers[rank] {
          let from = position[v]
          var best = 0
          var bestIndex = from
          var delta = 0
          var index = from - 1
          while index >= 0 {
            let w = layer[index]
            delta += cost(v, w) - cost(w, v)
            if delta < best {
              best = delta
              bestIndex = index
            }
            index -= 1
          }
          delta = 0
          index = from + 1
          while index < layer.count {
            let w = layer[index]
            delta += cost(w, v) - cost(v, w)
            if delta < best {
              best = delta
              bestIndex = index
            }
            index += 1
          }
          guard bestIndex != from else { continue }
          layer.remove(at: from)
          layer.insert(v, at: bestIndex)
          for at in min(from, bestIndex)...max(from, bestIndex) { position[layer[at]] = at }
          improved = true
        }
        graph.layers[rank] = layer
      }
      if !improved { break }
    }
  }

  /// The weighted median of neighbour positions (Gansner et al. 1993, §3 `median_value`).
  static func median(_ positions: [Int]) -> Double {
    let sorted = positions.sorted()
    let count = sorted.count
    let middle = count / 2
    if count % 2 == 1 { return Double(sorted[middle]) }
    if count == 2 { return Double(sorted[0] + sorted[1]) / 2 }
    let left = Double(sorted[middle - 1] - sorted[0])
    let right = Double(sorted[count - 1] - sorted[middle])
    guard left + right > 0 else { return Double(sorted[middle - 1] + sorted[middle]) / 2 }
    return (Double(sorted[middle - 1]) * right + Double(sorted[middle]) * left) / (left + right)
  }

  /// Depth-first order from the real nodes of the first ranks.
  static func initialOrder(_ graph: LayeredGraph) -> [[Int]] {
    var layers = Array(repeating: [Int](), count: graph.layers.count)
    var visited = Array(repeating: false, count: graph.nodes.count)
    let starts = graph.nodes.indices.sorted {
      (graph.nodes[$0].rank, $0) < (graph.nodes[$1].rank, $1)
    }
    for start in starts where !visited[start] {
      var stack = [start]
      while let node = stack.popLast() {
        guard !visited[node] else { continue }
        visited[node] = true
        layers[graph.nodes[node].rank].append(node)
        for next in graph.lower[node].reversed() where !visited[next] { stack.append(next) }
      }
    }
    return layers
  }

  /// Sorts one layer by `keys`; nodes without a key keep their index. Clusters move as blocks.
  static func arrange(
    _ layer: [Int], keys: [Double?], graph: LayeredGraph, paths: [[Int]]
  ) -> [Int] {
    if graph.clusterParents.isEmpty { return arrangeFlat(layer, keys: keys) }
    var keyOf: [Int: Double] = [:]
    for (node, key) in zip(layer, keys) where key != nil { keyOf[node] = key }
    return arrangeGroup(layer, depth: 0, keyOf: keyOf, graph: graph, paths: paths)
  }

  /// `arrange` without clusters: sortable nodes by key (ties by index), the others stay at
  /// their index (dagre's `sort` with "unsortable" entries).
  static func arrangeFlat(_ layer: [Int], keys: [Double?]) -> [Int] {
    var sortable: [Int] = []
    sortable.reserveCapacity(layer.count)
    var fixed: [Int] = []
    for index in layer.indices {
      if keys[index] != nil { sortable.append(index) } else { fixed.append(index) }
    }
    sortable.sort { (keys[$0]!, $0) < (keys[$1]!, $1) }
    var result: [Int] = []
    result.reserveCapacity(layer.count)
    var next = 0
    for index in sortable {
      while next < fixed.count, fixed[next] <= result.count {
        result.append(layer[fixed[next]])
        next += 1
      }
      result.append(layer[index])
    }
    while next < fixed.count {
      result.append(layer[fixed[next]])
      next += 1
    }
    return result
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

  /// Swaps neighbours in the same cluster while that removes crossings.
  ///
  /// As in dot, a rank is looked at again only when it or a neighbouring rank changed since
  /// its last visit; any other rank would make the same (no) swaps.
  static func transpose(
    _ graph: inout LayeredGraph, _ position: inout [Int], allowEqual: Bool,
    upper: FlatAdjacency, lower: FlatAdjacency, group: [Int]
  ) {
    let rankCount = graph.layers.count
    var candidate = Array(repeating: true, count: rankCount)
    var improved = true
    var passes = 0
    while improved, passes < 8 {
      improved = false
      passes += 1
      for rank in 0..<rankCount where candidate[rank] {
        candidate[rank] = false
        let count = graph.layers[rank].count
        guard count > 1 else { continue }
        for at in 0..<(count - 1) {
          let v = graph.layers[rank][at]
          let w = graph.layers[rank][at + 1]
          guard group[v] >= 0, group[v] == group[w] else { continue }
          let up = upper.pairCounts(v, w, position)
          let down = lower.pairCounts(v, w, position)
          let before = up.before + down.before
          let after = up.after + down.after
          if after < before || (allowEqual && after == before && before > 0) {
            graph.layers[rank].swapAt(at, at + 1)
            position[v] = at + 1
            position[w] = at
            if after < before { improved = true }
            candidate[rank] = true
            if rank > 0 { candidate[rank - 1] = true }
            if rank + 1 < rankCount { candidate[rank + 1] = true }
          }
        }
      }
    }
  }

  /// Adjacency lists in one array (offsets plus neighbours), for the tight transposition loop.
  struct FlatAdjacency {
    var start: [Int]
    var neighbours: [Int]

    init(_ lists: [[Int]]) {
      start = [0]
      start.reserveCapacity(lists.count + 1)
      neighbours = []
      for list in lists {
        neighbours += list
        start.append(neighbours.count)
      }
    }

    /// Crossings between the edges of `v` and `w` with `v` first (`before`) and with `w`
    /// first (`after`), in one pass.
    func pairCounts(_ v: Int, _ w: Int, _ position: [Int]) -> (before: Int, after: Int) {
      var before = 0
      var after = 0
      let (vStart, vEnd, wStart, wEnd) = (start[v], start[v + 1], start[w], start[w + 1])
      guard vStart < vEnd, wStart < wEnd else { return (0, 0) }
      neighbours.withUnsafeBufferPointer { neighbours in
        position.withUnsafeBufferPointer { position in
          for i in vStart..<vEnd {
            let pa = position[neighbours[i]]
            for j in wStart..<wEnd {
              let pb = position[neighbours[j]]
              if pb < pa { before += 1 } else if pb > pa { after += 1 }
            }
          }
        }
      }
      return (before, after)
    }
  }

  /// Crossings between the edges of `left` and `right` when `left` is placed first.
  static func pairCrossings(_ left: [Int], _ right: [Int], _ position: [Int]) -> Int {
    var count = 0
    for a in left {
      let pa = position[a]
      for b in right where position[b] < pa { count += 1 }
    }
    return count
  }

  /// All crossings between adjacent layers (accumulator tree, Barth–Jünger–Mutzel 2002).
  ///
  /// Upper nodes are taken in layer order; each node's edges are all counted against the
  /// entries of the nodes before it, then inserted, so edges sharing an upper end (which
  /// never cross) need no sorting.
  static func totalCrossings(_ graph: LayeredGraph, _ position: [Int]) -> Int {
    var total = 0
    guard graph.layers.count > 1 else { return 0 }
    let widest = graph.layers.map(\.count).max() ?? 0
    var tree = [Int](repeating: 0, count: widest + 1)
    return tree.withUnsafeMutableBufferPointer { tree in
      for rank in 0..<(graph.layers.count - 1) {
        let size = graph.layers[rank + 1].count
        guard size > 1 else { continue }
        for i in 0...size { tree[i] = 0 }
        var inserted = 0
        for node in graph.layers[rank] {
          let targets = graph.lower[node]
          for target in targets {
            // Entries already inserted at a position greater than this target.
            var sum = 0
            var i = position[target] + 1
            while i > 0 {
              sum &+= tree[i]
              i -= i & -i
            }
            total &+= inserted - sum
          }
          for target in targets {
            var i = position[target] + 1
            while i <= size {
              tree[i] &+= 1
              i += i & -i
            }
          }
          inserted += targets.count
        }
      }
      return total
    }
  }
}
