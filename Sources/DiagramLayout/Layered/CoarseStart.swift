/// A first order for `Ordering` from the same graph with its edge lengths divided.
///
/// A chart with edge labels doubles every edge's minimum length (dagre's `makeSpaceForEdgeLabels`)
/// so labels get a rank of their own. Every edge then runs through dummies on the extra ranks,
/// and the barycenter sweeps, whose keys move one rank per sweep, settle in orders with far
/// more crossings than the same graph without the extra ranks (on a 500-edge chart, 132 against
/// 106). So the graph is ranked and ordered again with the lengths divided by their common
/// factor, and that order is carried back: each node of the full graph is keyed by where its
/// edge runs in the coarse order, the upper and the lower end of its coarse segment (sorting
/// by both puts a layer's dummies in the order that adds no crossing of its own).
///
/// Pre: the full graph built by `Normalizer` from `input` and `ranks`. Post: one order of its
/// layers, or nil when the lengths share no factor or the graph has clusters (whose blocks
/// the carried order could split).
enum CoarseStart {
  /// The carried order of `graph`'s layers, or nil.
  static func layers(
    input: LayoutInput, rankEdges: [NetworkSimplex.Edge], reversed: [Bool], graph: LayeredGraph
  ) -> [[Int]]? {
    ordered(input: input, rankEdges: rankEdges, reversed: reversed).map { carried($0, to: graph) }
  }

  /// Whether `input` gets a coarse graph: no clusters, and edge lengths with a common factor.
  static func applies(input: LayoutInput, rankEdges: [NetworkSimplex.Edge]) -> Bool {
    input.clusters.isEmpty && rankEdges.reduce(0) { gcd($0, $1.minLength) } > 1
  }

  /// The coarse graph, ordered, or nil. It needs the full graph's ranking input only, not its
  /// ranks, so `LayeredLayout` builds it beside the full graph.
  static func ordered(
    input: LayoutInput, rankEdges: [NetworkSimplex.Edge], reversed: [Bool], parallel: Bool? = nil
  ) -> LayeredGraph? {
    guard input.clusters.isEmpty, !rankEdges.isEmpty, !input.isCancelled() else { return nil }
    let factor = rankEdges.reduce(0) { gcd($0, $1.minLength) }
    guard factor > 1 else { return nil }
    var coarseInput = input
    coarseInput.edges = input.edges.map { edge in
      var edge = edge
      edge.minLength /= factor
      edge.labelSize = nil
      return edge
    }
    let coarseEdges = rankEdges.map { edge in
      var edge = edge
      edge.minLength /= factor
      return edge
    }
    let ranks = NetworkSimplex.rank(nodeCount: input.nodes.count, edges: coarseEdges)
    var coarse = Normalizer.build(input: coarseInput, ranks: ranks, reversed: reversed)
    Ordering.order(&coarse, parallel: parallel, isCancelled: input.isCancelled)
    return coarse
  }

  /// The order of `coarse`'s layers carried to the full graph `graph` of the same input.
  static func carried(_ coarse: LayeredGraph, to graph: LayeredGraph) -> [[Int]] {
    // Key of each node of the full graph: (upper, lower) coarse order around it.
    var keys = Array(repeating: (upper: 0, lower: 0), count: graph.nodes.count)
    for (node, kind) in graph.nodes.map(\.kind).enumerated() {
      if case .real(let index) = kind {
        keys[node] = (coarse.nodes[index].order, coarse.nodes[index].order)
      }
    }
    for (edge, chain) in graph.chains.enumerated() where chain.count > 2 {
      let coarseChain = coarse.chains[edge]
      let steps = coarseChain.count - 1
      let span = chain.count - 1
      for at in 1..<span {
        // The coarse segment this node lies on: at/span of the way along the edge.
        let upper = at * steps / span
        let lower = min(steps, (at * steps + span - 1) / span)
        keys[chain[at]] = (
          coarse.nodes[coarseChain[upper]].order, coarse.nodes[coarseChain[lower]].order
        )
      }
    }
    return graph.layers.map { layer in
      layer.sorted { (keys[$0].upper, keys[$0].lower, $0) < (keys[$1].upper, keys[$1].lower, $1) }
    }
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    b == 0 ? a : gcd(b, a % b)
  }
}
