import RenderSupport

/// A parsed Mermaid tree view: rows nested by indentation (or by box-drawing prefixes), each a
/// file or a directory (a name written with a trailing `/`).
package struct TreeViewDiagram: Equatable, Sendable {
  /// One row.
  package struct Node: Equatable, Sendable {
    package var name: String
    /// Whether the row was written with a trailing `/`.
    package var isDirectory: Bool
    /// `icon(NAME)`: nil for the default of its kind, `none` for no icon.
    package var icon: String?
    /// `:::class`.
    package var className: String?
    /// `## text`.
    package var description: String?
    /// The parent's index; nil for a row at the top.
    package var parent: Int?
    package var children: [Int] = []
    /// 0 for a row at the top.
    package var depth: Int
    package var position: SourcePosition
  }

  /// `title …` or the frontmatter's.
  package var title: String?
  /// The rows in source order.
  package var nodes: [Node] = []
  /// The look (`treeView.rowIndent`, `paddingX`, `paddingY`, `lineThickness`; Mermaid's
  /// defaults 10, 5, 5 and 1).
  package var rowIndent = 10.0
  package var paddingX = 5.0
  package var paddingY = 5.0
  package var lineThickness = 1.0
  /// `themeVariables.treeView`: the label's size and colour and the lines' colour, when set.
  package var labelFontSize: Double?
  package var labelColor: String?
  package var lineColor: String?
  /// `treeView.showIcons`: a file or folder icon on every row (Mermaid's default is none; an
  /// `icon(…)` is drawn either way).
  package var showIcons = false
  /// `themeVariables.treeView`: the descriptions' colour and the `:::highlight` box's fill
  /// and outline (Mermaid's defaults `#6a9955`, `#ffc107` at 15%, `#ffc107`).
  package var descriptionColor = "#6a9955"
  package var highlightFill = "#ffc107"
  package var highlightStroke = "#ffc107"

  /// Whether the row is marked `:::highlight` (among its classes).
  static func isHighlighted(_ node: Node) -> Bool {
    node.className?.split(separator: " ").contains("highlight") ?? false
  }
}
