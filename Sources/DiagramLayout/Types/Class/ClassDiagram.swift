import RenderSupport

/// A parsed class diagram (Mermaid `classDiagram`).
public struct ClassDiagram: Equatable, Sendable {
  /// A member line of a class: an attribute or a method.
  public struct Member: Equatable, Sendable {
    /// The text shown, generics as `List<int>` and a method's return type after ` : `.
    public var text: String
    public var isMethod: Bool
    /// `$`: drawn underlined.
    public var isStatic: Bool
    /// `*`: drawn in italics.
    public var isAbstract: Bool
  }

  public struct Class: Equatable, Sendable {
    public var id: String
    /// `class A["Label"]`, else the id; with its generic parameter (`Square<Shape>`).
    public var label: String
    /// `<<interface>>`, `<<enumeration>>` … without the brackets.
    public var annotations: [String] = []
    public var members: [Member] = []
    /// The namespace that holds it.
    public var namespace: Int?
    public var classes: [String] = []
    public var style = FlowStyle()
    public var position: SourcePosition
  }

  /// The mark at one end of a relation.
  public enum End: String, Sendable {
    case none, inheritance, composition, aggregation, association, lollipop
  }

  public struct Relation: Equatable, Sendable {
    /// Indices into `classes`, in source order (`A <|-- B`: from A to B).
    public var from: Int
    public var to: Int
    public var fromEnd: End
    public var toEnd: End
    /// `..` (dependency, realization, dashed link) rather than `--`.
    public var dashed: Bool
    public var label: String?
    public var fromCardinality: String?
    public var toCardinality: String?
    public var position: SourcePosition
  }

  public struct Namespace: Equatable, Sendable {
    public var id: String
    public var label: String
    public var parent: Int?
    public var position: SourcePosition
  }

  public struct Note: Equatable, Sendable {
    /// The class it is for (`note for C "…"`), nil for a general note.
    public var target: Int?
    public var text: String
    public var position: SourcePosition
  }

  public var direction: FlowDirection = .topToBottom
  public var title: String?
  public var accessibleTitle: String?
  public var accessibleDescription: String?
  public var classes: [Class] = []
  public var relations: [Relation] = []
  public var namespaces: [Namespace] = []
  public var notes: [Note] = []
  public var classStyles: [String: FlowStyle] = [:]

  public init() {}

  /// A class's style: the `default` class, then its classes, then its own `style`.
  public func resolvedStyle(of item: Class) -> FlowStyle {
    var style = classStyles["default"] ?? FlowStyle()
    for name in item.classes { style.merge(classStyles[name] ?? FlowStyle()) }
    style.merge(item.style)
    return style
  }
}
