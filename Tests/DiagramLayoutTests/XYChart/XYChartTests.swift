import Foundation
import Testing

@testable import DiagramLayout

@Suite struct XYChartTests {
  func chart(_ text: String) throws -> XYChart {
    try XYChartParser.parse(try MermaidSource(parsing: text))
  }

  @Test func parsesAxesAndSeries() throws {
    let xy = try chart(
      "xychart-beta horizontal\n title \"Sales Revenue\"\n"
        + " x-axis \"months\" [jan, \"non fiction\", mar]\n y-axis \"Revenue (in $)\" 4000 --> 11000\n"
        + " bar [5000, 6000, 7500.5]\n line \"trend\" [1, -2, 3]\n")
    #expect(xy.horizontal)
    #expect(xy.title == "Sales Revenue")
    #expect(xy.xAxis == .categories(["jan", "non fiction", "mar"]))
    #expect(xy.xTitle == "months" && xy.yTitle == "Revenue (in $)")
    #expect(xy.yRange?.0 == 4000 && xy.yRange?.1 == 11000)
    #expect(xy.series.map(\.kind) == [.bar, .line])
    #expect(xy.series[1].name == "trend" && xy.series[1].values == [1, -2, 3])
    #expect(try chart("xychart\n x-axis 1 --> 10\n line [1,2]\n").xAxis == .range(1, 10))
    #expect(try chart("xychart\n x-axis title 1 --> 10\n").xTitle == "title")
  }

  /// Every bar's top and every line point sit where the value axis's own tick labels say
  /// their values are (read back from the SVG), and in the middle of their category.
  @Test func barsAndPointsSitAtTheirValues() throws {
    let values = [5000.0, 6000, 7500, 11000, 4000]
    let list = values.map { ChartNumber.format($0) }.joined(separator: ", ")
    let svg = try ChartChecks.render(
      "xychart\n x-axis [a, b, c, d, e]\n y-axis 4000 --> 11000\n bar [\(list)]\n line [\(list)]\n")
    func tick(_ label: String) -> (x: Double, y: Double) {
      let marker = ">\(label)</text>"
      let before = svg[..<svg.range(of: marker)!.lowerBound]
      let element = String(before[before.range(of: "<text", options: .backwards)!.lowerBound...])
      return (ChartChecks.attribute("x", in: element)!, ChartChecks.attribute("y", in: element)!)
    }
    // Text baselines sit 0.36 em under the value's coordinate.
    let baseline = 14 * 0.36
    let y4000 = tick("4000").y - baseline
    let y10000 = tick("10000").y - baseline
    func y(_ value: Double) -> Double { y4000 + (value - 4000) / 6000 * (y10000 - y4000) }
    let bars = ChartChecks.groups(svg, "bar")
    #expect(bars.count == values.count)
    for (index, bar) in bars.enumerated() {
      let top = ChartChecks.attribute("y", in: bar.body)!
      let height = ChartChecks.attribute("height", in: bar.body)!
      #expect(abs(top - y(values[index])) < 0.02, "bar \(index)")
      #expect(abs(top + height - y(4000)) < 0.02)
      let x = ChartChecks.attribute("x", in: bar.body)!
      let width = ChartChecks.attribute("width", in: bar.body)!
      let label = ["a", "b", "c", "d", "e"][index]
      #expect(abs(x + width / 2 - tick(label).x) < 0.02)
    }
    let line = ChartChecks.groups(svg, "line")[0].body
    let numbers = ChartChecks.pathNumbers(in: line)
    for index in values.indices {
      #expect(abs(numbers[index * 2 + 1] - y(values[index])) < 0.02, "point \(index)")
    }
  }

  @Test func negativeValuesHangFromZero() throws {
    let layout = XYLayout(try chart("xychart\n bar [3, -2]\n"), measurer: TextMeasurer())
    #expect(layout.valueRange.0 < 0 && layout.valueRange.1 >= 3)
    let zero = layout.valueTicks.first { $0.value == 0 }!.at
    #expect(abs(layout.bars[0].rect.maxY - zero) < 1e-9)
    #expect(abs(layout.bars[1].rect.minY - zero) < 1e-9)
  }

  @Test func niceTicks() {
    #expect(NiceScale(low: 0, high: 97).ticks == [0, 20, 40, 60, 80, 100])
    #expect(NiceScale(low: -0.3, high: 0.3).ticks.contains(0))
    #expect(
      NiceScale(low: 0, high: 0.3).ticks.map { ChartNumber.format($0) } == [
        "0", "0.1", "0.2", "0.3",
      ])
    #expect(NiceScale(fixedLow: 4000, high: 11000).ticks.first == 4000)
    #expect(NiceScale(low: 5, high: 5).ticks.count >= 2)
  }

  @Test func errorsAndLimits() throws {
    #expect(throws: DiagramError.self) { try chart("xychart\n bar [1, x]\n") }
    #expect(throws: DiagramError.self) { try chart("xychart\n bar [1, 2\n") }
    #expect(throws: DiagramError.self) { try chart("xychart\n pie [1]\n") }
    #expect(throws: DiagramError.self) { try chart("xychart diagonal\n") }
    #expect(throws: DiagramError.self) { try chart("xychart\n y-axis 1 -> 2\n") }
    let points = (0..<500).map { _ in "1" }.joined(separator: ",")
    #expect(try chart("xychart\n bar [\(points)]\n").series[0].values.count == 500)
    #expect(throws: DiagramError.self) { try chart("xychart\n bar [\(points)]\n line [1]\n") }
  }

  @Test func hostileTextIsInert() throws {
    let svg = try ChartChecks.render(
      "xychart\n title \"<script>alert(1)</script>\"\n x-axis \"</text><svg onload=alert(1)>\" "
        + "[\"<img src=x onerror=alert(1)>\", b]\n bar [1, 2]\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
