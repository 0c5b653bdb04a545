import Foundation
import Testing

@testable import DiagramLayout

@Suite struct QuadrantTests {
  func chart(_ text: String) throws -> QuadrantChart {
    try QuadrantParser.parse(try MermaidSource(parsing: text))
  }

  @Test func parsesAxesQuadrantsPointsAndStyles() throws {
    let quadrant = try chart(
      """
      quadrantChart
        title Reach
        x-axis Low Reach --> High Reach
        y-axis "Low" --> "High ❤"
        quadrant-1 Expand
        quadrant-3 Re-evaluate
        Campaign A: [0.3, 0.6]
        Campaign B:::hot: [0.8, 0.1] color: #ff3300, radius: 10
        classDef hot color: #109060, radius : 12, stroke-width: 5px
      """)
    #expect(quadrant.xAxis?.0 == "Low Reach" && quadrant.xAxis?.1 == "High Reach")
    #expect(quadrant.yAxis?.1 == "High ❤")
    #expect(quadrant.quadrants == ["Expand", "", "Re-evaluate", ""])
    #expect(quadrant.points.map(\.name) == ["Campaign A", "Campaign B"])
    #expect(quadrant.points[1].className == "hot" && quadrant.points[1].color == "#ff3300")
    #expect(quadrant.classes["hot"]?.strokeWidth == 5)
  }

  /// Points sit at their coordinates: x from the left edge, y up from the bottom edge of the
  /// square the four quadrants tile.
  @Test func pointsSitAtTheirCoordinates() throws {
    let svg = try ChartChecks.render("quadrantChart\n a: [0.25, 0.75]\n b: [1, 0]\n")
    let quadrants = ChartChecks.groups(svg, "quadrant")
    let left = ChartChecks.attribute("x", in: quadrants[1].body)!
    let top = ChartChecks.attribute("y", in: quadrants[1].body)!
    let side = 2 * ChartChecks.attribute("width", in: quadrants[1].body)!
    for (point, expected) in zip(ChartChecks.groups(svg, "point"), [(0.25, 0.75), (1.0, 0.0)]) {
      let numbers = ChartChecks.pathNumbers(in: point.body)
      // M (cx - r) cy A r r 0 0 1 (cx + r) cy …
      let radius = numbers[2]
      let center = (numbers[0] + radius, numbers[1])
      #expect(abs(center.0 - (left + expected.0 * side)) < 0.02)
      #expect(abs(center.1 - (top + side - expected.1 * side)) < 0.02)
    }
  }

  @Test func errorsLimitsAndInertText() throws {
    #expect(throws: DiagramError.self) { try chart("quadrantChart\n a: [1.5, 0]\n") }
    #expect(throws: DiagramError.self) { try chart("quadrantChart\n a: [0.5]\n") }
    #expect(throws: DiagramError.self) { try chart("quadrantChart\n a: [0.5, 0.5] color: red\n") }
    #expect(throws: DiagramError.self) {
      try chart("quadrantChart\n a: [0.5, 0.5] color: url(#x)\n")
    }
    #expect(throws: DiagramError.self) { try chart("quadrantChart\n just words\n") }
    let ok = "quadrantChart\n" + (0..<500).map { "p\($0): [0.5, 0.5]" }.joined(separator: "\n")
    #expect(try chart(ok).points.count == 500)
    #expect(throws: DiagramError.self) { try chart(ok + "\n one: [0, 0]") }
    let svg = try ChartChecks.render(
      "quadrantChart\n title <script>alert(1)</script>\n quadrant-1 <img src=x onerror=alert(1)>\n"
        + " </text><svg onload=alert(1)>: [0.5, 0.5]\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
