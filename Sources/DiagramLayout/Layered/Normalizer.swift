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
      if title.width > 0 {
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .title(cluster), size: title, rank: range.lowerBound, cluster: cluster))
      }
    }
  }
}
