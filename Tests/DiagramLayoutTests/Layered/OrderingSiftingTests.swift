import Testing

@testable import DiagramLayout

/// Sifting moves a node to the place in its layer where it crosses least, counting the
/// crossings of each pair over the flat adjacency the sweeps use.
@Suite struct OrderingSiftingTests {
  /// Two layers of `width` real nodes, numbered layer by layer, joined by `segments`.
  static func graph(width: Int, segments: [(Int, Int)]) -> LayeredGraph {
    var graph = LayeredGraph()
    for rank in 0..<2 {
      graph.layers.append(Array(rank * width..<(rank + 1) * width))
      for _ in 0..<width {
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .real(graph.nodes.count), size: Size(width: 40, height: 20), rank: rank))
      }
    }
    graph.segments = segments.map { LayeredGraph.Segment(upper: $0.0, lower: $0.1) }
    graph.buildAdjacency()
    return graph
  }

  static func sifted(_ graph: LayeredGraph) -> LayeredGraph {
    var graph = graph
    var position = Array(repeating: 0, count: graph.nodes.count)
    Ordering.index(graph.layers, &position)
    Ordering.sift(
      &graph, &position, upper: Ordering.FlatAdjacency(graph.upper),
      lower: Ordering.FlatAdjacency(graph.lower))
    for layer in graph.layers {
      for (at, node) in layer.enumerated() { #expect(position[node] == at) }
    }
    return graph
  }

  @Test func aNodeMovesPastTheNeighbourItCrosses() {
    // 0→3 crosses 1→2; moving 0 right of 1 removes the crossing.
    let graph = Self.sifted(Self.graph(width: 2, segments: [(0, 3), (1, 2)]))
    #expect(graph.layers == [[1, 0], [2, 3]])
  }

  @Test func aNodeWithSeveralEdgesMovesToItsLeastCrossingPlace() {
    // 0 reaches the right end of the lower layer, 1 and 2 its left end: 0 belongs last.
    let segments = [(0, 4), (0, 5), (1, 3), (2, 3), (2, 4)]
    let graph = Self.sifted(Self.graph(width: 3, segments: segments))
    var position = Array(repeating: 0, count: graph.nodes.count)
    Ordering.index(graph.layers, &position)
    #expect(Ordering.totalCrossings(graph, position) == 0)
    #expect(graph.layers[0].last == 0)
  }
}
