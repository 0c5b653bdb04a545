import RenderSupport

/// A parsed entity relationship diagram (Mermaid `erDiagram`).
package struct ERDiagram: Equatable, Sendable {
  package struct Attribute: Equatable, Sendable {
    package var type: String
    package var name: String
    /// `PK`, `FK`, `UK` in source order.
    package var keys: [String]
    package var comment: String?
  }

  package struct Entity: Equatable, Sendable {
    package var id: String
    /// `ID["Label"]` or `ID[Label]`, else the id.
    package var label: String
    package var attributes: [Attribute] = []
    package var classes: [String] = []
    package var style = FlowStyle()
    package var position: SourcePosition
  }

  /// How many instances one end allows (crow's foot notation); `parent` is Mermaid's `u`
  /// (the parent end of a generalization, drawn as a hollow diamond).
  package enum Cardinality: String, Sendable {
    case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore, parent
  }

  package struct Relationship: Equatable, Sendable {
    package var from: Int
    package var to: Int
    /// The cardinality at `from`'s end and at `to`'s.
    package var fromCardinality: Cardinality
    package var toCardinality: Cardinality
    /// `--` (solid), else `..` (dashed).
    package var identifying: Bool
    package var label: String?
    package var position: SourcePosition
  }

  package var direction: FlowDirection = .topToBottom
  package var title: String?
  package var accessibleTitle: String?
  package var accessibleDescription: String?
  package var entities: [Entity] = []
  package var relationships: [Relationship] = []
  package var classStyles: [String: FlowStyle] = [:]

  package init() {}

  /// An entity's style: the `default` class, then its classes, then its own `style`.
  package func resolvedStyle(of entity: Entity) -> FlowStyle {
    FlowStyle.cascade(classes: entity.classes, own: entity.style, classStyles: classStyles)
  }
}
