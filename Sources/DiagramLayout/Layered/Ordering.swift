/// Phase 4, crossing reduction: the order of nodes within each rank.
///
/// Initial order by depth-first search, then alternating down and up sweeps that sort each
/// layer by the barycenter of its neighbours in the previous layer, each followed by
/// transposition of adjacent nodes while that lowers the crossing count (Gansner et al. 1993,
/// §3; barycenters after Sugiyama, Tagawa, Toda 1981). Crossings are counted with the
/// accumulator tree of Barth, Jünger, Mutzel (2002). The best order seen is kept; the sweeps
/// stop after four rounds without improvement.
///
/// Clusters stay contiguous: a layer is sorted as a tree of groups, each cluster's members
/// (with its border nodes pinned at both ends) moving as one block keyed by their mean
/// barycenter. Pre: a normalized graph. Post: `layers` ordered, `order` of every node set.
enum Ordering {
  static func order(_ graph: inout LayeredGraph, maxIterations: Int = 24) {
    let paths = graph.nodes.map { graph.clusterPath($0.cluster) }
    let hasClusters = !graph.clusterParents.isEmpty
    graph.layers = initialOrder(graph)
    var position = Array(repeating: 0, count: graph.nodes.count)
    func index() {
      for layer in graph.layers {
        for (at, node) in layer.enumerated() { position[node] = at }
      }
    }
    index()
    if hasClusters {
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
    while iteration < maxIterations, sinceBest < 4, bestCrossings > 0 {
      let down = iteration % 2 == 0
      let ranks = Array(graph.layers.indices)
      for rank in down ? Array(ranks.dropFirst()) : Array(ranks.dropLast().reversed()) {
        let layer = graph.layers[rank]
        let keys: [Double?] = layer.map { node in
          let neighbours = down ? graph.upper[node] : graph.lower[node]
          guard !neighbours.isEmpty else { return nil }
          var sum = 0
          for n in neighbours { sum += position[n] }
          return Double(sum) / Double(neighbours.count)
        }
        graph.layers[rank] = arrange(layer, keys: keys, graph: graph, paths: paths)
        for (at, node) in graph.layers[rank].enumerated() { position[node] = at }
      }
      transpose(&graph, &position)
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
    for layer in graph.layers {
      for (at, node) in layer.enumerated() { graph.nodes[node].order = at }
    }
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
  static func transpose(_ graph: inout LayeredGraph, _ position: inout [Int]) {
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
          if after < before {
            layer.swapAt(at, at + 1)
            position[v] = at + 1
            position[w] = at
            improved = true
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
