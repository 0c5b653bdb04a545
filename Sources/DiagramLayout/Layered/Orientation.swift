/// Turns the top-to-bottom layout into the chart's direction (BT, LR, RL by transformation)
/// and moves it to the origin with a margin.
///
/// Pre: positioned graph with layout-oriented sizes. Post: node centres, sizes and cluster
/// boxes in final coordinates; returns the drawing's size.
enum Orientation {
  static let margin = 8.0

  static func apply(_ graph: inout LayeredGraph, direction: FlowDirection) -> Size {
    var maxY = 0.0
    for node in graph.nodes { maxY = max(maxY, node.y + node.size.height / 2) }
    for box in graph.clusterBoxes.compactMap({ $0 }) { maxY = max(maxY, box.maxY) }
    func map(_ p: Point) -> Point {
      switch direction {
      case .topToBottom: return p
      case .bottomToTop: return Point(p.x, maxY - p.y)
      case .leftToRight: return Point(p.y, p.x)
      case .rightToLeft: return Point(maxY - p.y, p.x)
      }
    }
    for index in graph.nodes.indices {
      let node = graph.nodes[index]
      let center = map(Point(node.x, node.y))
      graph.nodes[index].x = center.x
      graph.nodes[index].y = center.y
      if direction.isHorizontal {
        graph.nodes[index].size = Size(width: node.size.height, height: node.size.width)
      }
    }
    graph.clusterBoxes = graph.clusterBoxes.map { box in
      guard let box else { return nil }
      let a = map(Point(box.minX, box.minY))
      let b = map(Point(box.maxX, box.maxY))
      return Rect(
        x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxYFinal = -Double.infinity
    for node in graph.nodes {
      if case .border = node.kind { continue }
      minX = min(minX, node.x - node.size.width / 2)
      minY = min(minY, node.y - node.size.height / 2)
      maxX = max(maxX, node.x + node.size.width / 2)
      maxYFinal = max(maxYFinal, node.y + node.size.height / 2)
    }
    for box in graph.clusterBoxes.compactMap({ $0 }) {
      minX = min(minX, box.minX)
      minY = min(minY, box.minY)
      maxX = max(maxX, box.maxX)
      maxYFinal = max(maxYFinal, box.maxY)
    }
    guard minX.isFinite else { return Size(width: 2 * margin, height: 2 * margin) }
    let dx = margin - minX
    let dy = margin - minY
    for index in graph.nodes.indices {
      graph.nodes[index].x += dx
      graph.nodes[index].y += dy
    }
    graph.clusterBoxes = graph.clusterBoxes.map {
      $0.map { Rect(x: $0.x + dx, y: $0.y + dy, width: $0.width, height: $0.height) }
    }
    return Size(width: maxX - minX + 2 * margin, height: maxYFinal - minY + 2 * margin)
  }
}
