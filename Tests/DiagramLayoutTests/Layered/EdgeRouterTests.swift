import Testing

@testable import DiagramLayout

/// Routing: edges joining the same two nodes directly are drawn apart.
@Suite struct EdgeRouterTests {
  /// The point halfway along an edge's drawn curve (its middle segment's end, or the
  /// middle of a single cubic).
  func middle(_ edge: FlowchartDrawing.Edge) -> Point {
    if edge.segments.count >= 2 { return edge.segments[edge.segments.count / 2 - 1].end }
    let s = edge.segments[0]
    return EdgeRouter.point((edge.start, s.control1, s.control2, s.end), 0.5)
  }

  @Test(arguments: ["TD", "LR", "BT", "RL"])
  func parallelAndOppositeEdgesDoNotShareALine(direction: String) throws {
    let chart = try FlowchartParser.parse(
      MermaidSource(parsing: "flowchart \(direction)\nA-->B\nB-->A\nA-.->B\nC-->D\n"))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let between = drawing.edges.filter { chart.edges[$0.index].from != "C" }
    #expect(between.count == 3)
    for a in between.indices {
      for b in between.indices where b > a {
        let distance = (middle(between[a]) - middle(between[b])).length
        #expect(distance >= EdgeRouter.parallelGap - 0.5, "\(direction) \(a) \(b)")
      }
    }
    // A lone edge stays straight.
    let lone = drawing.edges.first { chart.edges[$0.index].from == "C" }!
    let straight = direction == "TD" || direction == "BT"
    #expect(straight ? abs(lone.start.x - lone.end.x) < 0.5 : abs(lone.start.y - lone.end.y) < 0.5)
  }

  @Test func bowsAreCentredInInputOrder() {
    var graph = LayeredGraph()
    graph.chains = [[0, 1], [1, 0], [2, 3], [0, 1], [4, 5, 6]]
    #expect(EdgeRouter.parallelBows(graph) == [-16, 0, 0, 16, 0])
  }
}
