/// Horizontal coordinates by Brandes and Köpf, "Fast and Simple Horizontal Coordinate
/// Assignment" (GD 2001), with the corrections of Brandes, Walter and Zink (2020) as used by
/// dagre: type-1 conflicts (a real segment crossing an inner segment between dummies) are
/// marked, nodes are aligned with their median neighbours in four directions (up/down ×
/// left/right), blocks are compacted by longest path over a block graph, and the four
/// layouts are aligned to the narrowest and balanced (mean of the two median candidates).
///
/// Pre: ordered layers. Post: `x` of every node; neighbours in a layer are at least
/// `separation(left, right)` apart after `Positioning`'s repair pass.
struct BrandesKoepf {
  let graph: LayeredGraph
  let separation: (Int, Int) -> Double
  var conflicts: Set<Int64> = []
  /// Whether a node has any conflict, so alignment hashes a pair only when it may have one
  /// (the lookups were 9M instructions of a dense class diagram with 500 conflicts).
  var inConflict: [Bool]

  init(graph: LayeredGraph, separation: @escaping (Int, Int) -> Double) {
    self.graph = graph
    self.separation = separation
    inConflict = Array(repeating: false, count: graph.nodes.count)
  }

  func isInner(_ node: Int) -> Bool {
    switch graph.nodes[node].kind {
    case .dummy, .label, .border: return true
    case .real, .title: return false
    }
  }

  static func key(_ a: Int, _ b: Int) -> Int64 { Int64(min(a, b)) << 32 | Int64(max(a, b)) }

  mutating func markConflicts() {
    let layers = graph.layers
    guard layers.count > 1 else { return }
    var position = Array(repeating: 0, count: graph.nodes.count)
    for layer in layers { for (at, node) in layer.enumerated() { position[node] = at } }
    for rank in 1..<layers.count {
      let layer = layers[rank]
      guard let last = layer.last else { continue }
      var k0 = 0
      var scan = 0
      for (index, v) in layer.enumerated() {
        let inner = isInner(v) ? graph.upper[v].first(where: isInner) : nil
        let k1 = inner.map { position[$0] } ?? layers[rank - 1].count
        guard inner != nil || v == last else { continue }
        for scanned in layer[scan...index] {
          for u in graph.upper[scanned] {
            let p = position[u]
            if (p < k0 || k1 < p) && !(isInner(u) && isInner(scanned)) {
              conflicts.insert(Self.key(u, scanned))
              inConflict[u] = true
              inConflict[scanned] = true
            }
          }
        }
        scan = index + 1
        k0 = k1
      }
    }
  }

  /// The balanced x of every node.
  mutating func run() -> [Double] {
    markConflicts()
    var layouts: [[Double]] = []
    var leftAligned: [Bool] = []
    for down in [false, true] {
      let vertical = down ? Array(graph.layers.reversed()) : graph.layers
      for right in [false, true] {
        let layering = right ? vertical.map { Array($0.reversed()) } : vertical
        let (root, align) = alignment(layering, neighbours: down ? graph.lower : graph.upper)
        var xs = compaction(layering, root: root, align: align, reversed: right)
        if right { xs = xs.map { -$0 } }
        layouts.append(xs)
        leftAligned.append(!right)
      }
    }
    return balance(layouts, leftAligned: leftAligned)
  }

  func alignment(_ layering: [[Int]], neighbours: [[Int]]) -> (root: [Int], align: [Int]) {
    var root = Array(graph.nodes.indices)
    var align = root
    var position = Array(repeating: 0, count: graph.nodes.count)
    for layer in layering { for (at, node) in layer.enumerated() { position[node] = at } }
    for layer in layering {
      var r = -1
      for v in layer {
        // Most nodes have one neighbour: no sorted copy for them.
        let ws =
          neighbours[v].count < 2
          ? neighbours[v] : neighbours[v].sorted { position[$0] < position[$1] }
        guard !ws.isEmpty else { continue }
        let low = (ws.count - 1) / 2
        let high = ws.count / 2
        for i in low...high {
          let w = ws[i]
          if align[v] == v, r < position[w],
            !(inConflict[v] && inConflict[w] && conflicts.contains(Self.key(v, w)))
          {
            align[w] = v
            root[v] = root[w]
            align[v] = root[v]
            r = position[w]
          }
        }
      }
    }
    return (root, align)
  }

