import Foundation
import Testing

@testable import DiagramLayout

@Suite struct PieTests {
  func chart(_ text: String) throws -> PieChart {
    try PieParser.parse(try MermaidSource(parsing: text))
  }

  @Test func parsesHeaderTitleShowDataAndDecimals() throws {
    let pie = try chart(
      "---\nconfig:\n  pie:\n    textPosition: 0.5\n---\npie showData\n  title Key elements\n"
        + "  \"Calcium\" : 42.96\n  'Iron' :  5\n")
    #expect(pie.showData)
    #expect(pie.title == "Key elements")
    #expect(pie.textPosition == 0.5)
    #expect(pie.slices.map(\.label) == ["Calcium", "Iron"])
    #expect(pie.slices.map(\.value) == [42.96, 5])
    #expect(try chart("pie title Pets\n\"a\": 1").title == "Pets")
  }

  /// Angles read back from the drawn wedges: largest slice first from twelve o'clock,
  /// clockwise, each spanning its share of 360°.
  @Test func sliceAnglesMatchTheValues() throws {
    let values = [386.0, 85, 15, 42.5, 0.7]
    let text =
      "pie\n"
      + values.enumerated().map { "\"s\($0.offset)\" : \($0.element)" }
      .joined(separator: "\n")
    let svg = try ChartChecks.render(text)
    let groups = ChartChecks.groups(svg, "slice")
    #expect(groups.count == values.count)
    let total = values.reduce(0, +)
    var expectedStart = 0.0
    let order = values.indices.sorted { values[$0] > values[$1] }
    for (group, index) in zip(groups, order) {
      #expect(group.id == "s\(index)")
      let n = ChartChecks.pathNumbers(in: group.body)
      // M cx cy L x1 y1 A r r 0 large sweep x2 y2
      let (cx, cy, x1, y1, x2, y2) = (n[0], n[1], n[2], n[3], n[9], n[10])
      func angle(_ x: Double, _ y: Double) -> Double {
        let degrees = atan2(x - cx, cy - y) * 180 / Double.pi
        return degrees < -0.05 ? degrees + 360 : degrees
      }
      let expectedEnd = expectedStart + 360 * values[index] / total
      #expect(abs(angle(x1, y1) - expectedStart) < 0.1, "start of s\(index)")
      var end = angle(x2, y2)
      if end < 0.05 { end += 360 }
      #expect(abs(end - expectedEnd) < 0.1, "end of s\(index)")
      expectedStart = expectedEnd
    }
  }

  @Test func oneSliceIsAWholeCircleAndZeroSlicesAreNotDrawn() throws {
    let svg = try ChartChecks.render("pie\n\"all\" : 3\n\"none\" : 0\n")
    #expect(ChartChecks.groups(svg, "slice").map(\.id) == ["all"])
    #expect(ChartChecks.groups(svg, "legend-entry").count == 2)
    #expect(svg.contains(">100%<"))
  }

  @Test func errorsHaveTheirPosition() {
    #expect(
      throws: DiagramError(
        .syntax, "expected a value of zero or more, found '-3'",
        at: .init(line: 3, column: 9))
    ) {
      try chart("pie\n  \"a\" : 1\n  \"b\" : -3\n")
    }
    #expect(throws: DiagramError.self) { try chart("pie\n  a : 1\n") }
    #expect(throws: DiagramError.self) { try chart("pie\n  \"a\" : 1e400\n") }
    #expect(throws: DiagramError.self) { try chart("pie\n  \"a : 1\n") }
  }

  @Test func sliceLimitIsExact() throws {
    func source(_ count: Int) -> String {
      "pie\n" + (0..<count).map { "\"s\($0)\" : 1" }.joined(separator: "\n")
    }
    #expect(try chart(source(500)).slices.count == 500)
    #expect(throws: DiagramError.self) { try chart(source(501)) }
    let frontmatter = "---\nconfig:\n  maxEdges: 100000\n---\n" + source(501)
    #expect(throws: DiagramError.self) { try chart(frontmatter) }
  }

  @Test func hostileLabelsAreInert() throws {
    let svg = try ChartChecks.render(
      "pie title <script>alert(1)</script>\n\"<img src=x onerror=alert(1)>\" : 1\n"
        + "'\"><svg onload=alert(1)>' : 2\n")
    #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!svg.contains("<img") && !svg.contains("<script"))
  }
}
