import RenderSupport

/// A parsed Mermaid radar chart: axes around a centre, curves with one value per axis.
public struct RadarChart: Equatable, Sendable {
  /// One axis: its id and the label drawn at its end.
  public struct Axis: Equatable, Sendable {
    public var id: String
    public var label: String
    public var position: SourcePosition
  }

  /// One curve: its id, its legend label and one value per axis, in the axes' order.
  public struct Curve: Equatable, Sendable {
    public var id: String
    public var label: String
    public var values: [Double]
    public var position: SourcePosition
  }

  /// The rings behind the curves: circles (curves drawn smooth) or polygons (curves straight).
  public enum Graticule: String, Equatable, Sendable {
    case circle, polygon
  }

  public var title: String?
  public var axes: [Axis] = []
  public var curves: [Curve] = []
  /// `showLegend`, `ticks`, `max` (nil: the largest value), `min`, `graticule`.
  public var showLegend = true
  public var ticks = 5
  public var max: Double?
  public var min = 0.0
  public var graticule = Graticule.circle
  /// Mermaid's `radar` config: the plot's size and margins, how far the axis lines and their
  /// labels reach (fractions of the radius), the smooth curves' tension.
  public var width = 600.0
  public var height = 600.0
  public var margin = 50.0
  public var axisScaleFactor = 1.0
  public var axisLabelFactor = 1.05
  public var curveTension = 0.17

  /// The value at the rim: `max`, else the largest value of any curve.
  public var top: Double {
    max ?? curves.flatMap(\.values).max() ?? 0
  }
}
