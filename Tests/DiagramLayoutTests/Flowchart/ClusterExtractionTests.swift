import Testing

@testable import DiagramLayout

/// Subgraphs no edge crosses are laid out on their own, in their own direction (Mermaid's
/// rule); the others follow their parent's direction.
@Suite struct ClusterExtractionTests {
  func draw(_ text: String) throws -> (Flowchart, FlowchartDrawing) {
    let chart = try FlowchartParser.parse(MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty, "\(text)")
    return (chart, drawing)
  }

  func center(_ id: String, _ chart: Flowchart, _ drawing: FlowchartDrawing) -> Point {
    drawing.nodes.first { chart.nodes[$0.index].id == id }!.center
  }

  func box(_ id: String, _ chart: Flowchart, _ drawing: FlowchartDrawing) -> Rect {
    drawing.clusters.first { chart.subgraphs[$0.index].id == id }!.box
  }

  /// The distance from `point` to the rectangle's outline.
  func distance(_ point: Point, toOutlineOf rect: Rect) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    if dx > 0 || dy > 0 { return (dx * dx + dy * dy).squareRoot() }
    return min(point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
  }

  static let nested = """
    flowchart LR
      subgraph TOP
        direction TB
        subgraph B1
            direction RL
            i1 -->f1
        end
        subgraph B2
            direction BT
            i2 -->f2
        end
      end
      A --> TOP --> B
      B1 --> B2
    """

  @Test func decidesWhichSubgraphsStandAlone() throws {
    let chart = try FlowchartParser.parse(MermaidSource(parsing: Self.nested))
    let extraction = ClusterExtraction(chart)
    #expect(extraction.extracted == [true, true, true])
    #expect(extraction.directions == [.topToBottom, .rightToLeft, .bottomToTop])
    #expect(extraction.scopes == [0, 1, 2])
    let crossed = try FlowchartParser.parse(
      MermaidSource(parsing: "flowchart TB\nsubgraph S\ndirection LR\na-->b\nend\nx-->a\n"))
    #expect(ClusterExtraction(crossed).extracted == [false])
    #expect(ClusterExtraction(crossed).directions == [.topToBottom])
  }

  @Test func nestedDirectionsAreLaidOut() throws {
    let (chart, drawing) = try draw(Self.nested)
    let top = box("TOP", chart, drawing)
    let b1 = box("B1", chart, drawing)
    let b2 = box("B2", chart, drawing)
    // TOP runs top to bottom: B1 above B2, both inside TOP.
    #expect(b1.maxY <= b2.minY)
    #expect(top.contains(b1, tolerance: 0.5) && top.contains(b2, tolerance: 0.5))
    // B1 runs right to left, B2 bottom to top.
    #expect(center("f1", chart, drawing).x < center("i1", chart, drawing).x)
    #expect(center("f2", chart, drawing).y < center("i2", chart, drawing).y)
    // The chart runs left to right: A, TOP, B.
    #expect(center("A", chart, drawing).x < top.minX && top.maxX < center("B", chart, drawing).x)
    #expect(drawing.orderDump == "0: A\n1: [TOP]\n2: B")
  }

  @Test func edgesToAndFromSubgraphsEndOnTheirBoxes() throws {
    for text in [
      Self.nested,
      "flowchart TB\nsubgraph S\nb\na --> b\na --> c\nend\nA --> S\nS --> Z\nQ --> b\n",
      "flowchart LR\nsubgraph S\ndirection TB\nx-->y\nend\nsubgraph T\np-->q\nend\nS-->T\nq-->S\n",
    ] {
      let (chart, drawing) = try draw(text)
      var checked = 0
      for edge in drawing.edges {
        let model = chart.edges[edge.index]
        if let from = drawing.clusters.first(where: { chart.subgraphs[$0.index].id == model.from })
        {
          #expect(distance(edge.start, toOutlineOf: from.box) <= 1, "\(model.from)->\(model.to)")
          checked += 1
        }
        if let to = drawing.clusters.first(where: { chart.subgraphs[$0.index].id == model.to }) {
          #expect(distance(edge.end, toOutlineOf: to.box) <= 1, "\(model.from)->\(model.to)")
          checked += 1
        }
      }
      #expect(checked >= 2)
    }
  }

  @Test func aCrossedSubgraphFollowsItsParent() throws {
    // Mermaid's own example: the same subgraph keeps TB when only the subgraph is linked,
    // and takes the chart's LR when an edge reaches a node inside it.
    let (chart, drawing) = try draw(
      """
      flowchart LR
          subgraph subgraph1
              direction TB
              top1[top] --> bottom1[bottom]
          end
          subgraph subgraph2
              direction TB
              top2[top] --> bottom2[bottom]
          end
          outside --> subgraph1
          outside ---> top2
      """)
    let top1 = center("top1", chart, drawing)
    let bottom1 = center("bottom1", chart, drawing)
    #expect(top1.y < bottom1.y && abs(top1.x - bottom1.x) < 1)
    let top2 = center("top2", chart, drawing)
    let bottom2 = center("bottom2", chart, drawing)
    #expect(top2.x < bottom2.x && abs(top2.y - bottom2.y) < 1)
  }

  @Test func aLoneSubgraphWithoutDirectionTurnsAcross() throws {
    let (chart, drawing) = try draw("flowchart TB\nsubgraph two\nb1-->b2\nend\nc1-->c2\n")
    #expect(center("b1", chart, drawing).x < center("b2", chart, drawing).x)
    #expect(center("c1", chart, drawing).y < center("c2", chart, drawing).y)
    let (chart2, drawing2) = try draw("flowchart LR\nsubgraph two\nb1-->b2\nend\nc1-->c2\n")
    #expect(center("b1", chart2, drawing2).y < center("b2", chart2, drawing2).y)
  }

  @Test(arguments: ["TB", "BT", "LR", "RL"])
  func everyInnerDirectionKeepsThePromises(inner: String) throws {
    for outer in ["TB", "BT", "LR", "RL"] {
      let (chart, drawing) = try draw(
        """
        flowchart \(outer)
        start --> G
        subgraph G [Group title]
        direction \(inner)
        a[first] -->|label| b{decide} --> c((end))
        subgraph H
        d --> e
        end
        end
        G --> finish
        """)
      let a = center("a", chart, drawing)
      let c = center("c", chart, drawing)
      switch inner {
      case "TB": #expect(a.y < c.y)
      case "BT": #expect(a.y > c.y)
      case "LR": #expect(a.x < c.x)
      default: #expect(a.x > c.x)
      }
    }
  }
}
