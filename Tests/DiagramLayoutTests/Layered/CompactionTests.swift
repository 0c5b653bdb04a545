import Testing

@testable import DiagramLayout

/// The layer relaxation runs to its fixed point: the bench flowcharts come out about as wide
/// as their widest layers allow, not three times that (16 sweeps left the 200-edge one 3507 px
/// wide, 2.0× dot's drawing of the same graph).
@Suite struct CompactionTests {
  static func width(edges: Int) throws -> Double {
    let text = BenchFlowchart.text(edges: edges, seed: UInt64(edges))
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    return drawing.size.width
  }

  @Test func theSmallBenchFlowchartIsNoWiderThanItsConvergedLayout() throws {
    // 1139 px before, 1041 px converged.
    #expect(try Self.width(edges: 50) < 1080)
  }

  @Test func theBenchFlowchartIsNoWiderThanItsConvergedLayout() throws {
    // 3507 px before, 2076 px converged.
    #expect(try Self.width(edges: 200) < 2200)
  }

  /// The block rounds stay at 24 on graphs of the bench flowcharts' size and shrink on huge
  /// ones (all 24 were 150M instructions of the dense class diagram), never under 4.
  @Test func hugeGraphsGetFewerBlockRounds() {
    // The 500-edge bench flowchart: 1380 nodes, 1530 segments (each listed at both ends).
    #expect(Compaction.relaxRounds(nodes: 1_380, neighbours: 3_060, rounds: 24) == 24)
    // The dense 500-relation class diagram: 25,028 nodes and about as many segments.
    #expect(Compaction.relaxRounds(nodes: 25_028, neighbours: 50_000, rounds: 24) == 7)
    #expect(Compaction.relaxRounds(nodes: 1_000_000, neighbours: 2_000_000, rounds: 24) == 4)
  }

  /// The layer relaxation keeps its whole work on graphs of the benches' size and gets less
  /// on huge ones, continuously.
  @Test func hugeGraphsGetLessLayerWork() {
    #expect(Compaction.layerWork(size: 4_500) == 4_000_000)
    #expect(Compaction.layerWork(size: 20_000) == 4_000_000)
    #expect(Compaction.layerWork(size: 20_001) > 3_999_000)
    #expect(Compaction.layerWork(size: 80_000) == 2_000_000)
  }

  /// Relaxation keeps the separations: neighbours in a layer stay apart however far it runs.
  @Test func relaxationKeepsTheSeparations() {
    var graph = LayeredGraph()
    for rank in 0..<3 {
      for _ in 0..<3 {
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .real(graph.nodes.count), size: Size(width: 40, height: 20), rank: rank))
      }
      graph.layers.append([3 * rank, 3 * rank + 1, 3 * rank + 2])
    }
    // Every node pulls towards the middle node of the next layer.
    for rank in 0..<2 {
      for at in 0..<3 { graph.segments.append(.init(upper: 3 * rank + at, lower: 3 * rank + 4)) }
    }
    graph.buildAdjacency()
    var xs = (0..<9).map { Double($0 % 3) * 300 }
    Compaction.relaxLayers(&xs, graph: graph, separation: { _, _ in 50 })
    for layer in graph.layers {
      #expect(xs[layer[1]] - xs[layer[0]] >= 50 - 1e-6)
      #expect(xs[layer[2]] - xs[layer[1]] >= 50 - 1e-6)
    }
  }
}
