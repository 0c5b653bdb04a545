import RenderSupport

/// A parsed Mermaid XY chart: an x axis of categories or a numeric range, a y axis, and bar
/// and line series.
public struct XYChart: Equatable, Sendable {
  /// What the x axis shows.
  public enum XAxis: Equatable, Sendable {
    /// Nothing given: the points are numbered 1…n.
    case automatic
    case categories([String])
    case range(Double, Double)
  }

  /// One data series.
  public struct Series: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case bar, line }
    public var kind: Kind
    public var name: String?
    public var values: [Double]
    public var position: SourcePosition
  }

  public var title: String?
  /// `xychart horizontal`: categories down the side, values across.
  public var horizontal = false
  public var xAxis = XAxis.automatic
  public var xTitle: String?
  public var yTitle: String?
  /// The y range given, else nil (from the data).
  public var yRange: (Double, Double)?
  public var series: [Series] = []
  /// `xyChart.showDataLabel`: values written on bars.
  public var showDataLabel = false
  /// Sizes, fonts and colours from the config.
  public var look = Look()

  public static func == (a: XYChart, b: XYChart) -> Bool {
    a.title == b.title && a.horizontal == b.horizontal && a.xAxis == b.xAxis
      && a.xTitle == b.xTitle && a.yTitle == b.yTitle && a.yRange?.0 == b.yRange?.0
      && a.yRange?.1 == b.yRange?.1 && a.series == b.series && a.showDataLabel == b.showDataLabel
      && a.look == b.look
  }

  /// The number of points along the x axis.
  public var pointCount: Int {
    if case .categories(let names) = xAxis { return names.count }
    return series.map(\.values.count).max() ?? 0
  }
}
