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
  static func order(_ graph: inout LayeredGraph, maxIterations: Int = 24) {
    let paths = graph.nodes.map { graph.clusterPath($0.cluster) }
    var bestLayers: [[Int]] = []
    var bestCrossings = Int.max
    // Two starts (barycenter and median keys); the least crossings wins, ties to the first.
    for (breadthFirst, useMedian) in [(false, false), (false, true)] {
      var trial = graph
      trial.layers = initialOrder(graph, breadthFirst: breadthFirst)
      let crossings = improve(
        &trial, paths: paths, useMedian: useMedian, maxIterations: maxIterations)
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
    _ graph: inout LayeredGraph, paths: [[Int]], useMedian: Bool, maxIterations: Int
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
    while iteration < maxIterations, sinceBest < 8, bestCrossings > 0 {
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
      transpose(&graph, &position, allowEqual: iteration % 4 >= 2)
      let crossings = totalCrossings(graph, position)
      if crossings < bestCrossings {
        best = graph.layers
        bestCrossings = crossings
        sinceBest = 0
      } else {
        sinceBest += 1
      }
      iteration += 1
    }
    graph.layers = best
    return bestCrossings
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
  static func initialOrder(_ graph: LayeredGraph, breadthFirst: Bool) -> [[Int]] {
    var layers = Array(repeating: [Int](), count: graph.layers.count)
    var visited = Array(repeating: false, count: graph.nodes.count)
    let starts = graph.nodes.indices.sorted {
      (graph.nodes[$0].rank, $0) < (graph.nodes[$1].rank, $1)
    }
    for start in starts where !visited[start] {
      if breadthFirst {
        var queue = [start]
        visited[start] = true
        var head = 0
        while head < queue.count {
          let node = queue[head]
          head += 1
          layers[graph.nodes[node].rank].append(node)
          for next in graph.lower[node] + graph.upper[node] where !visited[next] {
            visited[next] = true
            queue.append(next)
          }
        }
        continue
      }
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
    var keyOf: [Int: Double] = [:]
    for (node, key) in zip(layer, keys) where key != nil { keyOf[node] = key }
    return arrangeGroup(layer, depth: 0, keyOf: keyOf, graph: graph, paths: paths)
  }

  private static func arrangeGroup(
    _ nodes: [Int], depth: Int, keyOf: [Int: Double], graph: LayeredGraph, paths: [[Int]]
  ) -> [Int] {
    var items: [(members: [Int], key: Double?, index: Int)] = []
    var clusterItem: [Int: Int] = [:]
    var leftBorder: Int?
    var rightBorder: Int?
    var title: Int?
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
        title = node
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
    if let title { result.append(title) }
    var placed = 0
    func takeUnsortable() {
      while let last = unsortable.last, last.index <= placed {
        result += last.members
        unsortable.removeLast()
        placed += 1
      }
    }
    takeUnsortable()
    for item in sortable {
      result += item.members
      placed += 1
      takeUnsortable()
    }
    for item in unsortable.reversed() { result += item.members }
    if let rightBorder { result.append(rightBorder) }
    return result
  }

  /// Swaps neighbours in the same cluster while that removes crossings.
  static func transpose(_ graph: inout LayeredGraph, _ position: inout [Int], allowEqual: Bool) {
    var improved = true
    var passes = 0
    while improved, passes < 8 {
      improved = false
      passes += 1
      for rank in graph.layers.indices {
        var layer = graph.layers[rank]
        guard layer.count > 1 else { continue }
        for at in 0..<(layer.count - 1) {
          let v = layer[at]
          let w = layer[at + 1]
          guard graph.nodes[v].cluster == graph.nodes[w].cluster, !isBorder(graph.nodes[v]),
            !isBorder(graph.nodes[w])
          else { continue }
          let before =
            pairCrossings(graph.upper[v], graph.upper[w], position)
            + pairCrossings(graph.lower[v], graph.lower[w], position)
          let after =
            pairCrossings(graph.upper[w], graph.upper[v], position)
            + pairCrossings(graph.lower[w], graph.lower[v], position)
          if after < before || (allowEqual && after == before && before > 0) {
            layer.swapAt(at, at + 1)
            position[v] = at + 1
            position[w] = at
            if after < before { improved = true }
          }
        }
        graph.layers[rank] = layer
      }
    }
  }

  static func isBorder(_ node: LayeredGraph.Node) -> Bool {
    if case .border = node.kind { return true }
    return false
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
  static func totalCrossings(_ graph: LayeredGraph, _ position: [Int]) -> Int {
    var total = 0
    guard graph.layers.count > 1 else { return 0 }
    for rank in 0..<(graph.layers.count - 1) {
      let size = graph.layers[rank + 1].count
      guard size > 1 else { continue }
      var tree = Array(repeating: 0, count: size + 1)
      var inserted = 0
      for node in graph.layers[rank] {
        let targets = graph.lower[node].map { position[$0] }.sorted()
        for target in targets {
          // Count already inserted entries greater than `target`.
          var sum = 0
          var i = target + 1
          while i > 0 {
            sum += tree[i]
            i -= i & -i
          }
          total += inserted - sum
          i = target + 1
          while i <= size {
            tree[i] += 1
            i += i & -i
          }
          inserted += 1
        }
      }
    }
    return total
  }
}
