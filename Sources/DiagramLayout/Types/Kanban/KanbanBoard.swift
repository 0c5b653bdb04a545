import RenderSupport

/// A parsed Mermaid kanban board: columns of cards.
public struct KanbanBoard: Equatable, Sendable {
  /// One card, with the metadata of its `@{ … }` block that a board shows.
  public struct Card: Equatable, Sendable {
    public var id: String
    public var text: String
    public var ticket: String?
    public var assigned: String?
    public var priority: String?
    public var position: SourcePosition
  }

  /// One column.
  public struct Column: Equatable, Sendable {
    public var id: String
    public var title: String
    public var cards: [Card] = []
  }

  public var columns: [Column] = []
}
