/// Turns an `ERDiagram` into boxes and lines: each entity its name over a grid of attribute
/// rows (type, name, keys, comment; empty columns left out), each relationship an edge with
/// crow's foot marks at both ends, solid when identifying and dashed otherwise.
enum ERGraph {
  static func make(_ diagram: ERDiagram) -> GraphDiagram {
    var graph = GraphDiagram(kind: "er", direction: diagram.direction)
    graph.title = diagram.title
    graph.accessibleTitle = diagram.accessibleTitle
    graph.accessibleDescription = diagram.accessibleDescription
    for entity in diagram.entities {
      graph.nodes.append(
        GraphDiagram.Node(
          id: entity.id, body: .table(table(entity)), style: diagram.resolvedStyle(of: entity)))
    }
    for relationship in diagram.relationships {
      graph.edges.append(
        GraphDiagram.Edge(
          from: .node(relationship.from), to: .node(relationship.to),
          fromID: diagram.entities[relationship.from].id,
          toID: diagram.entities[relationship.to].id,
          label: relationship.label.map { LabelParser.parse($0, quoted: false) },
          dashed: !relationship.identifying,
          startMarker: marker(relationship.fromCardinality),
          endMarker: marker(relationship.toCardinality)))
    }
    return graph
  }

  static func marker(_ cardinality: ERDiagram.Cardinality) -> EdgeMarker {
    switch cardinality {
    case .zeroOrOne: return .crowsFoot(minimum: .zero, many: false)
    case .exactlyOne: return .crowsFoot(minimum: .one, many: false)
    case .zeroOrMore: return .crowsFoot(minimum: .zero, many: true)
    case .oneOrMore: return .crowsFoot(minimum: .one, many: true)
    case .parent: return .hollowDiamond
    }
  }

  static func table(_ entity: ERDiagram.Entity) -> NodeTable {
    let (name, italic) = emphasis(entity.label)
    var sections = [
      NodeTable.Section(
        rows: [[NodeTable.Text(text: name, bold: true, italic: italic)]], centered: true)
    ]
    if !entity.attributes.isEmpty {
      let keys = entity.attributes.contains { !$0.keys.isEmpty }
      let comments = entity.attributes.contains { $0.comment != nil }
      let rows = entity.attributes.map { attribute -> NodeTable.Row in
        var row = [NodeTable.Text(text: attribute.type), NodeTable.Text(text: attribute.name)]
        if keys { row.append(NodeTable.Text(text: attribute.keys.joined(separator: ", "))) }
        if comments { row.append(NodeTable.Text(text: attribute.comment ?? "", italic: true)) }
        return row
      }
      sections.append(NodeTable.Section(rows: rows, grid: true))
    }
    return NodeTable(sections: sections, minimumWidth: 100)
  }

  /// A name written in Markdown emphasis as a whole (`*Customer*`, `_Customer_`,
  /// `**Order**`), which Mermaid draws emphasised: the name without its markers, and whether
  /// it is italic (the name is bold anyway). Any other name is kept as written.
  static func emphasis(_ label: String) -> (String, Bool) {
    for (marker, italic) in [("**", false), ("__", false), ("*", true), ("_", true)] {
      let count = marker.count
      guard label.count > 2 * count, label.hasPrefix(marker), label.hasSuffix(marker) else {
        continue
      }
      let inner = label.dropFirst(count).dropLast(count)
      guard let first = inner.first, let last = inner.last, first != " ", last != " ",
        !inner.contains(marker.first!)
      else { continue }
      return (String(inner), italic)
    }
    return (label, false)
  }
}
