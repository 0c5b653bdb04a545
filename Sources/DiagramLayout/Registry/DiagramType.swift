/// A Mermaid diagram type this library draws, named as `DiagramTypeRegistry` lists it
/// (`flowchart`, `sequence`, `class`, `er`, …); each type's constant is declared in its folder.
public struct DiagramType: RawRepresentable, Hashable, Sendable, CaseIterable {
  /// The type's name (`DiagramTypeDefinition.name`).
  public let rawValue: String

  /// The type named `rawValue`, nil when the registry has no such type.
  public init?(rawValue: String) {
    guard DiagramTypeRegistry.definition(named: rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  /// A type declared by its definition (the registry's own entries).
  init(registered name: String) {
    rawValue = name
  }

  /// The type whose header keyword is `keyword` (`flowchart`, `graph`, `sequenceDiagram`).
  public init?(keyword: Substring) {
    guard let definition = DiagramTypeRegistry.definition(keyword: keyword) else { return nil }
    self = definition.type
  }

  /// Every type, in the registry's order.
  public static var allCases: [DiagramType] { DiagramTypeRegistry.definitions.map(\.type) }

  /// The type's entry in the registry.
  package var definition: DiagramTypeDefinition { DiagramTypeRegistry.definition(of: self) }

  /// Whether the type's own grammar reads `accTitle` and `accDescr`
  /// (`DiagramTypeDefinition.readsAccessibilityStatements`).
  var readsAccessibilityStatements: Bool { definition.readsAccessibilityStatements }
}
