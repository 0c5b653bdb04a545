/// Phase 5, coordinate assignment: x by Brandes–Köpf, a repair pass, `Compaction`'s
/// least-squares sweeps and median pull of each block, both inside the width window of
/// `Compaction+Window`, the repair again and `SwapClearance`'s parting of edges that swap
/// places across a gap, then y by rank.
///
/// The repair pass makes the result safe whatever the balancing did: each cluster's border
/// nodes are moved to one x per side and every layer is swept left to right to restore the
/// minimum separation; both steps only move nodes right, so they reach a fixed point (a
/// longest-path solution of the separation constraints). Ranks are stacked with the rank
/// separation plus room for cluster padding and titles, wider where the edges bending across
/// a gap need more tracks than fit. Pre: ordered layers. Post: `x`, `y`
/// of every node and `clusterBoxes`; no two nodes of a layer overlap, and a cluster's box
/// holds its members and no other node.
enum Positioning {
  static func position(_ graph: inout LayeredGraph, input: LayoutInput) {
    let nodes = graph.nodes
    let separation = { (u: Int, v: Int) -> Double in
      gap(nodes[u], nodes[v], input: input)
    }
    var bk = BrandesKoepf(graph: graph, separation: separation)
    var xs = bk.run()
    repair(&xs, graph: graph, separation: separation)
    if input.compacts {
      let window = Compaction.window(xs, graph: graph, separation: separation)
      Compaction.relaxLayers(
        &xs, graph: graph, separation: separation, window: window, isCancelled: input.isCancelled)
      Compaction.relax(
        &xs, graph: graph, separation: separation, window: window, isCancelled: input.isCancelled)
      repair(&xs, graph: graph, separation: separation)
      // Only here: the terminal layout, which does not compact, routes on its own grid of
      // cells, not with `GapTracks`.
      SwapClearance.apply(&xs, graph: graph, input: input, separation: separation)
    }
    let minimum = graph.nodes.indices.map { xs[$0] - graph.nodes[$0].size.width / 2 }.min() ?? 0
    for node in graph.nodes.indices { graph.nodes[node].x = xs[node] - minimum }
    assignY(&graph, input: input)
  }

  /// Centre distance between neighbours `u` (left) and `v` (right).
  static func gap(_ u: LayeredGraph.Node, _ v: LayeredGraph.Node, input: LayoutInput) -> Double {
    let half = (u.size.width + v.size.width) / 2
    if case .border(_, true) = u.kind { return half + input.clusterPadding }
    if case .border(_, false) = v.kind { return half + input.clusterPadding }
    return half + side(u, input) + side(v, input)
  }

  static func side(_ node: LayeredGraph.Node, _ input: LayoutInput) -> Double {
    switch node.kind {
    case .real: return input.nodeSeparation / 2
    case .dummy: return input.dummySide
    case .label: return input.labelSide
    case .title: return 0
    case .border: return input.nodeSeparation / 2
    }
  }

  static func repair(_ xs: inout [Double], graph: LayeredGraph, separation: (Int, Int) -> Double) {
    var borders: [Int: (left: [Int], right: [Int])] = [:]
    for (index, node) in graph.nodes.enumerated() {
      if case .border(let cluster, let left) = node.kind {
        if left {
          borders[cluster, default: ([], [])].left.append(index)
        } else {
          borders[cluster, default: ([], [])].right.append(index)
        }
      }
    }
    let clusters = borders.keys.sorted()
    // Converges in a few rounds in practice; the cap bounds hostile nesting.
    for _ in 0..<min(graph.nodes.count + 2, 400) {
      var changed = false
      for cluster in clusters {
        for side in [borders[cluster]!.left, borders[cluster]!.right] {
          let target = side.map { xs[$0] }.max() ?? 0
          for node in side where xs[node] < target {
            xs[node] = target
            changed = true
          }
        }
      }
      for layer in graph.layers where layer.count > 1 {
        for at in 1..<layer.count {
          let minimum = xs[layer[at - 1]] + separation(layer[at - 1], layer[at])
          if xs[layer[at]] < minimum - 1e-9 {
            xs[layer[at]] = minimum
            changed = true
          }
        }
      }
      if !changed { break }
    }
  }

