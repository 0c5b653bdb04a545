/// The Mermaid diagram types this library knows by their first keyword.
public enum DiagramType: String, Sendable, CaseIterable {
  case flowchart
  case sequence

  /// The type whose header keyword is `keyword` (`flowchart`, `graph`, `sequenceDiagram`).
  public init?(keyword: Substring) {
    switch keyword {
    case "flowchart", "graph", "flowchart-elk": self = .flowchart
    case "sequenceDiagram": self = .sequence
    default: return nil
    }
  }
}
