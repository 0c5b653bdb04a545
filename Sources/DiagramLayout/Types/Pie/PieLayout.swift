import Foundation

/// Places a pie chart: slices in Mermaid's order (largest first, ties in source order; d3's
/// `pie()` default), clockwise from twelve o'clock, a legend in source order on the right.
///
/// Angles are degrees from twelve o'clock, clockwise: slice `i` spans
/// `360 × (sum of the values before it) / total` to the same with its own value added.
package struct PieLayout: Sendable {
  /// One drawn slice.
  package struct Slice: Sendable {
    package var index: Int
    package var label: String
    package var value: Double
    package var startAngle: Double
    package var endAngle: Double
    /// The percentage as Mermaid prints it (rounded to a whole number).
    package var percent: Int
  }

  package var chart: PieChart
  package var center: Point
  package var radius: Double
  package var slices: [Slice] = []
  /// Where each legend entry's swatch is, in source order.
  package var legend: [(index: Int, text: String, swatch: Rect)] = []
  package var titleCenter: Point?
  package var bounds: Rect

  static let margin = 20.0
  static let swatch = 18.0
  static let legendGap = 4.0

  package init(_ chart: PieChart, measurer: TextMeasurer, radius: Double = 150) {
    self.chart = chart
    self.radius = radius
    let titleHeight = chart.title == nil ? 0 : measurer.lineHeight * 1.4 + Self.margin / 2
    center = Point(Self.margin + radius, Self.margin + titleHeight + radius)
    let total = chart.total
    let order = chart.slices.indices.sorted { a, b in
      chart.slices[a].value != chart.slices[b].value
        ? chart.slices[a].value > chart.slices[b].value : a < b
    }
    var before = 0.0
    for index in order where total > 0 && chart.slices[index].value > 0 {
      let value = chart.slices[index].value
      slices.append(
        Slice(
          index: index, label: chart.slices[index].label, value: value,
          startAngle: 360 * before / total, endAngle: 360 * (before + value) / total,
          percent: Int((100 * value / total).rounded())))
      before += value
    }
    let rowHeight = Self.swatch + Self.legendGap
    let legendHeight = rowHeight * Double(chart.slices.count) - Self.legendGap
    let legendX = center.x + radius + Self.margin * 2
    var legendTop = center.y - legendHeight / 2
    var widest = 0.0
    for (index, slice) in chart.slices.enumerated() {
      let text =
        chart.showData ? "\(slice.label) [\(ChartNumber.format(slice.value))]" : slice.label
      widest = max(widest, measurer.width(DiagramLimits.cutLabelLine(text)))
      legend.append(
        (index, text, Rect(x: legendX, y: legendTop, width: Self.swatch, height: Self.swatch)))
      legendTop += rowHeight
    }
    var right = center.x + radius + Self.margin
    if !legend.isEmpty { right = legendX + Self.swatch + 6 + widest + Self.margin }
    var bottom = max(center.y + radius, legendTop) + Self.margin
    var left = 0.0
    if let title = chart.title {
      let width = measurer.width(DiagramLimits.cutLabelLine(title), bold: true)
      right = max(right, width + 2 * Self.margin)
      titleCenter = Point(right / 2, Self.margin + measurer.lineHeight * 0.7)
      left = min(0, right / 2 - width / 2 - Self.margin)
    }
    bottom = max(bottom, center.y + radius + Self.margin)
    bounds = Rect(x: left, y: 0, width: right - left, height: bottom)
  }

  /// The point at `angle` degrees (clockwise from twelve o'clock) and `distance` from centre.
  package func point(angle: Double, distance: Double) -> Point {
    let radians = angle * Double.pi / 180
    return Point(center.x + distance * sin(radians), center.y - distance * cos(radians))
  }
}
