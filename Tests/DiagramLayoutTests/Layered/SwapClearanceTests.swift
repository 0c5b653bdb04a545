import Testing

@testable import DiagramLayout

/// Two edges that swap places across a gap, each end beside the other's, are parted by moving
/// one of their dummies sideways, within its layer's room.
@Suite struct SwapClearanceTests {
  /// Edge 0 from P (x 150) down to R (x 50), edge 1 from Q (x 60) down to S (x 160), each
  /// through a dummy on ranks 1 and 2; between those ranks they trade places with their ends
  /// 1 px apart, as two edges on the 200-edge bench flowchart of seed 8 did.
  static func crossing() -> (graph: LayeredGraph, input: LayoutInput, xs: [Double]) {
    let input = LayoutInput(
      nodes: Array(repeating: Size(width: 40, height: 20), count: 4),
      nodeCluster: Array(repeating: nil, count: 4),
      edges: [
        LayoutInput.Edge(from: 0, to: 2, minLength: 3),
        LayoutInput.Edge(from: 1, to: 3, minLength: 3),
      ], clusters: [])
    var graph = LayeredGraph()
    let real = Size(width: 40, height: 20)
    let dummy = Size(width: 0, height: 0)
    // 0 P, 1 Q, 2 R, 3 S, then edge 0's dummies 4 (rank 1) and 5 (rank 2), edge 1's 6 and 7.
    for (kind, rank) in [
      (LayeredGraph.Kind.real(0), 0), (.real(1), 0), (.real(2), 3), (.real(3), 3), (.dummy(0), 1),
      (.dummy(0), 2), (.dummy(1), 1), (.dummy(1), 2),
    ] {
      graph.nodes.append(
        LayeredGraph.Node(
          kind: kind, size: rank == 0 || rank == 3 ? real : dummy, rank: rank))
    }
    graph.chains = [[0, 4, 5, 2], [1, 6, 7, 3]]
    graph.reversed = [false, false]
    for chain in graph.chains {
      for (upper, lower) in zip(chain, chain.dropFirst()) {
        graph.segments.append(LayeredGraph.Segment(upper: upper, lower: lower))
      }
    }
    graph.layers = [[1, 0], [6, 4], [5, 7], [2, 3]]
    graph.buildAdjacency()
    let xs: [Double] = [150, 60, 50, 160, 110, 99, 100, 109]
    return (graph, input, xs)
  }

  static func separation(_ graph: LayeredGraph, _ input: LayoutInput) -> (Int, Int) -> Double {
    { Positioning.gap(graph.nodes[$0], graph.nodes[$1], input: input) }
  }

  @Test func aDummyMovesUntilTheSwappingEdgesPart() {
    let (graph, input, before) = Self.crossing()
    let separation = Self.separation(graph, input)
    let gaps = SwapClearance.segments(before, graph: graph, input: input)
    #expect(SwapClearance.swaps(gaps[1], xs: before).count == 1)
    var xs = before
    SwapClearance.apply(&xs, graph: graph, input: input, separation: separation)
    #expect(SwapClearance.swaps(gaps[1], xs: xs).isEmpty)
    // Edge 0's upper dummy moves right, toward P where its edge comes from: a track spacing
    // from edge 1's lower dummy, and nothing else moves.
    #expect(abs(xs[4] - (109 + GapTracks.spacing + SwapClearance.margin)) < 1e-9)
    for node in xs.indices where node != 4 { #expect(xs[node] == before[node]) }
    for layer in graph.layers {
      for (u, v) in zip(layer, layer.dropFirst()) {
        #expect(xs[v] - xs[u] >= separation(u, v) - 1e-9)
      }
    }
  }

  @Test func noDummyLeavesTheDrawingsWidth() {
    var (graph, input, xs) = Self.crossing()
    // P and S narrow, just right of the dummies: the drawing ends at 117, so edge 0's upper
    // dummy cannot go right, and its lower one goes left instead, toward R.
    for node in [0, 3] {
      graph.nodes[node].size.width = 10
      xs[node] = 112
    }
    let before = xs
    SwapClearance.apply(&xs, graph: graph, input: input, separation: Self.separation(graph, input))
    let gaps = SwapClearance.segments(xs, graph: graph, input: input)
    #expect(SwapClearance.swaps(gaps[1], xs: xs).isEmpty)
    #expect(abs(xs[5] - (100 - GapTracks.spacing - SwapClearance.margin)) < 1e-9)
    for node in xs.indices where node != 5 { #expect(xs[node] == before[node]) }
  }

  @Test func apartEndsAreNoSwap() {
    let a = GapTracks.Piece(edge: 0, index: 0, top: 110, bottom: 99)
    #expect(GapTracks.swap(a, GapTracks.Piece(edge: 1, index: 0, top: 100, bottom: 109)))
    #expect(!GapTracks.swap(a, GapTracks.Piece(edge: 1, index: 0, top: 100, bottom: 121)))
    #expect(!GapTracks.swap(a, GapTracks.Piece(edge: 1, index: 0, top: 89, bottom: 109)))
  }
}
