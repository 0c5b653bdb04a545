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

  @Test(arguments: ["TD", "LR", "BT", "RL"])
  func edgesMeetingOneSideOfANodeEndApartInOrder(direction: String) throws {
    let chart = try FlowchartParser.parse(
      MermaidSource(
        parsing: "flowchart \(direction)\nA-->D\nB-->D\nC-->D\nD-->E\nD-->F{decide}\nD-->G\n"))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let horizontal = direction == "LR" || direction == "RL"
    func across(_ p: Point) -> Double { horizontal ? p.y : p.x }
    func source(_ edge: FlowchartDrawing.Edge) -> Point {
      drawing.nodes.first { chart.nodes[$0.index].id == chart.edges[edge.index].from }!.center
    }
    func target(_ edge: FlowchartDrawing.Edge) -> Point {
      drawing.nodes.first { chart.nodes[$0.index].id == chart.edges[edge.index].to }!.center
    }
    let arriving = drawing.edges.filter { chart.edges[$0.index].to == "D" }
      .sorted { across(source($0)) < across(source($1)) }
    let leaving = drawing.edges.filter { chart.edges[$0.index].from == "D" }
      .sorted { across(target($0)) < across(target($1)) }
    // Distinct ends, in the order of the nodes they come from or go to (no added crossing).
    for at in 1..<3 {
      #expect(across(arriving[at].end) - across(arriving[at - 1].end) >= 8, "\(direction)")
      #expect(across(leaving[at].start) - across(leaving[at - 1].start) >= 8, "\(direction)")
    }
  }

  @Test func bowsAreCentredInInputOrder() {
    var graph = LayeredGraph()
    graph.chains = [[0, 1], [1, 0], [2, 3], [0, 1], [4, 5, 6]]
    #expect(EdgeRouter.parallelBows(graph) == [-16, 0, 0, 16, 0])
  }
}
