import RenderSupport

/// A parsed Mermaid Venn diagram: sets, the overlaps written between them (`union`), and the
/// text items placed in either.
package struct VennDiagram: Equatable, Sendable {
  /// One text item of an area (`text ID` with an optional `label` and `color`).
  package struct Text: Equatable, Sendable {
    package var id: String
    package var label: String?
    package var color: String?
    package var position: SourcePosition

    /// What is drawn: the label, else the id.
    package var shown: String { label ?? id }
  }

  /// A set (one name) or a union (the overlap of two or more sets).
  package struct Area: Equatable, Sendable {
    /// The set names, sorted and without repeats (Mermaid sorts them too).
    package var sets: [String]
    package var size: Double
    package var label: String?
    /// The label's colour and the area's fill (`color`, and `fill` or `background`).
    package var color: String?
    package var background: String?
    /// The circle's (or the union region's) outline and the fill's opacity, from `style`.
    package var stroke: String?
    package var strokeWidth: Double?
    package var fillOpacity: Double?
    package var texts: [Text] = []
    package var position: SourcePosition

    /// The id of the drawn group: the set names joined by `&`.
    package var id: String { sets.joined(separator: "&") }
  }

  /// `title …` or the frontmatter's.
  package var title: String?
  /// Every `set` and `union` line in source order.
  package var areas: [Area] = []

  /// The sets in the order they were written.
  package var setNames: [String] { areas.filter { $0.sets.count == 1 }.map { $0.sets[0] } }
}
