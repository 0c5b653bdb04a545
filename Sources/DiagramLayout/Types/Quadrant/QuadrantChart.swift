import RenderSupport

/// A parsed Mermaid quadrant chart: two labelled axes, four quadrant labels, points in the
/// unit square.
public struct QuadrantChart: Equatable, Sendable {
  /// One point, with the look its line or its class asked for (colours validated `#hex`).
  public struct Point: Equatable, Sendable {
    public var name: String
    public var x: Double
    public var y: Double
    public var radius: Double?
    public var color: String?
    public var strokeColor: String?
    public var strokeWidth: Double?
    public var className: String?
    public var position: SourcePosition
  }

  public var title: String?
  /// Low and high labels of the x axis, then of the y axis.
  public var xAxis: (String, String)?
  public var yAxis: (String, String)?
  /// `quadrant-1` … `quadrant-4` (top right, top left, bottom left, bottom right).
  public var quadrants = ["", "", "", ""]
  public var points: [Point] = []
  /// `classDef` styles by name.
  public var classes: [String: Point] = [:]

  public static func == (a: QuadrantChart, b: QuadrantChart) -> Bool {
    a.title == b.title && a.xAxis?.0 == b.xAxis?.0 && a.xAxis?.1 == b.xAxis?.1
      && a.yAxis?.0 == b.yAxis?.0 && a.yAxis?.1 == b.yAxis?.1 && a.quadrants == b.quadrants
      && a.points == b.points && a.classes == b.classes
  }
}
