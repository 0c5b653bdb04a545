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

  /// A real segment crossing an inner one between dummies is a conflict; both its ends are
  /// marked, so alignment looks the pair up, and nodes without conflicts are not.
  @Test func marksTheNodesOfEachConflict() {
    var graph = LayeredGraph()
    let kinds: [LayeredGraph.Kind] = [.real(0), .dummy(0), .dummy(0), .real(1)]
    for (index, kind) in kinds.enumerated() {
      graph.nodes.append(
        LayeredGraph.Node(kind: kind, size: Size(width: 20, height: 20), rank: index / 2))
    }
    graph.layers = [[0, 1], [2, 3]]
    // The inner segment 1 → 2 runs right to left, the real 0 → 3 left to right: they cross.
    graph.segments = [.init(upper: 1, lower: 2), .init(upper: 0, lower: 3)]
    graph.buildAdjacency()
    var bk = BrandesKoepf(graph: graph, separation: { _, _ in 30 })
    bk.markConflicts()
    #expect(bk.conflicts == [BrandesKoepf.key(0, 3)])
    #expect(bk.inConflict == [true, false, false, true])
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
