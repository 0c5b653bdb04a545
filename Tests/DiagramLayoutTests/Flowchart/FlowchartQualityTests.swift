import RenderSupport
import Testing

@testable import DiagramLayout

/// Minimal reproducers of the flowchart quality items found against Mermaid.js by eye.
@Suite struct FlowchartQualityTests {
  func texts(_ svg: String, class name: String) -> [String] {
    svg.components(separatedBy: "<text class=\"\(name)\"").dropFirst().map {
      String($0.prefix { $0 != "\n" })
    }
  }

  /// Item 8: the frontmatter title is drawn above the chart; `accTitle`/`accDescr` become the
  /// SVG's `<title>`/`<desc>`, referenced by `aria-labelledby`.
  @Test func titleIsDrawnAndAccessibilityTextNamesTheImage() throws {
    let svg = try DiagramRenderer.render(
      """
      ---
      title: Release pipeline
      ---
      flowchart LR
        accTitle: Pipeline <steps>
        accDescr {
          Build, then test,
          then ship.
        }
        A[Build] --> B[Ship]
      """, options: DiagramOptions(idPrefix: "p"))
    #expect(svg.contains("aria-labelledby=\"p-title p-desc\""))
    #expect(svg.contains("<title id=\"p-title\">Pipeline &lt;steps&gt;</title>"))
    #expect(svg.contains("<desc id=\"p-desc\">Build, then test,\nthen ship.</desc>"))
    #expect(svg.contains(">Release pipeline</text>"), "the title is drawn")
    #expect(svg.contains("<g transform=\"translate(0,34)\">"), "the chart sits below it")
    let plain = try DiagramRenderer.render("flowchart LR\n  accTitle: Only a name\n  A --> B\n")
    #expect(plain.contains("<title id=\"diagram-title\">Only a name</title>"))
    #expect(!plain.contains("<desc"))
    #expect(!plain.contains("diagram-title\" x="), "no drawn title without frontmatter")
  }

  /// Item 9: a `classDef` fill that makes the theme's text unreadable gets a readable text
  /// colour; an explicit `color` wins; a fill that reads well keeps the theme's.
  @Test func textOnUserFillsIsReadableInEveryTheme() throws {
    let source = """
      flowchart LR
        A:::dark --> B:::light --> C:::chosen
        classDef dark fill:#1A237E
        classDef light fill:#FFF59D
        classDef chosen fill:#1A237E,color:#FF0
      """
    for theme in [DiagramTheme.Name.light, .dark] {
      let svg = try DiagramRenderer.render(source, options: DiagramOptions(theme: theme))
      let labels = texts(svg, class: "node-label")
      #expect(labels.count == 3)
      let text = DiagramTheme(theme).palette.text
      func fill(_ label: String) -> String {
        if let range = label.range(of: "style=\"fill:") {
          return String(label[range.upperBound...].prefix { $0 != ";" && $0 != "\"" })
        }
        return text
      }
      for (label, background) in zip(labels.prefix(2), ["#1A237E", "#FFF59D"]) {
        let ink = try #require(RGBColor(hex: fill(label)))
        let paper = try #require(RGBColor(hex: background))
        #expect(ink.contrastRatio(to: paper) >= 4.5, "\(theme): \(fill(label)) on \(background)")
      }
      #expect(fill(labels[2]) == "#ff0")
    }
  }

