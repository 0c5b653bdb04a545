/// The Mermaid diagram types this library knows by their first keyword.
public enum DiagramType: String, Sendable, CaseIterable {
  case flowchart
  case sequence
  case state
  case classDiagram = "class"
  case entityRelationship = "er"

  /// The type whose header keyword is `keyword` (`flowchart`, `graph`, `sequenceDiagram`).
  public init?(keyword: Substring) {
    switch keyword {
    case "flowchart", "graph", "flowchart-elk": self = .flowchart
    case "sequenceDiagram": self = .sequence
    case "stateDiagram", "stateDiagram-v2": self = .state
    case "classDiagram", "classDiagram-v2": self = .classDiagram
    case "erDiagram": self = .entityRelationship
    default: return nil
    }
  }
}
