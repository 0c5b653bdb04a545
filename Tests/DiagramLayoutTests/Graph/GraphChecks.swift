import Foundation

@testable import DiagramLayout

/// The geometric promises of a state, class or ER drawing: the flowchart's (no node overlaps,
/// every edge ends on its ends' outlines, clusters hold their members, labels fit), plus
/// cardinality texts inside the drawing.
enum GraphChecks {
  /// Parses `text` as any of the three types into its boxes and lines.
  static func graph(_ text: String) throws -> GraphDiagram {
    let source = try MermaidSource(parsing: text)
    switch source.type {
    case .state: return StateGraph.make(try StateParser.parse(source))
    case .classDiagram: return ClassGraph.make(try ClassParser.parse(source))
    case .entityRelationship: return ERGraph.make(try ERParser.parse(source))
    default: throw DiagramError(.unsupported, "not a graph diagram", at: source.headerPosition)
    }
  }

  static func problems(_ graph: GraphDiagram, _ layout: GraphLayout.Result) -> [String] {
    var problems = DrawingChecks.problems(layout.chart, layout.drawing)
    let size = layout.drawing.size
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let measurer = TextMeasurer()
    for placed in layout.drawing.edges {
      let edge = graph.edges[placed.index]
      guard let last = placed.segments.last else {
        problems.append("edge \(edge.fromID)->\(edge.toID) has no path")
        continue
      }
      let outward = GraphSVGWriter.outwardPoints(placed)
      let ends: [(String?, Point, Point, EdgeMarker)] = [
        (
          edge.startText, placed.start,
          GraphSVGWriter.direction(toward: placed.start, from: outward.start), edge.startMarker
        ),
        (
          edge.endText, last.end, GraphSVGWriter.direction(toward: last.end, from: outward.end),
          edge.endMarker
        ),
      ]
      for (text, tip, direction, marker) in ends {
        guard let text else { continue }
        let center = GraphSVGWriter.endTextCenter(
          text, tip: tip, direction: direction, marker: marker, measurer: measurer, bounds: size)
        let box = Rect(
          center: center, width: measurer.width(text), height: measurer.lineHeight)
        if !bounds.contains(box, tolerance: 0.5) {
          problems.append("end text \(text) of \(edge.fromID)->\(edge.toID) leaves the drawing")
        }
      }
      if let label = placed.labelBox, !bounds.contains(label, tolerance: 0.5) {
        problems.append("label of \(edge.fromID)->\(edge.toID) leaves the drawing")
      }
    }
    for node in layout.drawing.nodes where !bounds.contains(node.outline.bounds, tolerance: 0.5) {
      problems.append("node \(graph.nodes[node.index].id) leaves the drawing")
    }
    return problems
  }
}
