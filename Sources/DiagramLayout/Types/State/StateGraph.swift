/// Turns a `StateDiagram` into boxes and lines: composite states and their concurrency
/// regions become clusters (regions dashed, untitled), `[*]` start and end circles, fork and
/// join bars, choice diamonds, states with descriptions two-compartment boxes, notes note
/// boxes joined to their state by a dashed line.
enum StateGraph {
  static func make(_ diagram: StateDiagram) -> GraphDiagram {
    var graph = GraphDiagram(kind: "state", direction: diagram.direction)
    graph.title = diagram.title
    graph.accessibleTitle = diagram.accessibleTitle
    graph.accessibleDescription = diagram.accessibleDescription
    var ends: [GraphDiagram.End] = []
    var clusterOf: [Int: Int] = [:]
    // Clusters first (parents before children: a state's parent always precedes it, since a
    // state is created inside a container that exists).
    for (index, state) in diagram.states.enumerated()
    where state.kind == .composite || state.kind == .region {
      clusterOf[index] = graph.clusters.count
      let region = state.kind == .region
      graph.clusters.append(
        GraphDiagram.Cluster(
          id: state.id, title: region ? FlowLabel(lines: []) : title(state),
          parent: state.parent.flatMap { clusterOf[$0] }, direction: state.direction,
          dashed: region, style: diagram.resolvedStyle(of: state)))
    }
    var nodeOf: [Int: Int] = [:]
    for (index, state) in diagram.states.enumerated() {
      if let cluster = clusterOf[index] {
        ends.append(.cluster(cluster))
        continue
      }
      var node = GraphDiagram.Node(
        id: state.id, body: body(state), cluster: state.parent.flatMap { clusterOf[$0] },
        style: diagram.resolvedStyle(of: state))
      switch state.kind {
      case .start: node.role = .start
      case .end: node.role = .end
      case .fork, .join: node.role = .bar
      case .choice: node.role = .choice
      default: node.role = .box
      }
      nodeOf[index] = graph.nodes.count
      ends.append(.node(graph.nodes.count))
      graph.nodes.append(node)
    }
    for transition in diagram.transitions {
      graph.edges.append(
        GraphDiagram.Edge(
          from: ends[transition.from], to: ends[transition.to],
          fromID: diagram.states[transition.from].id, toID: diagram.states[transition.to].id,
          label: transition.label.map { FlowLabel(plain: $0) }, endMarker: .arrow))
    }
    for (number, note) in diagram.notes.enumerated() {
      let state = diagram.states[note.state]
      let lines = note.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        [TextRun(String($0))]
      }
      let noteIndex = graph.nodes.count
      let stateEnd = ends[note.state]
      let left = note.side == .left
      var noteNode = GraphDiagram.Node(
        id: "note-\(number + 1)", body: .shape(.rect, FlowLabel(lines: lines)), role: .note,
        cluster: state.parent.flatMap { clusterOf[$0] })
      // Mermaid draws a state's note level with it, on the side named; a composite state's
      // note stays a node of its own, joined by the same line.
      if case .node(let host) = stateEnd {
        noteNode.beside = Companion(host: host, side: left ? .left : .right)
      }
      graph.nodes.append(noteNode)
      let noteEnd = GraphDiagram.End.node(noteIndex)
      graph.edges.append(
        GraphDiagram.Edge(
          from: left ? noteEnd : stateEnd, to: left ? stateEnd : noteEnd,
          fromID: left ? "note-\(number + 1)" : state.id,
          toID: left ? state.id : "note-\(number + 1)", dashed: true))
    }
    return graph
  }

  static func title(_ state: StateDiagram.State) -> FlowLabel {
    FlowLabel(lines: [[TextRun(state.label ?? state.id)]])
  }

  static func body(_ state: StateDiagram.State) -> GraphDiagram.Body {
    switch state.kind {
    case .start: return .shape(.smallCircle, FlowLabel(lines: []))
    case .end: return .shape(.framedCircle, FlowLabel(lines: []))
    case .fork, .join: return .shape(.fork, FlowLabel(lines: []))
    case .choice: return .shape(.diamond, FlowLabel(lines: []))
    case .simple, .composite, .region:
      let name = state.label ?? state.id
      guard !state.descriptions.isEmpty else {
        return .shape(.rounded, FlowLabel(plain: name))
      }
      // Mermaid draws a described state as its name over a rule over the descriptions.
      let table = NodeTable(
        sections: [
          NodeTable.Section(rows: [[NodeTable.Text(text: name)]], centered: true),
          NodeTable.Section(
            rows: state.descriptions.map { [NodeTable.Text(text: $0)] }, centered: true),
        ], cornerRadius: 6, minimumWidth: 60)
      return .table(table)
    }
  }
}