  /// Item 5: a self-loop sits on a side no rank edge uses, its label beyond it, clear of the
  /// neighbouring edges, their labels and arrowheads.
  @Test(arguments: ["RL", "LR", "TD", "BT"])
  func selfLoopsUseAFreeSide(_ direction: String) throws {
    let text = """
      flowchart \(direction)
        A -->|lower| B
        B -->|optimize| B
        B -->|emit| C
      """
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let b = try #require(drawing.nodes.first { chart.nodes[$0.index].id == "B" }).outline.bounds
    let loop = try #require(drawing.edges.first { $0.index == 1 })
    let horizontal = direction == "RL" || direction == "LR"
    for point in [loop.start, loop.end] {
      if horizontal {
        #expect(abs(point.y - b.minY) < 1, "the loop leaves and enters B's top")
      } else {
        #expect(abs(point.x - b.maxX) < 1, "the loop leaves and enters B's right")
      }
    }
    #expect(loop.start.distance(to: loop.end) >= 10, "its arrowhead stands clear of its start")
    let label = try #require(loop.labelBox)
    #expect(horizontal ? label.maxY <= b.minY : label.minX >= b.maxX)
    for other in drawing.edges where other.index != 1 {
      if let box = other.labelBox { #expect(!box.intersects(label)) }
      // The other edges' ends (and so their arrowheads) are away from the loop's stretch.
      for point in [other.start, other.end] {
        #expect(point.distance(to: loop.start) > 12 && point.distance(to: loop.end) > 12)
      }
    }
    if horizontal {
      let centers = drawing.nodes.map(\.center.y)
      #expect(centers.allSatisfy { abs($0 - centers[0]) < 0.5 }, "B stays on the line")
    }
  }

  /// A self-loop runs the way its chart flows: drawn bottom to top (right to left), the whole
  /// drawing, loop included, is the top-to-bottom (left-to-right) one mirrored. Before, the
  /// loop was drawn as in the unflipped chart, its arrowhead pointing against the flow.
  @Test(arguments: [("TD", "BT"), ("LR", "RL")])
  func selfLoopsOfFlippedChartsAreMirrorImages(forward: String, flipped: String) throws {
    let drawings = try [forward, flipped].map { direction in
      let text = """
        flowchart \(direction)
          A -->|lower| B
          B -->|optimize| B
          B -->|emit| C
        """
      let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
      return FlowchartLayout.layout(chart, measurer: TextMeasurer())
    }
    let (a, b) = (drawings[0], drawings[1])
    #expect(a.size == b.size)
    for offset in DrawingChecks.mirrorOffsets(a, b, forwardDirection: forward) {
      #expect(offset.samePointCount)
      #expect(
        offset.worst < 0.01,
        "\(flipped), edge \(offset.edge): \(offset.worst) px off the mirror image")
    }
  }

  /// Item 6: edges between a subgraph and a node inside it are drawn (they were dropped),
  /// inside the box, from a side away from the title, ending on both outlines.
  @Test func edgesBetweenASubgraphAndItsMembersAreDrawn() throws {
    let text = """
      flowchart TD
        subgraph S [Services]
          A[API] --> B[Worker]
        end
        S -->|starts| A
        B --> S
        C --> S
      """
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    #expect(drawing.edges.map(\.index) == [0, 1, 2, 3], "every edge is drawn")
    #expect(
      DrawingChecks.problems(chart, drawing).isEmpty, "\(DrawingChecks.problems(chart, drawing))")
    let cluster = try #require(drawing.clusters.first)
    let title = Rect(
      center: cluster.titleCenter, width: cluster.titleSize.width,
      height: cluster.titleSize.height)
    for edge in drawing.edges where edge.index == 1 || edge.index == 2 {
      for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        let point = edge.start + (edge.end - edge.start) * t
        #expect(cluster.box.contains(point, tolerance: 0.5), "inside the box")
        #expect(!title.contains(point), "clear of the title")
      }
      if let label = edge.labelBox {
        for node in drawing.nodes { #expect(!label.intersects(node.outline.bounds)) }
      }
    }
    let svg = try DiagramRenderer.render(text)
    #expect(svg.contains("data-from=\"S\" data-to=\"A\""))
    #expect(svg.contains("data-from=\"B\" data-to=\"S\""))
  }

  /// Item 3: inline emphasis tags become SVG text styling, other tags stay text, icon tokens
  /// are dropped.
  @Test func labelMarkupBecomesTextStyling() throws {
    let label = LabelParser.parse(
      "fa:fa-car <b>Bold</b> <em>it</em> <u>u</u> <s>s</s> H<sub>2</sub>O x<sup>2</sup> <span>raw</span>",
      quoted: false)
    let runs = label.lines[0]
    #expect(runs.first { $0.text == "Bold" }?.bold == true)
    #expect(runs.first { $0.text == "it" }?.italic == true)
    #expect(runs.first { $0.text == "u" }?.underline == true)
    #expect(runs.first { $0.text == "s" }?.strikethrough == true)
    #expect(runs.filter { $0.text == "2" }.map(\.shift) == [-1, 1])
    #expect(label.plainText == "Bold it u s H2O x2 <span>raw</span>")
    let svg = try DiagramRenderer.render(
      "flowchart LR\n  A[\"<b>Bold</b> <u>u</u> H<sub>2</sub>O fa:fa-car <script>x</script>\"]\n")
    #expect(svg.contains("<tspan font-weight=\"bold\">Bold"))
    #expect(svg.contains("<tspan text-decoration=\"underline\">u</tspan>"))
    #expect(svg.contains("<tspan baseline-shift=\"sub\" font-size=\"75%\">2</tspan>"))
    #expect(svg.contains("&lt;script&gt;x&lt;/script&gt;"))
    #expect(!svg.contains("fa:fa-car"))
  }
}
