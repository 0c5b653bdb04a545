import Testing

@testable import DiagramLayout

/// Item 6 of the flowchart quality issue: edges and subgraphs. Edges keep off titles and
/// borders, a wide title fits its box with even margins, and edges between subgraphs leave
/// and enter on the sides that face each other.
@Suite struct ClusterRoutingTests {
  static let directions = ["TD", "LR", "BT", "RL"]

  func layout(_ text: String) throws -> (Flowchart, FlowchartDrawing) {
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    return (chart, FlowchartLayout.layout(chart, measurer: TextMeasurer()))
  }

  func titleBox(_ cluster: FlowchartDrawing.Cluster) -> Rect {
    Rect(
      center: cluster.titleCenter, width: cluster.titleSize.width,
      height: cluster.titleSize.height)
  }

  /// Edges from outside into the first rank of a subgraph with a long title, and out of it.
  static let entering = """
    flowchart %@
      X[outside] --> A[inner]
      Y[other] --> A
      subgraph S [A rather long subgraph title here]
        A --> B[next]
        C[third] --> B
      end
      B --> Z[after]
      X --> C
    """

  @Test(arguments: directions)
  func edgesNeverCrossATitle(_ direction: String) throws {
    let text = Self.entering.replacingOccurrences(of: "%@", with: direction)
    let (chart, drawing) = try layout(text)
    #expect(
      DrawingChecks.problems(chart, drawing).isEmpty, "\(DrawingChecks.problems(chart, drawing))")
    let cluster = try #require(drawing.clusters.first)
    // The title's text box, less a pixel of anti-aliasing on each side.
    let title = titleBox(cluster)
    let inner = Rect(
      x: title.minX + 1, y: title.minY + 1, width: title.width - 2, height: title.height - 2)
    for edge in drawing.edges {
      let model = chart.edges[edge.index]
      let crossing = RoutingGeometryTests.samples(edge).contains { inner.contains($0) }
      #expect(!crossing, "\(direction): \(model.from)->\(model.to) crosses the title")
    }
  }

  @Test(arguments: directions)
  func noEdgeRunsAlongABorder(_ direction: String) throws {
    let text = Self.entering.replacingOccurrences(of: "%@", with: direction)
    let (chart, drawing) = try layout(text)
    let box = try #require(drawing.clusters.first).box
    for edge in drawing.edges {
      // How far the edge travels along a border line while within 3 px of it: crossing it
      // square travels none, running along it a whole stretch.
      var along = [0.0, 0.0]
      var longest = 0.0
      let points = RoutingGeometryTests.samples(edge, steps: 48)
      for (a, b) in zip(points, points.dropFirst()) {
        let nearSide =
          (abs(a.x - box.minX) < 3 || abs(a.x - box.maxX) < 3) && a.y > box.minY && a.y < box.maxY
        let nearEnd =
          (abs(a.y - box.minY) < 3 || abs(a.y - box.maxY) < 3) && a.x > box.minX && a.x < box.maxX
        along[0] = nearSide ? along[0] + abs(b.y - a.y) : 0
        along[1] = nearEnd ? along[1] + abs(b.x - a.x) : 0
        longest = max(longest, along[0], along[1])
      }
      let model = chart.edges[edge.index]
      #expect(longest <= 6, "\(direction): \(model.from)->\(model.to) runs along the border")
    }
  }

  /// A title wider than the subgraph's content: the box holds it with the same margin on
  /// both sides, no wider than the title and the content need, the content centred under it.
  /// (The edge out makes the subgraph part of the chart's own layout, not a separate block.)
  @Test(arguments: directions)
  func aWideTitleWidensTheBoxEvenly(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        subgraph S [A title much wider than the one small node inside]
          A[a]
        end
        A --> Z[z]
      """
    let (chart, drawing) = try layout(text)
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let cluster = try #require(drawing.clusters.first)
    let title = titleBox(cluster)
    let box = cluster.box
    let horizontal = direction == "LR" || direction == "RL"
    let (before, after) =
      horizontal
      ? (title.minY - box.minY, box.maxY - title.maxY)
      : (title.minX - box.minX, box.maxX - title.maxX)
    #expect(before >= 4 && after >= 4, "\(direction): margins \(before), \(after)")
    let node = try #require(drawing.nodes.first { chart.nodes[$0.index].id == "A" }).outline
      .bounds
    // Ranks across, the title's slot sits above the node; down, the title spans the content
    // and the node sits centred under it, the box no wider than the title and its padding.
    let span = horizontal ? title.height + node.height + 48 : title.width + 32
    #expect(
      (horizontal ? box.height : box.width) <= span,
      "\(direction): no needless width: \(box) for a title \(title)")
    #expect(abs(box.center.x - node.center.x) <= 1, "\(direction): the content is centred")
    #expect(abs(title.center.x - box.center.x) <= 1, "\(direction): so is the title")
  }

  /// A title wider than the content with an edge entering the first rank from the title's
  /// side: the content is centred under the title in a box no wider than the title needs,
  /// and the edge comes in through the box's side below the title (ranks running down) or
  /// from below, away from it (running up); it had left the content squeezed to one side.
  @Test(arguments: directions)
  func anEdgeIntoAWideTitledBoxKeepsTheContentCentred(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        subgraph S [A very long subgraph title that is much wider than the content]
          a --> b
        end
        c --> a
      """
    let (chart, drawing) = try layout(text)
    #expect(
      DrawingChecks.problems(chart, drawing).isEmpty, "\(DrawingChecks.problems(chart, drawing))")
    let cluster = try #require(drawing.clusters.first)
    let title = titleBox(cluster)
    let inner = title.insetBy(dx: 1, dy: 1)
    for edge in drawing.edges {
      let model = chart.edges[edge.index]
      let crossing = RoutingGeometryTests.samples(edge).contains { inner.contains($0) }
      #expect(!crossing, "\(direction): \(model.from)->\(model.to) crosses the title")
    }
    guard direction == "TD" || direction == "BT" else { return }
    let box = cluster.box
    #expect(box.width <= title.width + 32, "\(direction): no needless width: \(box)")
    for node in drawing.nodes where chart.nodes[node.index].id != "c" {
      #expect(abs(node.center.x - box.center.x) <= 1, "\(direction): the content is centred")
    }
    let entering = try #require(drawing.edges.first { chart.edges[$0.index].from == "c" })
    let a = try #require(drawing.nodes.first { chart.nodes[$0.index].id == "a" }).outline
    #expect(a.distance(to: entering.end) < 1, "\(direction): the edge ends on a")
  }

  /// `a2 --> S1` with `a2` inside S1 behind `a1`: the edge reaches the box's border on a side
  /// whose way is clear, never straight through `a1`.
  @Test(arguments: directions)
  func aMemberEdgeToItsSubgraphGoesAroundNoNode(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        subgraph S1 [A very long subgraph title that is much wider than the content]
          a1 --> a2
        end
        S1 --> a1
        a2 --> S1
      """
    let (chart, drawing) = try layout(text)
    #expect(
      DrawingChecks.problems(chart, drawing).isEmpty, "\(DrawingChecks.problems(chart, drawing))")
    let through = RoutingGeometryTests.edgesThroughNodes(chart, drawing)
    #expect(through.isEmpty, "\(direction): \(through)")
    #expect(drawing.edges.count == 3, "every edge is drawn")
  }

  /// `S1 --> S2`: the edge leaves S1's side facing S2 and enters S2's side facing S1.
  @Test(arguments: directions)
  func subgraphEdgesUseTheFacingSides(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        subgraph S1 [one]
          A --> B
        end
        subgraph S2 [two]
          C --> D
        end
        S1 --> S2
      """
    let (chart, drawing) = try layout(text)
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let one = try #require(drawing.clusters.first { chart.subgraphs[$0.index].id == "S1" }).box
    let two = try #require(drawing.clusters.first { chart.subgraphs[$0.index].id == "S2" }).box
    let edge = try #require(drawing.edges.first { chart.edges[$0.index].from == "S1" })
    switch direction {
    case "TD":
      #expect(abs(edge.start.y - one.maxY) < 1 && abs(edge.end.y - two.minY) < 1)
    case "BT":
      #expect(abs(edge.start.y - one.minY) < 1 && abs(edge.end.y - two.maxY) < 1)
    case "LR":
      #expect(abs(edge.start.x - one.maxX) < 1 && abs(edge.end.x - two.minX) < 1)
    default:
      #expect(abs(edge.start.x - one.minX) < 1 && abs(edge.end.x - two.maxX) < 1)
    }
  }
}
