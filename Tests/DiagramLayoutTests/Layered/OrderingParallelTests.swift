import Testing

@testable import DiagramLayout

/// The ordering's starts shared between two threads pick the same order as one thread running
/// them in turn (`Ordering.order(parallel:)`).
@Suite struct OrderingParallelTests {
  /// `edges` random edges among `nodes` nodes, each `length` ranks long at least.
  static func input(seed: UInt64, nodes: Int, edges: Int, length: Int = 1) -> LayoutInput {
    var random = BenchFlowchart.Rng(state: seed)
    var list: [LayoutInput.Edge] = []
    // A spanning tree first, so the graph is connected, then the rest at random.
    for v in 1..<nodes {
      list.append(LayoutInput.Edge(from: random.below(v), to: v, minLength: length))
    }
    while list.count < edges {
      let (a, b) = (random.below(nodes), random.below(nodes))
      if a != b { list.append(LayoutInput.Edge(from: a, to: b, minLength: length)) }
    }
    return LayoutInput(
      nodes: Array(repeating: Size(width: 40, height: 20), count: nodes),
      nodeCluster: Array(repeating: nil, count: nodes), edges: list, clusters: [])
  }

  /// The graph the ordering gets from `input`: acyclic, ranked and normalized, as
  /// `LayeredLayout.place` builds it.
  static func normalized(_ input: LayoutInput) -> LayeredGraph {
    let reversed = Acyclic.apply(
      nodeCount: input.nodes.count, edges: input.edges.map { ($0.from, $0.to) })
    let rankEdges = zip(input.edges, reversed).map { edge, flip in
      NetworkSimplex.Edge(
        tail: flip ? edge.to : edge.from, head: flip ? edge.from : edge.to,
        minLength: edge.minLength, weight: 1)
    }
    let ranks = NetworkSimplex.rank(nodeCount: input.nodes.count, edges: rankEdges)
    return Normalizer.build(input: input, ranks: ranks, reversed: reversed)
  }

  static func ordered(_ graph: LayeredGraph, parallel: Bool) -> [[Int]] {
    var graph = graph
    Ordering.order(&graph, parallel: parallel)
    return graph.layers
  }

  @Test(arguments: 1...16)
  func twoThreadsOrderAsOne(seed: Int) {
    // Sparse and dense, short and doubled edges, from a tree (no crossings, the first start
    // ends the search) to twice as many edges as nodes.
    let nodes = 20 + 15 * seed
    let edges = nodes - 1 + (seed % 4) * nodes / 2
    let input = Self.input(
      seed: UInt64(seed), nodes: nodes, edges: edges, length: seed % 3 == 0 ? 2 : 1)
    let graph = Self.normalized(input)
    #expect(Self.ordered(graph, parallel: true) == Self.ordered(graph, parallel: false))
  }

  @Test(arguments: [50, 200, 500])
  func theBenchGraphsOrderAsOne(edges: Int) {
    // The bench charts' shape: mostly forward edges over many ranks, some of them doubled.
    let input = Self.input(seed: UInt64(edges), nodes: edges * 7 / 10, edges: edges)
    let graph = Self.normalized(input)
    #expect(Self.ordered(graph, parallel: true) == Self.ordered(graph, parallel: false))
  }

  @Test(arguments: [50, 200, 500])
  func theCoarseGraphIsBuiltAsOnOneThread(edges: Int) {
    // Every length doubled, as edge labels make a chart's: the coarse graph is built and
    // ordered beside the full one.
    let input = Self.input(seed: UInt64(edges + 1), nodes: edges * 7 / 10, edges: edges, length: 2)
    let one = LayeredLayout.place(input, parallel: false)
    let two = LayeredLayout.place(input, parallel: true)
    #expect(one.layers == two.layers)
    #expect(one.nodes.map(\.x) == two.nodes.map(\.x))
  }
}