  func compaction(_ layering: [[Int]], root: [Int], align: [Int], reversed: Bool) -> [Double] {
    let count = graph.nodes.count
    // One separation constraint per pair of layer neighbours, between their blocks, kept in
    // flat arrays and grouped by block below: an array of constraints per node was hundreds of
    // thousands of small arrays to allocate and free on a dense diagram.
    var lefts: [Int] = []
    var rights: [Int] = []
    var gaps: [Double] = []
    for layer in layering {
      guard layer.count > 1 else { continue }
      for at in 1..<layer.count {
        let u = layer[at - 1]
        let v = layer[at]
        gaps.append(reversed ? separation(v, u) : separation(u, v))
        lefts.append(root[u])
        rights.append(root[v])
      }
    }
    let successors = Grouped(lefts, count: count)
    let predecessors = Grouped(rights, count: count)
    var indegree = (0..<count).map { predecessors.start[$0 + 1] - predecessors.start[$0] }
    var order: [Int] = []
    var queue = (0..<count).filter { root[$0] == $0 && indegree[$0] == 0 }
    var head = 0
    while head < queue.count {
      let block = queue[head]
      head += 1
      order.append(block)
      for constraint in successors.members(block) {
        let next = rights[constraint]
        indegree[next] -= 1
        if indegree[next] == 0 { queue.append(next) }
      }
    }
    var xs = Array(repeating: 0.0, count: count)
    for block in order {
      var x = 0.0
      for constraint in predecessors.members(block) {
        x = max(x, xs[lefts[constraint]] + gaps[constraint])
      }
      xs[block] = x
    }
    // Pull blocks towards their right neighbours to close gaps left by the first pass.
    for block in order.reversed() {
      var limit = Double.infinity
      for constraint in successors.members(block) {
        limit = min(limit, xs[rights[constraint]] - gaps[constraint])
      }
      if limit.isFinite { xs[block] = max(xs[block], limit) }
    }
    return (0..<count).map { xs[root[$0]] }
  }

  /// The indices of `keys` grouped by key (a counting sort, stable): key k's are
  /// `items[start[k]..<start[k + 1]]`, in the order they came.
  struct Grouped {
    var start: [Int]
    var items: [Int]

    init(_ keys: [Int], count: Int) {
      start = Array(repeating: 0, count: count + 1)
      for key in keys { start[key + 1] += 1 }
      for key in 0..<count { start[key + 1] += start[key] }
      var fill = start
      items = Array(repeating: 0, count: keys.count)
      for (index, key) in keys.enumerated() {
        items[fill[key]] = index
        fill[key] += 1
      }
    }

    func members(_ key: Int) -> ArraySlice<Int> { items[start[key]..<start[key + 1]] }
  }

  func balance(_ layouts: [[Double]], leftAligned: [Bool]) -> [Double] {
    func bounds(_ xs: [Double]) -> (Double, Double) {
      var low = Double.infinity
      var high = -Double.infinity
      for (node, x) in xs.enumerated() {
        low = min(low, x - graph.nodes[node].size.width / 2)
        high = max(high, x + graph.nodes[node].size.width / 2)
      }
      return (low, high)
    }
    let extents = layouts.map(bounds)
    guard
      let smallest = extents.indices.min(by: {
        extents[$0].1 - extents[$0].0 < extents[$1].1 - extents[$1].0
      })
    else { return [] }
    let deltas = layouts.indices.map { index in
      leftAligned[index]
        ? extents[smallest].0 - extents[index].0 : extents[smallest].1 - extents[index].1
    }
    guard layouts.count == 4 else { return layouts[smallest] }
    // The mean of the two middle values of four, without an array per node.
    return graph.nodes.indices.map { node in
      let a = layouts[0][node] + deltas[0]
      let b = layouts[1][node] + deltas[1]
      let c = layouts[2][node] + deltas[2]
      let d = layouts[3][node] + deltas[3]
      // Of two sorted pairs, the larger low and the smaller high are the middle two.
      return (max(min(a, b), min(c, d)) + min(max(a, b), max(c, d))) / 2
    }
  }
}
