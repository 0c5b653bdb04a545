import RenderSupport

/// A parsed Mermaid quadrant chart: two labelled axes, four quadrant labels, points in the
/// unit square.
package struct QuadrantChart: Equatable, Sendable {
  /// One point, with the look its line or its class asked for (colours validated `#hex`).
  package struct Point: Equatable, Sendable {
    package var name: String
    package var x: Double
    package var y: Double
    package var radius: Double?
    package var color: String?
    package var strokeColor: String?
    package var strokeWidth: Double?
    package var className: String?
    package var position: SourcePosition
  }

  package var title: String?
  /// Low and high labels of the x axis, then of the y axis.
  package var xAxis: (String, String)?
  package var yAxis: (String, String)?
  /// `quadrant-1` … `quadrant-4` (top right, top left, bottom left, bottom right).
  package var quadrants = ["", "", "", ""]
  package var points: [Point] = []
  /// `classDef` styles by name.
  package var classes: [String: Point] = [:]

  package static func == (a: QuadrantChart, b: QuadrantChart) -> Bool {
    a.title == b.title && a.xAxis?.0 == b.xAxis?.0 && a.xAxis?.1 == b.xAxis?.1
      && a.yAxis?.0 == b.yAxis?.0 && a.yAxis?.1 == b.yAxis?.1 && a.quadrants == b.quadrants
      && a.points == b.points && a.classes == b.classes
  }
}
