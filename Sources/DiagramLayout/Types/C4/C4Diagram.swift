import RenderSupport

/// A parsed Mermaid C4 diagram (C4-PlantUML's macros as Mermaid reads them): elements nested
/// in boundaries, and relationships between elements.
package struct C4Diagram: Equatable, Sendable {
  /// What an element is: its C4 level and its shape.
  package enum Kind: String, Equatable, Sendable {
    case person, system, container, component
  }

  /// How an element is drawn.
  package enum Shape: Equatable, Sendable {
    case box, database, queue
  }

  package struct Element: Equatable, Sendable {
    package var alias: String
    package var kind: Kind
    package var shape: Shape
    package var external: Bool
    package var label: String
    /// The technology (`[Java, Spring MVC]`), for containers and components.
    package var technology: String?
    package var description: String?
    package var boundary: Int?
    /// `UpdateElementStyle` colours, validated.
    package var fill: String?
    package var stroke: String?
    package var textColor: String?
    package var position: SourcePosition

    /// The stereotype drawn at the top: `«person»`, `«external_container_db»`.
    package var stereotype: String {
      var name = kind.rawValue
      switch shape {
      case .box: break
      case .database: name += "_db"
      case .queue: name += "_queue"
      }
      return external ? "external_\(name)" : name
    }
  }

  package struct Boundary: Equatable, Sendable {
    package var alias: String
    package var label: String
    /// The boundary's type line (`[SYSTEM]`, `[Apple IOS or Android]`).
    package var type: String?
    package var description: String?
    package var parent: Int?
    package var position: SourcePosition
  }

  package struct Relationship: Equatable, Sendable {
    package var from: Int
    package var to: Int
    package var label: String
    package var technology: String?
    /// `BiRel`: heads at both ends.
    package var both: Bool
    /// `RelIndex(n, …)` and C4Dynamic's order number.
    package var index: String?
    /// `UpdateRelStyle`.
    package var lineColor: String?
    package var textColor: String?
    package var offset = Point(0, 0)
    package var position: SourcePosition
  }

  package var title: String?
  package var elements: [Element] = []
  package var boundaries: [Boundary] = []
  package var relationships: [Relationship] = []
  /// `UpdateLayoutConfig($c4ShapeInRow, $c4BoundaryInRow)`: Mermaid's defaults 4 and 2.
  package var shapesInRow = 4
  package var boundariesInRow = 2
}
