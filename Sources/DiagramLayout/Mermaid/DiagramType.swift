/// The Mermaid diagram types this library knows by their first keyword.
public enum DiagramType: String, Sendable, CaseIterable {
  case flowchart
  case sequence
  case state
  case classDiagram = "class"
  case entityRelationship = "er"
  case pie
  case gantt
  case timeline
  case xychart
  case mindmap
  case gitGraph
  case quadrantChart
  case kanban
  case journey

  /// Whether the type's own grammar reads `accTitle` and `accDescr`, where the context decides
  /// (a flowchart statement after `;`, a class member named `accTitle`, a sequence's
  /// case-insensitive keywords); the other types take them from `MermaidSource.accessible`.
  var readsAccessibilityStatements: Bool {
    switch self {
    case .flowchart, .sequence, .state, .classDiagram: return true
    default: return false
    }
  }

  /// The type whose header keyword is `keyword` (`flowchart`, `graph`, `sequenceDiagram`).
  public init?(keyword: Substring) {
    switch keyword {
    case "flowchart", "graph", "flowchart-elk": self = .flowchart
    case "sequenceDiagram": self = .sequence
    case "stateDiagram", "stateDiagram-v2": self = .state
    case "classDiagram", "classDiagram-v2": self = .classDiagram
    case "erDiagram": self = .entityRelationship
    case "pie": self = .pie
    case "gantt": self = .gantt
    case "timeline": self = .timeline
    case "xychart", "xychart-beta": self = .xychart
    case "mindmap": self = .mindmap
    case "gitGraph", "gitGraph:": self = .gitGraph
    case "quadrantChart": self = .quadrantChart
    case "kanban": self = .kanban
    case "journey": self = .journey
    default: return nil
    }
  }
}
