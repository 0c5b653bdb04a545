import Testing

@testable import DiagramLayout

/// The separation constraints of a compaction are grouped by block in flat arrays, in the
/// order they were made (the longest-path passes read them block by block).
@Suite struct BrandesKoepfTests {
  @Test func groupsKeysInTheirOrder() {
    let grouped = BrandesKoepf.Grouped([2, 0, 2, 3, 0, 2], count: 5)
    #expect(Array(grouped.members(0)) == [1, 4])
    #expect(grouped.members(1).isEmpty)
    #expect(Array(grouped.members(2)) == [0, 2, 5])
    #expect(Array(grouped.members(3)) == [3])
    #expect(grouped.members(4).isEmpty)
  }

  /// Three nodes in a layer, the middle one wider: each sits its separation from the last.
  @Test func compactionKeepsTheSeparations() {
    var graph = LayeredGraph()
    for width in [20.0, 60, 20] {
      graph.nodes.append(
        LayeredGraph.Node(
          kind: .real(graph.nodes.count), size: Size(width: width, height: 20), rank: 0))
    }
    graph.layers = [[0, 1, 2]]
    graph.buildAdjacency()
    let separation = { (u: Int, v: Int) in
      (graph.nodes[u].size.width + graph.nodes[v].size.width) / 2 + 10
    }
    let bk = BrandesKoepf(graph: graph, separation: separation)
    let xs = bk.compaction([[0, 1, 2]], root: [0, 1, 2], align: [0, 1, 2], reversed: false)
    #expect(xs == [0, 50, 100])
  }
}
