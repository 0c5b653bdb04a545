import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// The `xyChart` settings: each one read is drawn, and each one that cannot be is a warning at
/// the position it was written.
@Suite struct XYChartConfigTests {
  static let body = """
    xychart-beta
      title "Sales"
      x-axis [jan, feb, mar]
      y-axis 0 --> 100
      bar [20, 50, 100]
    """

  func warnings(_ text: String) throws -> [Diagnostic] {
    try DiagramRenderer.draw(text).warnings
  }

  @Test func aChartWithoutSettingsHasNoWarnings() throws {
    #expect(try warnings(Self.body).isEmpty)
  }

  @Test func unsupportedKeysAreWarnedAtTheirPositionInFrontmatter() throws {
    let text = """
      ---
      config:
        xyChart:
          width: 500
          plotReservedSpacePercent: 60
          xAxis:
            somethingNew: 3
      ---
      """ + "\n" + Self.body
    let found = try warnings(text)
    #expect(
      found.map(\.position) == [
        SourcePosition(line: 5, column: 5), SourcePosition(line: 7, column: 7),
      ])
    #expect(found[0].message.contains("xyChart.plotReservedSpacePercent"))
    #expect(found[1].message.contains("xyChart.xAxis.somethingNew"))
    #expect(found.allSatisfy { $0.severity == .warning })
  }

  @Test func badValuesAreWarnedAtTheirPositionInADirective() throws {
    let directive =
      ##"%%{init: {"xyChart": {"width": "wide", "titleFontSize": 500}, "##
      + ##""themeVariables": {"xyChart": {"titleColor": "nope", "plotColorPalette": "#f00, x"}}}}%%"##
    let found = try warnings(directive + "\n" + Self.body)
    let columns = ["\"width\"", "\"titleFontSize\"", "\"titleColor\"", "\"plotColorPalette\""]
      .map { key in
        directive.distance(from: directive.startIndex, to: directive.range(of: key)!.lowerBound) + 1
      }
    #expect(found.map { $0.position?.column } == columns)
    #expect(found.allSatisfy { $0.position?.line == 1 })
    #expect(found[0].message.contains("expected a number, found 'wide'"))
    #expect(found[1].message.contains("64 is used"))
    #expect(found[2].message.contains("expected a colour"))
    #expect(found[3].message.contains("'x'"))
  }

  @Test func aConfiguredOrientationThatIsNeitherIsAWarning() throws {
    let found = try warnings(
      "%%{init: {\"xyChart\": {\"chartOrientation\": \"diagonal\"}}}%%\n" + Self.body)
    #expect(found.count == 1)
    #expect(found[0].message.contains("'diagonal'"))
  }

  /// Tick marks' ends as drawn: `M x y L x y` pairs of the paths of `className`.
  func segments(_ svg: String, className: String) -> [(Point, Point)] {
    svg.components(separatedBy: "<path").dropFirst().compactMap { element in
      guard element.contains("class=\"\(className)\""),
        let d = element.range(of: "d=\"").map({ element[$0.upperBound...] }),
        let end = d.firstIndex(of: "\"")
      else { return nil }
      let numbers = d[..<end].split(whereSeparator: { " MLml,".contains($0) }).compactMap {
        Double($0)
      }
      guard numbers.count == 4 else { return nil }
      return (Point(numbers[0], numbers[1]), Point(numbers[2], numbers[3]))
    }
  }

  @Test func ticksAreDrawnAsLongAsConfiguredOnBothAxes() throws {
    let text = """
      %%{init: {"xyChart": {"xAxis": {"tickLength": 12}, "yAxis": {"tickLength": 7}}, "themeVariables": {"xyChart": {"xAxisTickColor": "#ff0000", "yAxisTickColor": "#00ff00"}}}}%%
      """ + "\n" + Self.body
    let svg = try DiagramRenderer.render(text)
    let ticks = segments(svg, className: "axis-tick")
    // Three category ticks hanging 12 px below the plot, and one per value tick 7 px left.
    let down = ticks.filter { $0.0.x == $0.1.x }
    let left = ticks.filter { $0.0.y == $0.1.y }
    #expect(down.count == 3)
    #expect(down.allSatisfy { $0.1.y - $0.0.y == 12 })
    #expect(left.count >= 3)
    #expect(left.allSatisfy { $0.0.x - $0.1.x == 7 })
    #expect(try warnings(text).isEmpty)
  }

  @Test func labelPaddingMovesLabelsAwayFromTheAxis() throws {
    let plain = try XYChartParser.parse(MermaidSource(parsing: Self.body))
    let padded = try XYChartParser.parse(
      MermaidSource(
        parsing: "%%{init: {\"xyChart\": {\"yAxis\": {\"labelPadding\": 25}}}}%%\n" + Self.body))
    let measurer = TextMeasurer()
    let a = XYLayout(plain, measurer: measurer)
    let b = XYLayout(padded, measurer: measurer)
    // The plot moves right by the extra padding (25 − Mermaid's default 5), so the labels keep
    // their place and the gap between them and the axis grows by 20.
    #expect(b.plot.x - a.plot.x == 20)
  }

  @Test func aHorizontalChartFromConfigHasBarsAlongX() throws {
    let chart = try XYChartParser.parse(
      MermaidSource(
        parsing: "%%{init: {\"xyChart\": {\"chartOrientation\": \"horizontal\"}}}%%\n" + Self.body))
    let layout = XYLayout(chart, measurer: TextMeasurer())
    // Values 20, 50, 100 on a 0–100 axis: widths in proportion, bars one above the other.
    let widths = layout.bars.map(\.rect.width)
    #expect(abs(widths[1] / widths[0] - 2.5) < 1e-9 && abs(widths[2] / widths[0] - 5) < 1e-9)
    #expect(abs(widths[2] - layout.plot.width) < 1e-9)
    #expect(layout.bars[0].rect.maxY <= layout.bars[1].rect.y)
  }
}
