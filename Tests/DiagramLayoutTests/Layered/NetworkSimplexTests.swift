import Testing

@testable import DiagramLayout

/// Ranking works component by component: interleaved node numbers, isolated nodes and parallel
/// edges each land where their own component puts them, every component starting at rank 0.
@Suite struct NetworkSimplexTests {
  static func edge(_ tail: Int, _ head: Int, length: Int = 1) -> NetworkSimplex.Edge {
    NetworkSimplex.Edge(tail: tail, head: head, minLength: length, weight: 1)
  }

  @Test func interleavedComponentsRankApart() {
    // Component one: 0 → 2 → 4 (and 0 → 4 twice); component two: 5 → 1 → 3; 6 alone.
    let edges = [
      Self.edge(0, 2), Self.edge(5, 1, length: 2), Self.edge(2, 4), Self.edge(1, 3),
      Self.edge(0, 4), Self.edge(0, 4),
    ]
    let ranks = NetworkSimplex.rank(nodeCount: 7, edges: edges)
    #expect(ranks == [0, 2, 1, 3, 2, 0, 0])
  }
}
