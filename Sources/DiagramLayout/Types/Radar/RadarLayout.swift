import Foundation

/// Where a radar chart's parts go (Mermaid's radar renderer): axis `i` of `n` at angle
/// `2πi/n − π/2` from the centre (the first straight up, then clockwise); a value `v` at
/// `radius × (v − min) / (top − min)` along its axis, clipped to the rim; rings at equal
/// steps; the legend up and right of the plot, the title above; the drawing grown to hold every label.
package struct RadarLayout: Sendable {
  /// One axis's line end and its label's anchor point and alignment.
  package struct AxisMark: Equatable, Sendable {
    package var end: Point
    package var labelPoint: Point
    /// `start`, `middle` or `end`.
    package var anchor: String
  }

  package let chart: RadarChart
  package let center: Point
  package let radius: Double
  /// Each curve's points, one per axis.
  package private(set) var points: [[Point]] = []
  package private(set) var axes: [AxisMark] = []
  /// Each legend entry's colour box (its text starts 4 px right of it).
  package private(set) var legend: [Rect] = []
  package private(set) var titleCenter: Point?
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

  package init(_ chart: RadarChart, measurer: TextMeasurer) {
    self.chart = chart
    center = Point(chart.margin + chart.width / 2, chart.margin + chart.height / 2)
    radius = Swift.min(chart.width, chart.height) / 2
    var box = Rect(
      x: 0, y: 0, width: chart.width + 2 * chart.margin, height: chart.height + 2 * chart.margin)
    let line = measurer.lineHeight
    for (index, axis) in chart.axes.enumerated() {
      let (cosA, sinA) = Self.direction(index, of: chart.axes.count)
      let reach = radius * chart.axisLabelFactor + 4
      var label = Point(center.x + reach * cosA, center.y + reach * sinA)
      // Labels extend away from the centre: below the point under it, above over it.
      if sinA > 0.01 { label.y += line / 2 } else if sinA < -0.01 { label.y -= line / 2 }
      let anchor = cosA > 0.01 ? "start" : cosA < -0.01 ? "end" : "middle"
      axes.append(
        AxisMark(
          end: Point(
            center.x + radius * chart.axisScaleFactor * cosA,
            center.y + radius * chart.axisScaleFactor * sinA),
          labelPoint: label, anchor: anchor))
      let width = measurer.width(DiagramLimits.cutLabelLine(axis.label))
      let left =
        anchor == "start" ? label.x : anchor == "end" ? label.x - width : label.x - width / 2
      box = box.union(Rect(x: left, y: label.y - line / 2, width: width, height: line))
    }
    let top = chart.top
    for curve in chart.curves {
      var curvePoints: [Point] = []
      for (index, value) in curve.values.enumerated() {
        let (cosA, sinA) = Self.direction(index, of: chart.axes.count)
        let r = Self.distance(value, min: chart.min, top: top, radius: radius)
        curvePoints.append(Point(center.x + r * cosA, center.y + r * sinA))
      }
      points.append(curvePoints)
    }
    if chart.showLegend {
      let x = center.x + (chart.width / 2 + chart.margin) * 3 / 4
      let y = center.y - (chart.height / 2 + chart.margin) * 3 / 4
      for (index, curve) in chart.curves.enumerated() {
        let rect = Rect(x: x, y: y + Double(index) * 20, width: 12, height: 12)
        legend.append(rect)
        let width = measurer.width(DiagramLimits.cutLabelLine(curve.label))
        box = box.union(Rect(x: rect.maxX + 4, y: rect.y, width: width, height: line))
      }
    }
    if let title = chart.title, !title.isEmpty {
      // Above everything drawn so far (the top axis's label reaches into the margin).
      let center = Point(center.x, Swift.min(chart.margin / 2, box.minY - line / 2 - 4))
      titleCenter = center
      let width = measurer.width(title, bold: true)
      box = box.union(
        Rect(x: center.x - width / 2, y: center.y - line / 2, width: width, height: line))
    }
    bounds = box.insetBy(dx: -4, dy: -4)
  }

  /// The unit vector of axis `index` of `count`.
  static func direction(_ index: Int, of count: Int) -> (Double, Double) {
    let angle = 2 * Double.pi * Double(index) / Double(Swift.max(count, 1)) - Double.pi / 2
    return (cos(angle), sin(angle))
  }

  /// How far from the centre `value` lies: clipped to `min…top`, 0 when the range is empty.
  static func distance(_ value: Double, min: Double, top: Double, radius: Double) -> Double {
    guard top > min else { return 0 }
    let clipped = Swift.min(Swift.max(value, min), top)
    return radius * (clipped - min) / (top - min)
  }
}
