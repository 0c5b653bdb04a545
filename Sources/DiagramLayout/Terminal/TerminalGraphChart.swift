import RenderSupport

/// A state, class or ER diagram (`GraphDiagram`) as a flowchart the terminal can draw: the
/// character-cell layout and painter of flowcharts then draw it with the same promises (no
/// edge through a box, no label over another).
///
/// What cells cannot show is written as text: compartments become label lines under a rule,
/// attribute grids become aligned columns, UML and crow's-foot markers become an arrowhead,
/// a small circle, or the cardinality in words under the edge's label ("1 to 0..*").
///
/// Pre: `graph` is what `StateGraph`, `ClassGraph` or `ERGraph` made. Post: every node and
/// cluster has a unique id (`n0`, `c0`, … — ids are never drawn) and a non-empty label, and
/// every edge joins two of them.
enum TerminalGraphChart {
  static func flowchart(_ graph: GraphDiagram, ascii: Bool) -> Flowchart {
    var chart = Flowchart(direction: graph.direction)
    chart.title = graph.title
    let position = SourcePosition(line: 1, column: 1)
    for (index, cluster) in graph.clusters.enumerated() {
      let title = cluster.title.isEmpty ? FlowLabel(plain: " ") : cluster.title
      chart.subgraphs.append(
        FlowSubgraph(
          id: "c\(index)", title: title, direction: cluster.direction, parent: cluster.parent,
          position: position))
    }
    for (index, node) in graph.nodes.enumerated() {
      let (shape, label) = body(node, ascii: ascii)
      var flowNode = FlowNode(id: "n\(index)", label: label, shape: shape, position: position)
      flowNode.parent = node.cluster
      chart.nodes.append(flowNode)
    }
    for edge in graph.edges {
      var lines = edge.label.map(\.lines) ?? []
      if let ends = cardinality(edge) { lines.append([TextRun(ends)]) }
      let label = lines.isEmpty ? nil : FlowLabel(lines: lines)
      chart.edges.append(
        FlowEdge(
          from: id(edge.from, in: graph, leaving: true),
          to: id(edge.to, in: graph, leaving: false), stroke: edge.dashed ? .dotted : .normal,
          startHead: head(edge.startMarker), endHead: head(edge.endMarker), label: label,
          length: 1, position: position))
    }
    return chart
  }

  /// The node an end is drawn at. The terminal draws an edge to a cluster at one node
  /// inside it: one entering a composite state goes to its start, one leaving it leaves from
  /// its end state (else its last node), as the state machine runs; other clusters keep the
  /// layout's choice.
  private static func id(_ end: GraphDiagram.End, in graph: GraphDiagram, leaving: Bool)
    -> String
  {
    switch end {
    case .node(let index):
      return "n\(index)"
    case .cluster(let cluster):
      let inside = graph.nodes.indices.filter { node in
        var at = graph.nodes[node].cluster
        while let current = at {
          if current == cluster { return true }
          at = graph.clusters[current].parent
        }
        return false
      }
      let role: GraphDiagram.Role = leaving ? .end : .start
      // Only a cluster's own start or end: a nested composite's would be reached through it.
      let own = inside.filter { graph.nodes[$0].cluster == cluster }
      if let marked = own.first(where: { graph.nodes[$0].role == role }) { return "n\(marked)" }
      if leaving, let last = own.last, graph.kind == "state" { return "n\(last)" }
      return "c\(cluster)"
    }
  }

  /// The shape and lines of a node: a state's start, end, fork bar and choice get the glyphs
  /// of UML's notation; a table is its compartments one under the other.
  private static func body(_ node: GraphDiagram.Node, ascii: Bool) -> (NodeShape, FlowLabel) {
    switch node.role {
    case .start: return (.circle, FlowLabel(plain: ascii ? "*" : "●"))
    case .end: return (.doubleCircle, FlowLabel(plain: ascii ? "*" : "◉"))
    case .bar: return (.rect, FlowLabel(plain: ascii ? "====" : "━━━━"))
    case .choice: return (.diamond, FlowLabel(plain: " "))
    case .box, .note: break
    }
    switch node.body {
    case .shape(let shape, let label):
      return (shape, label.isEmpty ? FlowLabel(plain: " ") : label)
    case .table(let table):
      return (.rect, FlowLabel(lines: lines(of: table, ascii: ascii).map { [TextRun($0)] }))
    }
  }

  /// A table's text: the centred name, then each non-empty compartment under a rule, members
  /// left-aligned and grid cells in columns. Every line is padded to the widest, so the
  /// painter's centring keeps the members' left edge.
  static func lines(of table: NodeTable, ascii: Bool) -> [String] {
    var columnWidths: [Int] = []
    for section in table.sections where section.grid {
      for row in section.rows {
        for (index, cell) in row.enumerated() {
          if index >= columnWidths.count { columnWidths.append(0) }
          columnWidths[index] = max(columnWidths[index], DisplayWidth.of(cell.text))
        }
      }
    }
    var blocks: [(lines: [String], centered: Bool)] = []
    // An empty compartment (a class without members) would be two rules on top of each
    // other in cells: it is left out.
    for section in table.sections where !section.rows.isEmpty {
      let lines = section.rows.map { row -> String in
        guard section.grid else { return row.map(\.text).joined() }
        return row.enumerated().map { index, cell in
          index + 1 == row.count
            ? cell.text : pad(cell.text, to: columnWidths[index])
        }.joined(separator: "  ")
      }
      blocks.append((lines, section.centered))
    }
    let width = max(1, blocks.flatMap(\.lines).map { DisplayWidth.of($0) }.max() ?? 1)
    var out: [String] = []
    for (index, block) in blocks.enumerated() {
      if index > 0 { out.append(String(repeating: ascii ? "-" : "─", count: width)) }
      for line in block.lines {
        if block.centered {
          let left = (width - DisplayWidth.of(line)) / 2
          out.append(pad(String(repeating: " ", count: left) + line, to: width))
        } else {
          out.append(pad(line, to: width))
        }
      }
    }
    return out.isEmpty ? [" "] : out
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  /// The ends' cardinalities in words: a class diagram's texts, else the crow's feet.
  private static func cardinality(_ edge: GraphDiagram.Edge) -> String? {
    let start = edge.startText ?? words(edge.startMarker)
    let end = edge.endText ?? words(edge.endMarker)
    switch (start, end) {
    case (let start?, let end?): return "\(start) to \(end)"
    case (let start?, nil): return "from \(start)"
    case (nil, let end?): return "to \(end)"
    case (nil, nil): return nil
    }
  }

  private static func words(_ marker: EdgeMarker) -> String? {
    guard case .crowsFoot(let minimum, let many) = marker else { return nil }
    switch (minimum, many) {
    case (.one, false): return "1"
    case (.zero, false): return "0..1"
    case (.one, true): return "1..*"
    case (.zero, true): return "0..*"
    }
  }

  /// UML's heads as the terminal's: open and closed arrows an arrowhead, diamonds and the
  /// lollipop a small circle; crow's feet are told in words instead.
  private static func head(_ marker: EdgeMarker) -> EdgeHead {
    switch marker {
    case .none, .crowsFoot: .none
    case .arrow, .triangle: .arrow
    case .filledDiamond, .hollowDiamond, .lollipop: .circle
    }
  }
}
