/// A laid-out flowchart in final coordinates: what the SVG writer draws and the geometric
/// tests check.
public struct FlowchartDrawing: Sendable {
  public struct Node: Sendable {
    /// Index into `Flowchart.nodes`.
    public var index: Int
    public var center: Point
    public var geometry: ShapeGeometry
    public var labelSize: Size

    /// The outline in drawing coordinates.
    public var outline: Polygon { Polygon(geometry.outline.map { $0 + center }) }
    /// The label's box in drawing coordinates.
    public var labelBox: Rect {
      Rect(
        center: center + geometry.labelOffset, width: labelSize.width, height: labelSize.height)
    }
  }

  public struct Edge: Sendable {
    /// Index into `Flowchart.edges`.
    public var index: Int
    public var start: Point
    public var segments: [Segment]
    public var labelCenter: Point?
    public var labelSize: Size?
    /// The outlines the ends lie on (a node's shape or a subgraph's box).
    public var fromOutline: Polygon
    public var toOutline: Polygon

    public var end: Point { segments.last?.end ?? start }
    /// The label's box (text plus padding) in drawing coordinates.
    public var labelBox: Rect? {
      guard let labelCenter, let labelSize else { return nil }
      return Rect(center: labelCenter, width: labelSize.width, height: labelSize.height)
    }
  }

  public struct Segment: Sendable {
    public var control1: Point
    public var control2: Point
    public var end: Point
  }

  public struct Cluster: Sendable {
    /// Index into `Flowchart.subgraphs`.
    public var index: Int
    public var box: Rect
    public var titleCenter: Point
    public var titleSize: Size
  }

  public var size: Size
  public var nodes: [Node]
  public var edges: [Edge]
  public var clusters: [Cluster]
  /// Each rank's entries, in order, by name (an id, `.` for a dummy …): kept as names and
  /// joined only when `orderDump` is read, as tests do and drawing never does.
  var orderNames: [[String]]

  /// Ranks and orders, one rank a line (`rank: a b c`), as a test oracle.
  public var orderDump: String {
    orderNames.enumerated().map { rank, names in
      "\(rank): " + names.joined(separator: " ")
    }.joined(separator: "\n")
  }
}

extension FlowchartDrawing {
  /// The same drawing moved by `offset` (a block placed inside its parent's layout).
  func translated(by offset: Point) -> FlowchartDrawing {
    func move(_ polygon: Polygon) -> Polygon { Polygon(polygon.points.map { $0 + offset }) }
    var result = self
    for index in result.nodes.indices { result.nodes[index].center = nodes[index].center + offset }
    for index in result.edges.indices {
      var edge = edges[index]
      edge.start = edge.start + offset
      edge.segments = edge.segments.map {
        Segment(
          control1: $0.control1 + offset, control2: $0.control2 + offset, end: $0.end + offset)
      }
      edge.labelCenter = edge.labelCenter.map { $0 + offset }
      edge.fromOutline = move(edge.fromOutline)
      edge.toOutline = move(edge.toOutline)
      result.edges[index] = edge
    }
    for index in result.clusters.indices {
      let box = clusters[index].box
      result.clusters[index].box = Rect(
        x: box.x + offset.x, y: box.y + offset.y, width: box.width, height: box.height)
      result.clusters[index].titleCenter = clusters[index].titleCenter + offset
    }
    return result
  }
}
