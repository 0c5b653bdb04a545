/// Turns a `RequirementDiagram` into boxes and lines for the layered engine: each requirement
/// its stereotype and name over its fields (`ID`, `Text`, `Risk`, `Verification`), each
/// element `«Element»` and its name over `Type` and `Doc Ref`, each relationship a dashed line
/// from its source to its target with `«type»` on it — an arrow at the target, or for
/// `contains` a circle at the container, as SysML and Mermaid draw them.
enum RequirementGraph {
  static func make(_ diagram: RequirementDiagram, source: MermaidSource) -> GraphDiagram {
    var graph = GraphDiagram(kind: "requirement", direction: diagram.direction)
    graph.title = diagram.title
    graph.accessibleTitle = source.accessible.title
    graph.accessibleDescription = source.accessible.description
    for (index, item) in diagram.items.enumerated() {
      graph.nodes.append(
        GraphDiagram.Node(
          id: item.name, body: .table(table(item)), style: diagram.style(of: index)))
    }
    for relationship in diagram.relationships {
      let contains = relationship.relation == .contains
      graph.edges.append(
        GraphDiagram.Edge(
          from: .node(relationship.source), to: .node(relationship.target),
          fromID: diagram.items[relationship.source].name,
          toID: diagram.items[relationship.target].name,
          label: LabelParser.parse("«\(relationship.relation.rawValue)»", quoted: false),
          dashed: !contains, startMarker: contains ? .lollipop : .none,
          endMarker: contains ? .none : .arrow))
    }
    return graph
  }

  static func table(_ item: RequirementDiagram.Item) -> NodeTable {
    let (name, italic) = ERGraph.emphasis(item.name)
    var heading: [NodeTable.Row] = []
    if !item.implicit {
      heading.append([NodeTable.Text(text: "«\(item.kind?.stereotype ?? "Element")»")])
    }
    heading.append([NodeTable.Text(text: name, bold: true, italic: italic)])
    var sections = [NodeTable.Section(rows: heading, centered: true)]
    var fields: [(String, String?)]
    if item.kind != nil {
      fields = [
        ("ID", item.id), ("Text", item.text.map(plain)), ("Risk", item.risk?.rawValue),
        ("Verification", item.verification?.rawValue),
      ]
    } else {
      fields = [("Type", item.type), ("Doc Ref", item.docRef)]
    }
    let rows = fields.compactMap { key, value in
      value.map { [NodeTable.Text(text: "\(key): \($0)")] }
    }
    if !rows.isEmpty { sections.append(NodeTable.Section(rows: rows)) }
    return NodeTable(sections: sections, minimumWidth: 120)
  }

  /// Text with Markdown emphasis markers removed (`*a* **b**` → `a b`): the box's rows are
  /// plain, and the words must read as written.
  static func plain(_ text: String) -> String {
    LabelParser.markdownRuns(text).map(\.text).joined()
  }
}
