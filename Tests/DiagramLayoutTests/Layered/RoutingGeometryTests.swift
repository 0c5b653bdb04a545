import Testing

@testable import DiagramLayout

/// Item 4 of the flowchart quality issue, checked geometrically: no edge passes through a node
/// that is not one of its ends, and edges entering one node end on distinct points of its
/// outline. The inputs are minimal reproducers and the bench's 200-edge flowchart, rebuilt
/// here from the same generator (`BenchFlowchart`).
@Suite struct RoutingGeometryTests {
  /// Points along an edge's drawn curve.
  static func samples(_ edge: FlowchartDrawing.Edge, steps: Int = 24) -> [Point] {
    var points = [edge.start]
    var from = edge.start
    for segment in edge.segments {
      let cubic = (from, segment.control1, segment.control2, segment.end)
      for step in 1...steps { points.append(EdgeRouter.point(cubic, Double(step) / Double(steps))) }
      from = segment.end
    }
    return points
  }

  /// The edges (as `from->to through X`) that pass more than 1 px inside a node other than
  /// their ends.
  static func edgesThroughNodes(_ chart: Flowchart, _ drawing: FlowchartDrawing) -> [String] {
    var found: [String] = []
    let boxes = drawing.nodes.map { $0.outline.bounds }
    for edge in drawing.edges {
      let model = chart.edges[edge.index]
      let points = samples(edge)
      for (index, node) in drawing.nodes.enumerated() {
        let id = chart.nodes[node.index].id
        guard id != model.from, id != model.to else { continue }
        let hit = points.contains { p in
          boxes[index].contains(p) && node.outline.contains(p) && node.outline.distance(to: p) > 1
        }
        if hit { found.append("\(model.from)->\(model.to) through \(id)") }
      }
    }
    return found
  }

  /// Pairs of edges ending on one node whose end points lie closer than `minimum`.
  static func stackedEnds(
    _ chart: Flowchart, _ drawing: FlowchartDrawing, minimum: Double
  ) -> [String] {
    var ends: [String: [(edge: Int, point: Point)]] = [:]
    for edge in drawing.edges {
      let model = chart.edges[edge.index]
      guard model.from != model.to else { continue }
      ends[model.to, default: []].append((edge.index, edge.end))
      ends[model.from, default: []].append((edge.index, edge.start))
    }
    var found: [String] = []
    for (node, list) in ends.sorted(by: { $0.key < $1.key }) {
      for a in list.indices {
        for b in list.indices where b > a && list[a].point.distance(to: list[b].point) < minimum {
          found.append("\(node): edges \(list[a].edge) and \(list[b].edge)")
        }
      }
    }
    return found
  }

  /// A long edge passes a tall diamond on the rank of its dummy and bends towards a far
  /// target: it must cross the diamond's rank straight and bend below it.
  @Test(arguments: ["TD", "LR", "BT", "RL"])
  func aLongEdgeBendsClearOfATallNeighbour(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        A[start] --> D{"is the request cached and still fresh?"}
        A --> X[x]
        X --> Y[y]
        D --> Z[z]
        A --> Z
        A --> Y
        D --> Y
      """
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let through = Self.edgesThroughNodes(chart, drawing)
    #expect(through.isEmpty, "\(through)")
  }

  /// Many edges into one diamond end on distinct points of its outline, none inside it.
  @Test func edgesIntoOneDiamondEndApart() throws {
    var text = "flowchart TD\n  T{\"check the merged result?\"}\n"
    for index in 0..<8 { text += "  S\(index)[source \(index)] --> T\n" }
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let stacked = Self.stackedEnds(chart, drawing, minimum: 9)
    #expect(stacked.isEmpty, "\(stacked)")
    let target = try #require(drawing.nodes.first { chart.nodes[$0.index].id == "T" })
    for edge in drawing.edges {
      #expect(target.outline.distance(to: edge.end) <= 1, "the arrowhead's tip is on the outline")
    }
  }

  /// The bench's 200-edge flowchart: no edge through a node, no two ends on one point.
  @Test func benchFlowchartRoutesClearOfNodes() throws {
    let text = BenchFlowchart.text(edges: 200, seed: 200)
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    let through = Self.edgesThroughNodes(chart, drawing)
    #expect(through.isEmpty, "\(through)")
    let stacked = Self.stackedEnds(chart, drawing, minimum: 4)
    #expect(stacked.isEmpty, "\(stacked)")
  }
}
