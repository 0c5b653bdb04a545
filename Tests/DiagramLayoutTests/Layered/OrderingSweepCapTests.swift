import Testing

@testable import DiagramLayout

/// Large graphs get fewer sweeps as they grow, so a 500-relation class diagram (25,000 nodes
/// with its dummies) orders in a bounded time; graphs of the bench flowcharts' size keep
/// dot's 24.
@Suite struct OrderingSweepCapTests {
  /// A graph of `nodes` nodes in one chain of `nodes - 1` segments.
  static func chain(_ nodes: Int) -> LayeredGraph {
    var graph = LayeredGraph()
    let node = LayeredGraph.Node(kind: .dummy(0), size: Size(width: 1, height: 1), rank: 0)
    graph.nodes = Array(repeating: node, count: nodes)
    graph.segments = (1..<nodes).map { LayeredGraph.Segment(upper: $0 - 1, lower: $0) }
    return graph
  }

  @Test func theBenchFlowchartsKeepDotsSweeps() {
    // The 500-edge bench flowchart's full graph: 1380 nodes, 1530 segments.
    #expect(Ordering.sweepCap(Self.chain(1_500), maxIterations: 64) == 24)
  }

  @Test func aHugeGraphGetsFewerSweepsButSomeAlways() {
    // 24 before, whatever the size; 24 and 15 with twice the work.
    #expect(Ordering.sweepCap(Self.chain(5_000), maxIterations: 64) == 15)
    #expect(Ordering.sweepCap(Self.chain(10_000), maxIterations: 64) == 7)
    // The dense class diagram's full graph, and far larger ones.
    #expect(Ordering.sweepCap(Self.chain(25_000), maxIterations: 64) == 4)
    #expect(Ordering.sweepCap(Self.chain(200_000), maxIterations: 64) == 4)
  }
}
