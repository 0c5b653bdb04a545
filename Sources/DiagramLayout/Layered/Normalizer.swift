/// Phase 3, normalization: every edge becomes a chain of unit segments through dummy nodes
/// (Gansner et al. 1993, §4 "virtual nodes"); a labelled edge's middle dummy is a label node
/// with the label's size, so labels take room like nodes. Clusters get a left and a right
/// border node on every rank they span and a title slot on their first rank (the border
/// chains of dagre's compound layout, after Sander's "Layout of compound directed graphs").
///
/// Pre: ranks from `NetworkSimplex`, `reversed` from `Acyclic`, rank(tail) < rank(head) for
/// each kept edge. Post: a `LayeredGraph` whose segments join adjacent ranks; `chains[i]`
/// lists edge i's nodes from upper to lower rank (empty for self-loops).
enum Normalizer {
  static func build(
    input: LayoutInput, ranks: [Int], reversed: [Bool]
  ) -> LayeredGraph {
    var graph = LayeredGraph()
    graph.clusterParents = input.clusters.map(\.parent)
    graph.reversed = reversed
    for (index, size) in input.nodes.enumerated() {
      graph.nodes.append(
        LayeredGraph.Node(
          kind: .real(index), size: size, rank: ranks[index], cluster: input.nodeCluster[index]))
    }
    for (index, edge) in input.edges.enumerated() {
      guard edge.from != edge.to else {
        graph.chains.append([])
        continue
      }
      let (upper, lower) = reversed[index] ? (edge.to, edge.from) : (edge.from, edge.to)
      let cluster = commonCluster(
        input.nodeCluster[upper], input.nodeCluster[lower], parents: graph.clusterParents)
      let top = ranks[upper]
      let bottom = ranks[lower]
      let labelRank = edge.labelSize == nil ? nil : (top + bottom) / 2
      var chain = [upper]
      var previous = upper
      if bottom > top + 1 {
        for rank in (top + 1)..<bottom {
          let isLabel = rank == labelRank
          let node = graph.nodes.count
          graph.nodes.append(
            LayeredGraph.Node(
              kind: isLabel ? .label(index) : .dummy(index),
              size: isLabel ? edge.labelSize! : Size(width: 0, height: 0), rank: rank,
              cluster: cluster))
          graph.segments.append(LayeredGraph.Segment(upper: previous, lower: node))
          chain.append(node)
          previous = node
        }
      }
      graph.segments.append(LayeredGraph.Segment(upper: previous, lower: lower))
      chain.append(lower)
      graph.chains.append(chain)
    }
    addClusterBorders(&graph, input: input, ranks: ranks)
    let rankCount = (graph.nodes.map(\.rank).max() ?? -1) + 1
    graph.layers = Array(repeating: [], count: rankCount)
    for (index, node) in graph.nodes.enumerated() { graph.layers[node.rank].append(index) }
    graph.buildAdjacency()
    return graph
  }

  /// The innermost cluster holding both (nil for the root).
  static func commonCluster(_ a: Int?, _ b: Int?, parents: [Int?]) -> Int? {
    var ancestors: Set<Int> = []
    var current = a
    while let c = current {
      ancestors.insert(c)
      current = parents[c]
    }
    current = b
    while let c = current {
      if ancestors.contains(c) { return c }
      current = parents[c]
    }
    return nil
  }

  static func addClusterBorders(_ graph: inout LayeredGraph, input: LayoutInput, ranks: [Int]) {
    var ranges = Array(repeating: ClosedRange<Int>?.none, count: input.clusters.count)
    for (node, cluster) in input.nodeCluster.enumerated() {
      var current = cluster
      while let c = current {
        let rank = ranks[node]
        ranges[c] =
          ranges[c].map { min($0.lowerBound, rank)...max($0.upperBound, rank) } ?? rank...rank
        current = input.clusters[c].parent
      }
    }
    graph.clusterRanks = ranges
    for (cluster, range) in ranges.enumerated() {
      guard let range else { continue }
      var previous: (left: Int, right: Int)?
      for rank in range {
        let left = graph.nodes.count
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .border(cluster: cluster, left: true), size: Size(width: 0, height: 0),
            rank: rank, cluster: cluster))
        let right = graph.nodes.count
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .border(cluster: cluster, left: false), size: Size(width: 0, height: 0),
            rank: rank, cluster: cluster))
        if let previous {
          graph.segments.append(LayeredGraph.Segment(upper: previous.left, lower: left))
          graph.segments.append(LayeredGraph.Segment(upper: previous.right, lower: right))
        }
        previous = (left, right)
      }
      let title = input.clusters[cluster].titleSize
      guard title.width > 0 else { continue }
      if let margins = titleMargins(graph, input: input, cluster: cluster, rank: range.lowerBound) {
        for margin in margins {
          graph.nodes.append(
            LayeredGraph.Node(
              kind: .title(cluster), size: Size(width: margin, height: title.height),
              rank: range.lowerBound, cluster: cluster))
        }
      } else {
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .title(cluster), size: title, rank: range.lowerBound, cluster: cluster))
      }
    }
  }

  /// The widths of the two margins that centre a cluster's first rank under a title drawn in
  /// the room reserved beyond its ranks (none when the title fits over the content), or nil
  /// when the title needs a slot of its own beside the content.
  ///
  /// A title drawn over the content would be crossed by any edge that enters the first rank
  /// from the title's side, so it centres only when the first rank holds plain nodes only (no
  /// nested cluster's sides) and either no edge enters it, or the title is wider than the
  /// content, the rank holds at most two members and each has at most one entering edge:
  /// each member is then outermost on its side, and `SideEntry` brings its edge in through
  /// the box's side below the title. The margins widen the box to the title symmetrically
  /// (Mermaid centres the content).
  static func titleMargins(
    _ graph: LayeredGraph, input: LayoutInput, cluster: Int, rank: Int
  ) -> [Double]? {
    let box = input.clusters[cluster]
    guard box.topReserve + box.bottomReserve > 0 else { return nil }
    let nodes = input.nodes.count
    var widths: [Double] = []
    for (index, node) in graph.nodes.enumerated() where node.rank == rank {
      guard graph.clusterPath(node.cluster).contains(cluster) else { continue }
      if case .border(cluster, _) = node.kind { continue }
      guard index < nodes, node.cluster == cluster else { return nil }
      widths.append(node.size.width)
    }
    var entering: [Int: Int] = [:]
    for (index, chain) in graph.chains.enumerated() where chain.count >= 2 {
      let lower = chain[chain.count - 1]
      guard graph.nodes[lower].rank == rank, graph.nodes[lower].cluster == cluster else {
        continue
      }
      // An edge to the subgraph itself ends on its box, which the side detour does not reach.
      let edge = input.edges[index]
      if graph.reversed[index] ? edge.fromBox : edge.toBox { return nil }
      entering[lower, default: 0] += 1
    }
    guard !widths.isEmpty else { return nil }
    // Between the borders: each margin, the content, a node separation either side of it
    // (margins keep none of their own) and the padding; the title wants its width plus the
    // padding.
    let content = widths.reduce(0, +) + input.nodeSeparation * Double(widths.count - 1)
    guard box.titleSize.width > content else { return entering.isEmpty ? [] : nil }
    guard entering.isEmpty || (widths.count <= 2 && entering.values.allSatisfy { $0 == 1 })
    else { return nil }
    let margin = max(0, (box.titleSize.width - content - input.nodeSeparation) / 2)
    return [margin, margin]
  }
}
