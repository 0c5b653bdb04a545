import RenderSupport

/// A parsed class diagram (Mermaid `classDiagram`).
package struct ClassDiagram: Equatable, Sendable {
  /// A member line of a class: an attribute or a method.
  package struct Member: Equatable, Sendable {
    /// The text shown, generics as `List<int>` and a method's return type after ` : `.
    package var text: String
    package var isMethod: Bool
    /// `$`: drawn underlined.
    package var isStatic: Bool
    /// `*`: drawn in italics.
    package var isAbstract: Bool
  }

  package struct Class: Equatable, Sendable {
    package var id: String
    /// `class A["Label"]`, else the id; with its generic parameter (`Square<Shape>`).
    package var label: String
    /// `<<interface>>`, `<<enumeration>>` … without the brackets.
    package var annotations: [String] = []
    package var members: [Member] = []
    /// The namespace that holds it.
    package var namespace: Int?
    package var classes: [String] = []
    package var style = FlowStyle()
    package var position: SourcePosition
  }

  /// The mark at one end of a relation.
  package enum End: String, Sendable {
    case none, inheritance, composition, aggregation, association, lollipop
  }

  package struct Relation: Equatable, Sendable {
    /// Indices into `classes`, in source order (`A <|-- B`: from A to B).
    package var from: Int
    package var to: Int
    package var fromEnd: End
    package var toEnd: End
    /// `..` (dependency, realization, dashed link) rather than `--`.
    package var dashed: Bool
    package var label: String?
    package var fromCardinality: String?
    package var toCardinality: String?
    package var position: SourcePosition
  }

  package struct Namespace: Equatable, Sendable {
    package var id: String
    package var label: String
    package var parent: Int?
    package var position: SourcePosition
  }

  package struct Note: Equatable, Sendable {
    /// The class it is for (`note for C "…"`), nil for a general note.
    package var target: Int?
    package var text: String
    package var position: SourcePosition
  }

  package var direction: FlowDirection = .topToBottom
  package var title: String?
  package var accessibleTitle: String?
  package var accessibleDescription: String?
  package var classes: [Class] = []
  package var relations: [Relation] = []
  package var namespaces: [Namespace] = []
  package var notes: [Note] = []
  package var classStyles: [String: FlowStyle] = [:]

  package init() {}

  /// A class's style: the `default` class, then its classes, then its own `style`.
  package func resolvedStyle(of item: Class) -> FlowStyle {
    FlowStyle.cascade(classes: item.classes, own: item.style, classStyles: classStyles)
  }
}
