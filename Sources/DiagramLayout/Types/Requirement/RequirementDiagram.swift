import RenderSupport

/// A parsed Mermaid requirement diagram (SysML requirements): requirements and elements as
/// boxes of fields, joined by typed relationships.
package struct RequirementDiagram: Equatable, Sendable {
  /// The six kinds of requirement, each with its stereotype as Mermaid writes it.
  package enum Kind: String, Equatable, Sendable, CaseIterable {
    case requirement, functionalRequirement, interfaceRequirement, performanceRequirement
    case physicalRequirement, designConstraint

    /// The stereotype drawn above the name.
    package var stereotype: String {
      switch self {
      case .requirement: return "Requirement"
      case .functionalRequirement: return "Functional Requirement"
      case .interfaceRequirement: return "Interface Requirement"
      case .performanceRequirement: return "Performance Requirement"
      case .physicalRequirement: return "Physical Requirement"
      case .designConstraint: return "Design Constraint"
      }
    }
  }

  /// `risk:` values.
  package enum Risk: String, Equatable, Sendable, CaseIterable {
    case low = "Low", medium = "Medium", high = "High"
  }

  /// `verifymethod:` values.
  package enum Verification: String, Equatable, Sendable, CaseIterable {
    case analysis = "Analysis", inspection = "Inspection", test = "Test"
    case demonstration = "Demonstration"
  }

  /// The relationship types (SysML's), drawn as `«type»` on the line.
  package enum Relation: String, Equatable, Sendable, CaseIterable {
    case contains, copies, derives, satisfies, verifies, refines, traces
  }

  /// One box: a requirement (`kind` set) or an element (`kind` nil).
  package struct Item: Equatable, Sendable {
    package var name: String
    package var kind: Kind?
    package var id: String?
    package var text: String?
    package var risk: Risk?
    package var verification: Verification?
    /// An element's `type:` and `docref:`.
    package var type: String?
    package var docRef: String?
    /// Named in a relationship only, never declared: drawn as a plain box with its name.
    package var implicit = false
    package var style = FlowStyle()
    package var classes: [String] = []
    package var position: SourcePosition
  }

  /// `source - type -> target` (or `target <- type - source`).
  package struct Relationship: Equatable, Sendable {
    package var source: Int
    package var target: Int
    package var relation: Relation
    package var position: SourcePosition
  }

  package var title: String?
  package var direction: FlowDirection = .topToBottom
  package var items: [Item] = []
  package var relationships: [Relationship] = []
  package var classDefs: [String: FlowStyle] = [:]

  /// The style an item is drawn with: its classes' `classDef`s in order, then its own.
  package func style(of index: Int) -> FlowStyle {
    FlowStyle.cascade(
      classes: items[index].classes, own: items[index].style, classStyles: classDefs,
      defaultClass: false)
  }
}
