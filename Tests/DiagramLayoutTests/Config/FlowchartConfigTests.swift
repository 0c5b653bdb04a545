import RenderSupport
import Testing

@testable import DiagramLayout

/// Issue items 2 and 7 for flowcharts: `flowchart.curve` and spacing from config, and the
/// styling Mermaid applies (subgraph `style`/`classDef`, `linkStyle default`, edge ids with
/// classes and their own curve).
@Suite struct FlowchartConfigTests {
  func chart(_ text: String) throws -> Flowchart {
    try FlowchartParser.parse(try MermaidSource(parsing: text))
  }

  func drawing(_ text: String) throws -> FlowchartDrawing {
    FlowchartLayout.layout(try chart(text), measurer: TextMeasurer())
  }

  /// The `d` of each edge path, in order.
  func edgePaths(_ svg: String) -> [String] {
    svg.components(separatedBy: "class=\"edge-path\" d=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
  }

  /// The commands of a path (`M`, `L`, `C`…), in order.
  func commands(_ d: String) -> String { String(d.filter { $0.isLetter }) }

  /// The point pairs of a path, in order.
  func points(_ d: String) -> [Point] {
    let numbers = d.split(whereSeparator: { $0.isLetter || $0 == " " || $0 == "," }).compactMap {
      Double($0)
    }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
  }

  @Test func everyD3CurveNameIsRead() throws {
    for curve in EdgeCurve.allCases {
      let parsed = try chart(
        "%%{init: {\"flowchart\": {\"curve\": \"\(curve.rawValue)\"}}}%%\nflowchart LR\n  A --> B")
      #expect(parsed.curve == curve)
    }
    #expect(
      try chart("%%{init: {\"flowchart\": {\"curve\": \"wobbly\"}}}%%\nflowchart LR\n  A").curve
        == nil)
  }

  /// The d3 path shapes, on the points of a known route.
  @Test func curvesDrawD3Paths() {
    let p = [Point(0, 0), Point(60, 40), Point(120, 40), Point(180, 100)]
    #expect(commands(EdgeCurve.linear.path(p)) == "MLLL")
    // Basis: straight to a sixth of the way, B-spline pieces, straight into the last point.
    #expect(points(EdgeCurve.basis.path(p))[1] == Point(10, 6.67), "rounded as the SVG writes it")
    #expect(commands(EdgeCurve.basis.path(p)) == "MLCCCL")
    // Steps are axis-aligned runs through the points.
    for curve in [EdgeCurve.step, .stepBefore, .stepAfter] {
      let q = points(curve.path(p))
      for (a, b) in zip(q, q.dropFirst()) {
        #expect(a.x == b.x || a.y == b.y, "\(curve): \(a) → \(b)")
      }
      #expect(q.last == p.last)
    }
    #expect(points(EdgeCurve.stepAfter.path(p))[1] == Point(60, 0), "across first, then down")
    #expect(points(EdgeCurve.stepBefore.path(p))[1] == Point(0, 40), "down first")
    #expect(points(EdgeCurve.step.path(p))[1] == Point(30, 0), "turns half way")
    for curve in [
      EdgeCurve.monotoneX, .monotoneY, .cardinal, .catmullRom, .natural, .bumpX, .bumpY,
    ] {
      let d = curve.path(p)
      #expect(commands(d) == "MCCC", "\(curve): \(d)")
      // Every cubic ends on the next route point.
      let q = points(d)
      #expect([q[3], q[6], q[9]] == Array(p.dropFirst()), "\(curve)")
    }
    // monotoneX never overshoots: the flat middle stretch stays flat.
    let flat = points(EdgeCurve.monotoneX.path(p))
    #expect(flat[4].y == 40 && flat[5].y == 40)
    // bumpX leaves and arrives horizontally.
    let bump = points(EdgeCurve.bumpX.path(p))
    #expect(bump[1].y == p[0].y && bump[2].y == p[1].y)
  }

