extension TerminalFlowchartBuilder {
  /// Cells along the layer a layered node takes: a box its slot, a label its text, a dummy or
  /// a border one cell (its line).
  func cells(_ node: LayeredGraph.Node) -> Int {
    max(Int(node.size.width.rounded()), 1)
  }

  /// The room to keep between neighbours `u` (left) and `v`, mirroring `Positioning.gap`.
  func gap(_ u: LayeredGraph.Node, _ v: LayeredGraph.Node) -> Int {
    if case .border(_, true) = u.kind { return clusterPadding }
    if case .border(_, false) = v.kind { return clusterPadding }
    return side(u) + side(v)
  }

  func side(_ node: LayeredGraph.Node) -> Int {
    switch node.kind {
    case .real, .border: return nodeSeparation / 2
    case .dummy, .label: return 1
    case .title: return 0
    }
  }

  /// Rounds Brandes–Köpf's positions to cells, then restores the separations rounding broke
  /// (the same fixed point as `Positioning.repair`, on integers), so boxes never touch.
  mutating func assignIntegerPositions() {
    let nodes = graph.nodes
    length = nodes.map(cells)
    start = nodes.map { Int(($0.x - $0.size.width / 2).rounded()) }
    var leftBorders: [Int: [Int]] = [:]
    var rightBorders: [Int: [Int]] = [:]
    for (index, node) in nodes.enumerated() {
      if case .border(let cluster, let left) = node.kind {
        if left {
          leftBorders[cluster, default: []].append(index)
        } else {
          rightBorders[cluster, default: []].append(index)
        }
      }
    }
    let sides =
      leftBorders.keys.sorted().map { leftBorders[$0] ?? [] }
      + rightBorders.keys.sorted().map { rightBorders[$0] ?? [] }
    for _ in 0..<min(nodes.count + 2, 400) {
      var changed = false
      for side in sides {
        let target = side.map { start[$0] }.max() ?? 0
        for node in side where start[node] < target {
          start[node] = target
          changed = true
        }
      }
      changed = sweep() || changed
      if !changed { break }
    }
    // Whatever the cap left, neighbours never overlap.
    _ = sweep()
    let minimum = start.min() ?? 0
    for index in start.indices { start[index] -= minimum }
  }

  /// One left-to-right pass over every layer; whether anything moved.
  mutating func sweep() -> Bool {
    var changed = false
    for layer in graph.layers where layer.count > 1 {
      for at in 1..<layer.count {
        let (u, v) = (layer[at - 1], layer[at])
        let minimum = start[u] + length[u] + gap(graph.nodes[u], graph.nodes[v])
        if start[v] < minimum {
          start[v] = minimum
          changed = true
        }
      }
    }
    return changed
  }

  /// The item a layered node stands for, if it is a box.
  func item(_ node: Int) -> Int? {
    if case .real(let item) = graph.nodes[node].kind { return item }
    return nil
  }

  /// The column (layout `o`) where a line passes a dummy or label node, or a box's middle.
  func center(_ node: Int) -> Int {
    if let item = item(node) { return start[node] + boxO(item) / 2 }
    if case .label = graph.nodes[node].kind { return start[node] + length[node] / 2 }
    return start[node]
  }

  /// Spreads `count` ports over a box side starting at `low` with `interior` cells: two cells
  /// apart when there is room, one apart when not, shared when even that does not fit.
  static func ports(count: Int, low: Int, interior: Int) -> [Int] {
    guard count > 0 else { return [] }
    let middle = low + (interior - 1) / 2
    let center = interior % 2 == 0 ? middle + (count % 2 == 0 ? 1 : 0) : middle
    for spacing in [2, 1] where (count - 1) * spacing < interior {
      let first = center - ((count - 1) * spacing) / 2
      let clamped = max(low, min(first, low + interior - 1 - (count - 1) * spacing))
      return (0..<count).map { clamped + $0 * spacing }
    }
    return (0..<count).map { low + ($0 * interior) / count }
  }
}
