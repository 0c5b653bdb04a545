import Foundation
import Testing

@testable import DiagramLayout

/// The geometric promises of a flowchart drawing, as a list of broken ones (empty = fine).
enum DrawingChecks {
  static func problems(_ chart: Flowchart, _ drawing: FlowchartDrawing) -> [String] {
    var problems: [String] = []
    let boxes = drawing.nodes.map { $0.outline.bounds }
    let ids = drawing.nodes.map { chart.nodes[$0.index].id }
    for a in boxes.indices {
      for b in boxes.indices where b > a && boxes[a].intersects(boxes[b], tolerance: 0.5) {
        problems.append("nodes \(ids[a]) and \(ids[b]) overlap")
      }
    }
    // An end's outline is its node's shape, or its subgraph's box.
    func outline(_ id: String) -> Polygon? {
      if let node = drawing.nodes.first(where: { chart.nodes[$0.index].id == id }) {
        return node.outline
      }
      guard let cluster = drawing.clusters.first(where: { chart.subgraphs[$0.index].id == id })
      else { return nil }
      let box = cluster.box
      return Polygon([
        Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY),
        Point(box.minX, box.maxY),
      ])
    }
    for edge in drawing.edges {
      let model = chart.edges[edge.index]
      let name = "edge \(model.from)->\(model.to)"
      if (outline(model.from)?.distance(to: edge.start) ?? .infinity) > 1 {
        problems.append("\(name) starts off its tail's outline")
      }
      if (outline(model.to)?.distance(to: edge.end) ?? .infinity) > 1 {
        problems.append("\(name) ends off its head's outline")
      }
      if let label = edge.labelBox {
        for (index, box) in boxes.enumerated() where label.intersects(box, tolerance: 0.5) {
          problems.append("label of \(name) overlaps node \(ids[index])")
        }
      }
    }
    for cluster in drawing.clusters {
      let members = Set(
        chart.nodes.indices.filter { isInside(node: $0, subgraph: cluster.index, chart) })
      let name = chart.subgraphs[cluster.index].id
      for (index, box) in boxes.enumerated() {
        let node = drawing.nodes[index].index
        if members.contains(node) {
          if !cluster.box.contains(box, tolerance: 0.5) {
            problems.append("cluster \(name) does not hold its member \(ids[index])")
          }
        } else if cluster.box.intersects(box, tolerance: 0.5) {
          problems.append("cluster \(name) overlaps outsider \(ids[index])")
        }
      }
      let title = Rect(
        center: cluster.titleCenter, width: cluster.titleSize.width,
        height: cluster.titleSize.height)
      if !cluster.box.contains(title, tolerance: 0.5) {
        problems.append("cluster \(name)'s title does not fit its box")
      }
    }
    for node in drawing.nodes where node.geometry.showsLabel {
      let label = node.labelBox
      let corners = [
        Point(label.minX, label.minY), Point(label.maxX, label.minY),
        Point(label.minX, label.maxY), Point(label.maxX, label.maxY),
      ]
      let outline = node.outline
      for corner in corners where !outline.contains(corner) && outline.distance(to: corner) > 1 {
        problems.append("label of \(chart.nodes[node.index].id) does not fit its shape")
        break
      }
    }
    return problems
  }

  static func isInside(node: Int, subgraph: Int, _ chart: Flowchart) -> Bool {
    var current = chart.nodes[node].parent
    while let s = current {
      if s == subgraph { return true }
      current = chart.subgraphs[s].parent
    }
    return false
  }

  /// The shared conformance folder beside the repository, or nil (fresh clone).
  /// Enables a test only where the shared Mermaid docs examples are (a fresh clone of the
  /// repository has none): the runner shows it as skipped, with the reason.
  static var needsDocsExamples: ConditionTrait {
    .enabled(
      if: conformanceFolder("flowchart") != nil, "the shared Mermaid docs examples are absent")
  }

  static func conformanceFolder(_ type: String, file: String = #filePath) -> URL? {
    var url = URL(fileURLWithPath: file)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let folder = url.deletingLastPathComponent().appendingPathComponent(
      "shared/conformance/mermaid/\(type)")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }
}

extension DrawingChecks {
  /// How far each edge of `flipped` lies from the mirror image of the same edge of `forward`,
  /// drawn in direction `forwardDirection` (`TD` mirrors top to bottom, else left to right):
  /// per edge pair, whether both have as many points, and the largest distance of a point
  /// from its mirrored twin.
  static func mirrorOffsets(
    _ forward: FlowchartDrawing, _ flipped: FlowchartDrawing, forwardDirection: String
  ) -> [(edge: Int, samePointCount: Bool, worst: Double)] {
    func mirror(_ p: Point) -> Point {
      forwardDirection == "TD"
        ? Point(p.x, forward.size.height - p.y) : Point(forward.size.width - p.x, p.y)
    }
    func points(_ edge: FlowchartDrawing.Edge) -> [Point] {
      [edge.start] + edge.segments.flatMap { [$0.control1, $0.control2, $0.end] }
    }
    return zip(forward.edges, flipped.edges).map { one, other in
      let (ours, theirs) = (points(one), points(other))
      let worst = zip(ours, theirs).map { mirror($0).distance(to: $1) }.max() ?? 0
      return (one.index, ours.count == theirs.count, worst)
    }
  }
}
