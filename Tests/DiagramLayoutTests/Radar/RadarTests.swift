import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct RadarTests {
  /// The points each curve passes through, read from the SVG: a polygon's vertices, or a
  /// smooth curve's segment ends (every third pair after the first `M`).
  static func drawnPoints(_ svg: String) -> [(id: String, points: [Point])] {
    ChartChecks.groups(svg, "curve").map { id, body in
      let numbers = ChartChecks.pathNumbers(in: body)
      var pairs: [Point] = []
      var index = 0
      while index + 1 < numbers.count {
        pairs.append(Point(numbers[index], numbers[index + 1]))
        index += 2
      }
      let smooth = body.contains(" C")
      let points = smooth ? stride(from: 3, to: pairs.count, by: 3).map { pairs[$0] } : pairs
      // A closed smooth curve ends where it starts: its last end is the first point again.
      return (id, smooth ? [pairs[0]] + points.dropLast() : points)
    }
  }

  /// Axes, curve values, max and min read from the source with regular expressions.
  static func expected(_ text: String) -> (axes: Int, curves: [[Double]], max: Double?, min: Double)
  {
    var axes = 0
    var curves: [[Double]] = []
    var max: Double?
    var min = 0.0
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("axis ") { axes += trimmed.split(separator: ",").count }
      if trimmed.hasPrefix("max ") { max = Double(trimmed.dropFirst(4)) }
      if trimmed.hasPrefix("min ") { min = Double(trimmed.dropFirst(4)) ?? 0 }
      for match in trimmed.matches(of: /\{([^}]*)\}/) {
        curves.append(
          match.1.split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
          })
      }
    }
    return (axes, curves, max, min)
  }

  /// Each curve's point on axis `i` of `n` lies at `300 × (v − min) / (max − min)` from the
  /// centre (350, 350) at angle `2πi/n − π/2` (Mermaid's default 600 px plot, 50 px margins).
  static func checkPoints(_ text: String) throws {
    let svg = try ChartChecks.render(text)
    let (axes, curves, max, min) = expected(text)
    let top = max ?? curves.flatMap { $0 }.max()!
    let drawn = drawnPoints(svg)
    #expect(drawn.count == curves.count)
    for (values, curve) in zip(curves, drawn) {
      #expect(curve.points.count == axes, "\(curve.id)")
      for (index, (value, point)) in zip(values, curve.points).enumerated() {
        let angle = 2 * Double.pi * Double(index) / Double(axes) - Double.pi / 2
        let r = 300 * (Swift.min(Swift.max(value, min), top) - min) / (top - min)
        #expect(abs(point.x - (350 + r * cos(angle))) < 0.01, "\(curve.id) axis \(index)")
        #expect(abs(point.y - (350 + r * sin(angle))) < 0.01, "\(curve.id) axis \(index)")
      }
    }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: ChartChecks.examples("radar"))
  func docsExamplesPutEveryPointAtItsValue(_ file: URL) throws {
    try Self.checkPoints(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func valuesByAxisNameMultiLineCurvesAndOptions() throws {
    let text = """
      radar
        title Skills
        axis a["Alpha"], b, c
        axis d
        curve x["X"]{ d: 4, b: 2,
          a: 1, c: 3 }, y{2, 2, 2, 2}
        showLegend false, ticks 4
        graticule polygon
        max 8
        min 0
      """
    try Self.checkPoints(
      text.replacingOccurrences(of: "d: 4, b: 2,\n    a: 1, c: 3", with: "1, 2, 3, 4"))
    let chart = try RadarParser.parse(try MermaidSource(parsing: text))
    #expect(chart.curves.map(\.values) == [[1, 2, 3, 4], [2, 2, 2, 2]])
    #expect(chart.axes.map(\.label) == ["Alpha", "b", "c", "d"])
    #expect(!chart.showLegend && chart.ticks == 4 && chart.graticule == .polygon)
    let svg = try ChartChecks.render(text)
    #expect(!svg.contains("legend-entry"))
    #expect(svg.contains(">Skills</text>") && svg.contains(">Alpha</text>"))
  }

  @Test(arguments: [
    ("radar\naxis a, b\ncurve c{1, 2, 3}\n", 3, 7, "the curve c has 3 values for 2 axes"),
    ("radar\naxis a, b\ncurve c{a: 1, z: 2}\n", 3, 14, "the curve c names no axis z"),
    ("radar\naxis a, b\ncurve c{a: 1}\n", 3, 7, "the curve c has no value for the axis b"),
    ("radar\naxis a, b\ncurve c{1, x}\n", 3, 13, "expected a number, found '}'"),
    ("radar\naxis a[\"A\" b\n", 2, 12, "expected ']', found 'b'"),
    ("radar\ngraticule square\n", 2, 11, "expected circle or polygon, found 'square'"),
    ("radar\nlegend on\n", 2, 1, "expected 'axis', 'curve', 'title' or an option, found 'legend'"),
    ("radar\naxis a\nmax 0\nmin 5\n", 1, 1, "max (0) must be greater than min (5)"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  /// 20 axes and 480 curves, the item limit, draw in bounded time (a debug build among
  /// parallel tests); one curve more is refused.
  @Test func itemsAreLimitedAndTheLargestDrawsInBoundedTime() throws {
    let axes = "radar\naxis " + (0..<20).map { "a\($0)" }.joined(separator: ", ") + "\n"
    let curve = "{" + (0..<20).map { "\($0 % 10)" }.joined(separator: ",") + "}"
    let full = axes + (0..<480).map { "curve c\($0)\(curve)\n" }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(full) }
    #expect(elapsed < .seconds(5), "\(elapsed)")
    #expect(
      throws: DiagramError(
        .limit, "the diagram has more than 500 axes and curves",
        at: SourcePosition(line: 483, column: 7))
    ) { try DiagramRenderer.render(full + "curve over\(curve)\n") }
  }
}
