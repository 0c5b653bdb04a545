import RenderSupport

/// A parsed Mermaid XY chart: an x axis of categories or a numeric range, a y axis, and bar
/// and line series.
package struct XYChart: Equatable, Sendable {
  /// What the x axis shows.
  package enum XAxis: Equatable, Sendable {
    /// Nothing given: the points are numbered 1…n.
    case automatic
    case categories([String])
    case range(Double, Double)
  }

  /// One data series.
  package struct Series: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable { case bar, line }
    package var kind: Kind
    package var name: String?
    package var values: [Double]
    package var position: SourcePosition
  }

  package var title: String?
  /// `xychart horizontal`: categories down the side, values across.
  package var horizontal = false
  package var xAxis = XAxis.automatic
  package var xTitle: String?
  package var yTitle: String?
  /// The y range given, else nil (from the data).
  package var yRange: (Double, Double)?
  package var series: [Series] = []
  /// `xyChart.showDataLabel`: values written on bars.
  package var showDataLabel = false
  /// Sizes, fonts and colours from the config.
  package var look = Look()

  package static func == (a: XYChart, b: XYChart) -> Bool {
    a.title == b.title && a.horizontal == b.horizontal && a.xAxis == b.xAxis
      && a.xTitle == b.xTitle && a.yTitle == b.yTitle && a.yRange?.0 == b.yRange?.0
      && a.yRange?.1 == b.yRange?.1 && a.series == b.series && a.showDataLabel == b.showDataLabel
      && a.look == b.look
  }

  /// The number of points along the x axis.
  package var pointCount: Int {
    if case .categories(let names) = xAxis { return names.count }
    return series.map(\.values.count).max() ?? 0
  }
}
