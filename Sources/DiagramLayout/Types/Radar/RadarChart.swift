import RenderSupport

/// A parsed Mermaid radar chart: axes around a centre, curves with one value per axis.
package struct RadarChart: Equatable, Sendable {
  /// One axis: its id and the label drawn at its end.
  package struct Axis: Equatable, Sendable {
    package var id: String
    package var label: String
    package var position: SourcePosition
  }

  /// One curve: its id, its legend label and one value per axis, in the axes' order.
  package struct Curve: Equatable, Sendable {
    package var id: String
    package var label: String
    package var values: [Double]
    package var position: SourcePosition
  }

  /// The rings behind the curves: circles (curves drawn smooth) or polygons (curves straight).
  package enum Graticule: String, Equatable, Sendable {
    case circle, polygon
  }

  package var title: String?
  package var axes: [Axis] = []
  package var curves: [Curve] = []
  /// `showLegend`, `ticks`, `max` (nil: the largest value), `min`, `graticule`.
  package var showLegend = true
  package var ticks = 5
  package var max: Double?
  package var min = 0.0
  package var graticule = Graticule.circle
  /// Mermaid's `radar` config: the plot's size and margins, how far the axis lines and their
  /// labels reach (fractions of the radius), the smooth curves' tension.
  package var width = 600.0
  package var height = 600.0
  package var margin = 50.0
  package var axisScaleFactor = 1.0
  package var axisLabelFactor = 1.05
  package var curveTension = 0.17

  /// The value at the rim: `max`, else the largest value of any curve.
  package var top: Double {
    max ?? curves.flatMap(\.values).max() ?? 0
  }
}
