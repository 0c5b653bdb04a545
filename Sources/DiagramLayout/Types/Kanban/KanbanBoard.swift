import RenderSupport

/// A parsed Mermaid kanban board: columns of cards.
package struct KanbanBoard: Equatable, Sendable {
  /// One card, with the metadata of its `@{ … }` block that a board shows.
  package struct Card: Equatable, Sendable {
    package var id: String
    package var text: String
    package var ticket: String?
    package var assigned: String?
    package var priority: String?
    package var position: SourcePosition
  }

  /// One column.
  package struct Column: Equatable, Sendable {
    package var id: String
    package var title: String
    package var cards: [Card] = []
  }

  package var columns: [Column] = []
}
