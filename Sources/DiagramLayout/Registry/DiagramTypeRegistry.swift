/// The only list of the diagram types this library draws. Everything that names the types —
/// header detection, the renderers, the terminal drawing, the CLI's help, the server's and
/// MCP's descriptions, the fuzz targets, the docs-example tests — reads it from here.
public enum DiagramTypeRegistry {
  /// Every type drawn, in the order lists show them. Adding a type is one folder under
  /// `Types/` and one line here.
  package static let definitions: [DiagramTypeDefinition] = [
    .flowchart,
    .sequence,
    .state,
    .classDiagram,
    .entityRelationship,
    .pie,
    .gantt,
    .timeline,
    .xychart,
    .mindmap,
    .gitGraph,
    .quadrantChart,
    .kanban,
    .journey,
    .packet,
    .radar,
    .sankey,
    .treemap,
    .info,
    .block,
    .requirement,
    .architecture,
    .c4,
    .ishikawa,
    .venn,
    .treeView,
    .wardley,
    .eventModeling,
  ]

  // Both lookups scan the list: a run asks once or twice, and building dictionaries of two
  // dozen definitions cost more than every scan of a run. A keyword or name listed twice
  // would select the first type only, which `DiagramTypeRegistryTests` catches.

  /// The definition whose header keyword is `keyword`.
  package static func definition(keyword: Substring) -> DiagramTypeDefinition? {
    definitions.first { definition in definition.keywords.contains { $0[...] == keyword } }
  }

  /// The definition named `name`.
  static func definition(named name: String) -> DiagramTypeDefinition? {
    definitions.first { $0.name == name }
  }

  /// The definition of `type` (every `DiagramType` value is a registered one).
  static func definition(of type: DiagramType) -> DiagramTypeDefinition {
    guard let definition = definition(named: type.rawValue) else {
      preconditionFailure("diagram type \(type.rawValue) is not registered")
    }
    return definition
  }

  /// The types the terminal draws, as a list read before "diagrams": "flowcharts, sequence,
  /// state, class and ER".
  public static var terminalTypeList: String {
    proseList(definitions.compactMap { $0.terminal?.listName })
  }

  /// Every type in prose, comma-separated ("flowchart, sequence, …, user journey").
  public static var proseNames: String {
    definitions.map(\.proseName).joined(separator: ", ")
  }

  /// `items` joined as English prose: "a", "a and b", "a, b and c".
  package static func proseList(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    let head = items.dropLast()
    return head.isEmpty ? last : head.joined(separator: ", ") + " and " + last
  }
}
