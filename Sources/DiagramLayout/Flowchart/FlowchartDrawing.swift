/// A laid-out flowchart in final coordinates: what the SVG writer draws and the geometric
/// tests check.
package struct FlowchartDrawing: Sendable {
  package struct Node: Sendable {
    /// Index into `Flowchart.nodes`.
    package var index: Int
    package var center: Point
    package var geometry: ShapeGeometry
    package var labelSize: Size

    /// The outline in drawing coordinates.
    package var outline: Polygon { Polygon(geometry.outline.map { $0 + center }) }
    /// The label's box in drawing coordinates.
    package var labelBox: Rect {
      Rect(
        center: center + geometry.labelOffset, width: labelSize.width, height: labelSize.height)
    }
  }

  package struct Edge: Sendable {
    /// Index into `Flowchart.edges`.
    package var index: Int
    package var start: Point
    package var segments: [Segment]
    package var labelCenter: Point?
    package var labelSize: Size?
    /// The outlines the ends lie on (a node's shape or a subgraph's box).
    package var fromOutline: Polygon
    package var toOutline: Polygon

    package var end: Point { segments.last?.end ?? start }
    /// The label's box (text plus padding) in drawing coordinates.
    package var labelBox: Rect? {
      guard let labelCenter, let labelSize else { return nil }
      return Rect(center: labelCenter, width: labelSize.width, height: labelSize.height)
    }
  }

  package struct Segment: Sendable {
    package var control1: Point
    package var control2: Point
    package var end: Point
  }

  package struct Cluster: Sendable {
    /// Index into `Flowchart.subgraphs`.
    package var index: Int
    package var box: Rect
    package var titleCenter: Point
    package var titleSize: Size
  }

  package var size: Size
  package var nodes: [Node]
  package var edges: [Edge]
  package var clusters: [Cluster]
  /// Each rank's entries, in order, by name (an id, `.` for a dummy …): kept as names and
  /// joined only when `orderDump` is read, as tests do and drawing never does.
  var orderNames: [[String]]

  /// Ranks and orders, one rank a line (`rank: a b c`), as a test oracle.
  package var orderDump: String {
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
