import RenderSupport

/// A parsed Mermaid Ishikawa diagram: the problem (the fish's head) and its causes as a tree,
/// the nesting written by indentation.
package struct IshikawaDiagram: Equatable, Sendable {
  /// One line of the source: the problem (index 0) or a cause.
  package struct Node: Equatable, Sendable {
    /// The text as written (`<br>` breaks kept for the drawing).
    package var label: String
    /// The parent's index; nil for the problem.
    package var parent: Int?
    /// The children's indices in source order.
    package var children: [Int] = []
    /// 0 for the problem, 1 for a cause on the spine, 2 for its causes, …
    package var depth: Int
    /// Where the line's text starts.
    package var position: SourcePosition

    /// Whether the line is `[]`: a reserved empty slot, drawn as nothing (Mermaid's docs).
    package var isGap: Bool { label == "[]" }
  }

  /// The frontmatter `title`, drawn above the fish.
  package var title: String?
  /// The problem first, then every cause in source order; empty for a header alone.
  package var nodes: [Node] = []
}