  static func assignY(_ graph: inout LayeredGraph, input: LayoutInput) {
    let rankCount = graph.layers.count
    var height = Array(repeating: 0.0, count: rankCount)
    for node in graph.nodes { height[node.rank] = max(height[node.rank], node.size.height) }
    let clusterCount = graph.clusterRanks.count
    var topDepth = Array(repeating: 0.0, count: clusterCount)
    var bottomDepth = Array(repeating: 0.0, count: clusterCount)
    // Children before parents: deeper clusters have larger paths.
    let byDepth = (0..<clusterCount).sorted {
      graph.clusterPath($0).count > graph.clusterPath($1).count
    }
    for cluster in byDepth {
      guard let range = graph.clusterRanks[cluster] else { continue }
      topDepth[cluster] += input.clusterPadding + input.clusters[cluster].topReserve
      bottomDepth[cluster] += input.clusterPadding + input.clusters[cluster].bottomReserve
      if let parent = graph.clusterParents[cluster], let outer = graph.clusterRanks[parent] {
        if outer.lowerBound == range.lowerBound {
          topDepth[parent] = max(topDepth[parent], topDepth[cluster])
        }
        if outer.upperBound == range.upperBound {
          bottomDepth[parent] = max(bottomDepth[parent], bottomDepth[cluster])
        }
      }
    }
    var topExtra = Array(repeating: 0.0, count: rankCount)
    var bottomExtra = Array(repeating: 0.0, count: rankCount)
    for cluster in 0..<clusterCount {
      guard let range = graph.clusterRanks[cluster] else { continue }
      topExtra[range.lowerBound] = max(topExtra[range.lowerBound], topDepth[cluster])
      bottomExtra[range.upperBound] = max(bottomExtra[range.upperBound], bottomDepth[cluster])
    }
    // The edges bending across each gap, from their chain nodes' centres: a crowded gap
    // grows so that the turns of its tracks (`GapTracks`) stay apart.
    var pieces = Array(repeating: [GapTracks.Piece](), count: rankCount)
    for (edge, chain) in graph.chains.enumerated() where chain.count >= 2 {
      for at in 0..<(chain.count - 1) {
        let (u, v) = (graph.nodes[chain[at]], graph.nodes[chain[at + 1]])
        guard v.rank == u.rank + 1, abs(u.x - v.x) > 1 else { continue }
        var piece = GapTracks.Piece(edge: edge, index: at, top: u.x, bottom: v.x)
        // Chains run from the upper rank down: the tail is on top unless the edge was
        // reversed to break a cycle.
        let room = input.edges.indices.contains(edge) ? input.edges[edge].room : MarkerRoom()
        let (upperEnd, lowerEnd) =
          graph.reversed[edge] ? (room.end, room.start) : (room.start, room.end)
        if at == 0 { piece.upperRoom = upperEnd }
        if at == chain.count - 2 { piece.lowerRoom = lowerEnd }
        pieces[u.rank].append(piece)
      }
    }
    var top = Array(repeating: 0.0, count: rankCount)
    var y = rankCount > 0 ? topExtra[0] : 0
    for rank in 0..<rankCount {
      if rank > 0 {
        let gap = bottomExtra[rank - 1] + input.rankSeparation + topExtra[rank]
        y += max(gap, GapTracks.neededLength(pieces[rank - 1]))
      }
      top[rank] = y
      y += height[rank]
    }
    for index in graph.nodes.indices {
      let rank = graph.nodes[index].rank
      graph.nodes[index].y = top[rank] + height[rank] / 2
    }
    graph.clusterBoxes = (0..<clusterCount).map { cluster in
      guard let range = graph.clusterRanks[cluster] else { return nil }
      var left = Double.infinity
      var right = -Double.infinity
      for node in graph.nodes {
        if case .border(let owner, let isLeft) = node.kind, owner == cluster {
          if isLeft { left = min(left, node.x) } else { right = max(right, node.x) }
        }
      }
      let minY = top[range.lowerBound] - topDepth[cluster]
      let maxY = top[range.upperBound] + height[range.upperBound] + bottomDepth[cluster]
      return Rect(x: left, y: minY, width: right - left, height: maxY - minY)
    }
  }
}
