import RenderSupport

/// A parsed entity relationship diagram (Mermaid `erDiagram`).
public struct ERDiagram: Equatable, Sendable {
  public struct Attribute: Equatable, Sendable {
    public var type: String
    public var name: String
    /// `PK`, `FK`, `UK` in source order.
    public var keys: [String]
    public var comment: String?
  }

  public struct Entity: Equatable, Sendable {
    public var id: String
    /// `ID["Label"]` or `ID[Label]`, else the id.
    public var label: String
    public var attributes: [Attribute] = []
    public var classes: [String] = []
    public var style = FlowStyle()
    public var position: SourcePosition
  }

  /// How many instances one end allows (crow's foot notation); `parent` is Mermaid's `u`
  /// (the parent end of a generalization, drawn as a hollow diamond).
  public enum Cardinality: String, Sendable {
    case zeroOrOne, exactlyOne, zeroOrMore, oneOrMore, parent
  }

  public struct Relationship: Equatable, Sendable {
    public var from: Int
    public var to: Int
    /// The cardinality at `from`'s end and at `to`'s.
    public var fromCardinality: Cardinality
    public var toCardinality: Cardinality
    /// `--` (solid), else `..` (dashed).
    public var identifying: Bool
    public var label: String?
    public var position: SourcePosition
  }

  public var direction: FlowDirection = .topToBottom
  public var title: String?
  public var accessibleTitle: String?
  public var accessibleDescription: String?
  public var entities: [Entity] = []
  public var relationships: [Relationship] = []
  public var classStyles: [String: FlowStyle] = [:]

  public init() {}

  /// An entity's style: the `default` class, then its classes, then its own `style`.
  public func resolvedStyle(of entity: Entity) -> FlowStyle {
    var style = classStyles["default"] ?? FlowStyle()
    for name in entity.classes { style.merge(classStyles[name] ?? FlowStyle()) }
    style.merge(entity.style)
    return style
  }
}