  @Test func configuredCurveDrawsEveryEdgeAndPerEdgeCurveWins() throws {
    let svg = try DiagramRenderer.render(
      """
      %%{init: {"flowchart": {"curve": "linear"}}}%%
      flowchart TD
        A --> B & C --> D
        A e1@--> D
        e1@{ curve: stepAfter }
      """)
    let paths = edgePaths(svg)
    #expect(paths.count == 5)
    for d in paths.dropLast() { #expect(!d.contains("C"), "linear: \(d)") }
    let step = points(paths[4])
    for (a, b) in zip(step, step.dropFirst()) { #expect(a.x == b.x || a.y == b.y) }
    #expect(svg.contains("data-edge-id=\"e1\""))
    let plain = edgePaths(try DiagramRenderer.render("flowchart TD\n  A --> B & C --> D"))
    #expect(plain.allSatisfy { $0.contains("C") }, "without config the smooth curve stays")
  }

  @Test func spacingAndPaddingComeFromConfig() throws {
    let body = "flowchart LR\n  A --> B\n  A --> C\n"
    let plain = try drawing(body)
    let wide = try drawing(
      "%%{init: {\"flowchart\": {\"nodeSpacing\": 150, \"rankSpacing\": 200, \"diagramPadding\": 40}}}%%\n"
        + body)
    func gap(_ d: FlowchartDrawing, _ a: Int, _ b: Int) -> Double {
      abs(d.nodes[a].center.y - d.nodes[b].center.y)
    }
    #expect(gap(wide, 1, 2) - gap(plain, 1, 2) > 90, "nodes of a rank 150 apart, not 40")
    let rankGap = { (d: FlowchartDrawing) in d.nodes[1].center.x - d.nodes[0].center.x }
    #expect(rankGap(wide) - rankGap(plain) > 120, "ranks 200 apart, not 50")
    let left = wide.nodes.map { $0.center.x - $0.geometry.width / 2 }.min() ?? 0
    #expect(abs(left - 40) < 0.01, "diagramPadding is the margin: \(left)")
    // Out-of-range values are clamped, never zero or unbounded.
    let tiny = try chart(
      "%%{init: {\"flowchart\": {\"nodeSpacing\": -5, \"rankSpacing\": 1e9}}}%%\n" + body)
    #expect(tiny.nodeSpacing == 4 && tiny.rankSpacing == 400)
  }

  @Test func subgraphsTakeStyleAndClassDef() throws {
    let svg = try DiagramRenderer.render(
      """
      flowchart LR
        subgraph one [One]
          A
        end
        subgraph two [Two]
          B
        end
        A --> B
        classDef hot fill:#ffdddd,stroke:#c00,color:#600
        class two hot
        style one fill:#eeffee,stroke-width:3px
      """)
    let clusters = svg.components(separatedBy: "<g class=\"cluster\"").dropFirst()
    let one = try #require(clusters.first { $0.contains("data-id=\"one\"") })
    let two = try #require(clusters.first { $0.contains("data-id=\"two\"") })
    #expect(one.contains("style=\"fill:#eeffee;stroke-width:3px\""))
    #expect(two.contains("style=\"fill:#ffdddd;stroke:#c00\""))
    #expect(two.contains("fill=\"#600\"") || two.contains("fill:#600"), "the title takes color")
  }

  @Test func linkStyleDefaultAndEdgeClassesStyleEdges() throws {
    let parsed = try chart(
      """
      flowchart LR
        linkStyle default stroke:#00f,stroke-width:2px
        A --> B
        B e1@--> C
        C --> D
        classDef animate stroke-dasharray: 9,5,stroke-dashoffset: 900,animation: dash 25s linear infinite,fill:#f00;
        class e1 animate
        linkStyle 2 stroke:#0a0
      """)
    #expect(
      parsed.resolvedStyle(of: parsed.edges[0])["stroke"] == "#00f", "default reaches later edges")
    let e1 = parsed.resolvedStyle(of: parsed.edges[1])
    #expect(e1["stroke-dasharray"] == "9 5" && e1["stroke"] == "#00f")
    #expect(e1["fill"] == nil, "only edge properties of a classDef reach a line")
    #expect(parsed.resolvedStyle(of: parsed.edges[2])["stroke"] == "#0a0", "own linkStyle wins")
    let svg = try DiagramRenderer.render(
      "flowchart LR\n  A e1@--> B\n  classDef animate stroke:#f0f\n  class e1 animate")
    #expect(svg.contains("data-classes=\"animate\""))
    #expect(svg.contains("stroke:#f0f"))
    #expect(!svg.contains("animation"), "no CSS animation reaches the SVG")
  }
}
