import RenderSupport

/// Lays out a flowchart in character cells: the layered engine (`LayeredLayout.place`) with
/// node sizes and spacing in cells, integer positions along each layer, then ranks stacked
/// with room between them for exactly the tracks the edges need (`TrackAssigner`), and edges
/// routed orthogonally through their dummy nodes, so no edge crosses a box.
///
/// Every subgraph with nodes is a cluster of the one layout (the terminal does not lay out
/// subgraphs in their own `direction`); an edge to a subgraph ends at its first node.
struct TerminalFlowchartLayout {
  /// A node (or an empty subgraph) drawn as a box.
  struct Box {
    var rect: GridRect
    var shape: NodeShape
    var lines: [String]
    /// The chart node, or nil for an empty subgraph.
    var node: Int?
  }

  /// A subgraph's frame, its title in the top (or, bottom to top, the bottom) border.
  struct Frame {
    var subgraph: Int
    var rect: GridRect
    var title: String
    var titleAt: GridPoint
  }

  /// One drawn edge: an orthogonal polyline from the cell beside its source box to the cell
  /// beside its target box (where the arrowhead goes).
  struct Route {
    var edge: Int
    var points: [GridPoint]
    var from: Int
    var to: Int
    var label: [String]
    var labelAt: GridPoint?
  }

  var boxes: [Box] = []
  var frames: [Frame] = []
  var routes: [Route] = []
  var width = 0
  var height = 0

  /// What the layout places: one item per box.
  struct Item {
    var lines: [String]
    var shape: NodeShape
    var node: Int?
    var cluster: Int?
    /// The box size in cells (grid orientation).
    var size: (width: Int, height: Int)
  }

  static func layout(_ chart: Flowchart) -> TerminalFlowchartLayout {
    var builder = TerminalFlowchartBuilder(chart: chart)
    return builder.build()
  }

  /// The display lines of a label (emphasis is not shown in cells).
  static func lines(of label: FlowLabel) -> [String] {
    let lines = label.lines.map { line in
      String(line.map(\.text).joined().map { $0 == "\t" ? " " : $0 })
    }
    return lines.isEmpty ? [""] : lines
  }

  static func textWidth(_ lines: [String]) -> Int {
    lines.map { DisplayWidth.of($0) }.max() ?? 0
  }
}
