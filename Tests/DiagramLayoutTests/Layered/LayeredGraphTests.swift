import Testing

@testable import DiagramLayout

/// Each node's neighbours above and below, in the order of the segments.
@Suite struct LayeredGraphTests {
  @Test func groupsValuesByKeyInTheirOrder() {
    let pairs = [(2, 7), (0, 5), (2, 1), (3, 3), (0, 9)]
    #expect(LayeredGraph.grouped(pairs, count: 5) == [[5, 9], [], [7, 1], [3], []])
  }

  @Test func adjacencyFollowsTheSegments() {
    var graph = LayeredGraph()
    let node = LayeredGraph.Node(kind: .dummy(0), size: Size(width: 1, height: 1), rank: 0)
    graph.nodes = Array(repeating: node, count: 4)
    graph.segments = [
      .init(upper: 0, lower: 3), .init(upper: 1, lower: 3), .init(upper: 0, lower: 2),
    ]
    graph.buildAdjacency()
    #expect(graph.lower == [[3, 2], [3], [], []])
    #expect(graph.upper == [[], [], [0], [0, 1]])
  }
}
