/// Turns a `ClassDiagram` into boxes and lines: each class a three-compartment box (UML 2.5
/// §11.4.4: annotations and name, attributes, operations), namespaces clusters, notes note
/// boxes with a dashed line to their class, relations edges with UML markers, labels and
/// cardinalities at both ends. With `class.hideEmptyMembersBox` set, a class without members
/// is its name box alone, as Mermaid draws it then.
enum ClassGraph {
  static func make(_ diagram: ClassDiagram, settings: DiagramSettings = DiagramSettings())
    -> GraphDiagram
  {
    let hidesEmptyMembers = settings.flag("config.class.hideEmptyMembersBox") ?? false
    var graph = GraphDiagram(kind: "class", direction: diagram.direction)
    graph.title = diagram.title
    graph.accessibleTitle = diagram.accessibleTitle
    graph.accessibleDescription = diagram.accessibleDescription
    // Mermaid lays namespaces out with the diagram's direction.
    graph.clustersInheritDirection = true
    for namespace in diagram.namespaces {
      graph.clusters.append(
        GraphDiagram.Cluster(
          id: namespace.id, title: LabelParser.parse(namespace.label, quoted: false),
          parent: namespace.parent))
    }
    for item in diagram.classes {
      graph.nodes.append(
        GraphDiagram.Node(
          id: item.id,
          body: .table(table(item, hidesEmptyMembers: hidesEmptyMembers && item.members.isEmpty)),
          cluster: item.namespace,
          style: diagram.resolvedStyle(of: item)))
    }
    for relation in diagram.relations {
      graph.edges.append(
        GraphDiagram.Edge(
          from: .node(relation.from), to: .node(relation.to),
          fromID: diagram.classes[relation.from].id, toID: diagram.classes[relation.to].id,
          label: relation.label.map { FlowLabel(plain: $0) }, dashed: relation.dashed,
          startMarker: marker(relation.fromEnd), endMarker: marker(relation.toEnd),
          startText: relation.fromCardinality, endText: relation.toCardinality))
    }
    for (number, note) in diagram.notes.enumerated() {
      let id = "note-\(number + 1)"
      let noteIndex = graph.nodes.count
      graph.nodes.append(
        GraphDiagram.Node(
          id: id, body: .shape(.rect, LabelParser.parse(note.text, quoted: false)), role: .note,
          cluster: note.target.flatMap { diagram.classes[$0].namespace }))
      if let target = note.target {
        graph.edges.append(
          GraphDiagram.Edge(
            from: .node(noteIndex), to: .node(target), fromID: id,
            toID: diagram.classes[target].id, dashed: true))
      }
    }
    return graph
  }

  static func marker(_ end: ClassDiagram.End) -> EdgeMarker {
    switch end {
    case .none: return .none
    case .inheritance: return .triangle
    case .composition: return .filledDiamond
    case .aggregation: return .hollowDiamond
    case .association: return .arrow
    case .lollipop: return .lollipop
    }
  }

  /// The class's box: the name compartment alone when `hidesEmptyMembers`.
  static func table(_ item: ClassDiagram.Class, hidesEmptyMembers: Bool = false) -> NodeTable {
    var header = item.annotations.map { [NodeTable.Text(text: "«\($0)»")] }
    // A name or label written over lines (`class A["two\n lines"]`) keeps its lines.
    for line in item.label.split(separator: "\n", omittingEmptySubsequences: false) {
      header.append([NodeTable.Text(text: String(line).trimmingCharacters(), bold: true)])
    }
    func rows(_ methods: Bool) -> [NodeTable.Row] {
      item.members.filter { $0.isMethod == methods }.map {
        [NodeTable.Text(text: $0.text, italic: $0.isAbstract, underline: $0.isStatic)]
      }
    }
    let name = NodeTable.Section(rows: header, centered: true)
    if hidesEmptyMembers { return NodeTable(sections: [name], minimumWidth: 80) }
    return NodeTable(
      sections: [
        name, NodeTable.Section(rows: rows(false)), NodeTable.Section(rows: rows(true)),
      ], minimumWidth: 80)
  }
}
