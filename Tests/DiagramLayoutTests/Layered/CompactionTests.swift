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

  /// `ranks` layers of `width` real 40×20 nodes each, numbered layer by layer, no segments.
  static func grid(ranks: Int, width: Int) -> LayeredGraph {
    var graph = LayeredGraph()
    for rank in 0..<ranks {
      graph.layers.append(Array(graph.nodes.count..<graph.nodes.count + width))
      for _ in 0..<width {
        graph.nodes.append(
          LayeredGraph.Node(
            kind: .real(graph.nodes.count), size: Size(width: 40, height: 20), rank: rank))
      }
    }
    return graph
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

  @Test func theLargeBenchFlowchartIsNoWiderThanItsWidestLayerAllows() throws {
    // 2556 px before the width window, where bands of ranks drifted apart sideways around
    // layers of at most 1525 px packed; dot draws it 2390 pt wide.
    #expect(try Self.width(edges: 500) < 1800)
  }

  /// Two layers with nothing pulling them together stay where they are without a window and
  /// come inside it with one, the centres of each layer's ends within the window's sides.
  @Test func theWindowHoldsEveryLayerInsideIt() throws {
    var graph = Self.grid(ranks: 2, width: 2)
    graph.buildAdjacency()
    let separation = { (_: Int, _: Int) -> Double in 50 }
    var xs: [Double] = [0, 50, 1000, 1050]
    let window = try #require(Compaction.window(xs, graph: graph, separation: separation))
    #expect(abs(window.upperBound - window.lowerBound - 50 * (1 + Compaction.windowSlack)) < 1e-6)
    Compaction.relaxLayers(&xs, graph: graph, separation: separation, window: window)
    for layer in graph.layers {
      #expect(xs[layer[0]] >= window.lowerBound - 1e-6)
      #expect(xs[layer[1]] <= window.upperBound + 1e-6)
      #expect(xs[layer[1]] - xs[layer[0]] >= 50 - 1e-6)
    }
  }

  /// A cluster's side holds still in the sweeps, so the window reaches over it and over the
  /// nodes of its layer packed beside it: clamping it on one rank only would push that rank's
  /// nodes out of line with the ranks around when the sides are lined up again.
  @Test func theWindowReachesOverClusterSides() throws {
    var graph = LayeredGraph()
    let kinds: [LayeredGraph.Kind] = [
      .real(0), .real(1), .border(cluster: 0, left: false), .real(2), .real(3),
    ]
    for (index, kind) in kinds.enumerated() {
      graph.nodes.append(
        LayeredGraph.Node(kind: kind, size: Size(width: 40, height: 20), rank: index < 2 ? 0 : 1))
    }
    graph.layers = [[0, 1], [2, 3], [4]]
    graph.nodes[4].rank = 2
    graph.buildAdjacency()
    let xs: [Double] = [0, 50, 1000, 1050, 2000]
    let window = try #require(
      Compaction.window(xs, graph: graph, separation: { _, _ in 50 }))
    #expect(window.upperBound >= 1050)
  }

  /// The median pull keeps a layer's ends inside the window too: a lone node pulled far out by
  /// its neighbour stops with its centre on the window's side.
  @Test func theMedianPullStopsAtTheWindow() {
    var graph = Self.grid(ranks: 2, width: 1)
    graph.segments.append(.init(upper: 0, lower: 1))
    graph.buildAdjacency()
    var xs: [Double] = [500, 600]
    Compaction.relax(&xs, graph: graph, separation: { _, _ in 50 }, window: -20...100)
    #expect(xs[0] == 100)
    #expect(xs[1] == 100)
  }

  /// Two pulls, the case answered without a sort, give what the sorted walk gives: the
  /// heavier pull, or on equal weights the one nearer the block's x.
  @Test func twoPullsGiveTheSortedWalksMedian() {
    let cases: [([(x: Double, w: Double)], Double, Double)] = [
      ([(x: 30, w: 1), (x: 10, w: 2)], 0, 10),
      ([(x: 30, w: 8), (x: 10, w: 2)], 0, 30),
      ([(x: 30, w: 2), (x: 10, w: 2)], 25, 30),
      ([(x: 30, w: 2), (x: 10, w: 2)], 15, 10),
      ([(x: 10, w: 2), (x: 30, w: 2), (x: 20, w: 1)], 0, 20),
    ]
    for (pulls, current, median) in cases {
      var copy = pulls
      #expect(Compaction.weightedMedian(&copy, near: current) == median)
    }
  }

  /// Relaxation keeps the separations: neighbours in a layer stay apart however far it runs.
  @Test func relaxationKeepsTheSeparations() {
    var graph = Self.grid(ranks: 3, width: 3)
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
