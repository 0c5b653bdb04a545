import RenderSupport

/// A parsed Mermaid block diagram: blocks placed by the author on a grid of columns (a block
/// spans `span` of them), groups (`block … end`) nesting their own grid, and edges between
/// any two blocks.
package struct BlockDiagram: Equatable, Sendable {
  /// Where a block arrow points (`<["label"]>(right)`); `x` and `y` are both ways.
  package enum ArrowDirection: String, Equatable, Sendable, CaseIterable {
    case right, left, up, down, x, y
  }

  /// What a block is.
  package enum Kind: Equatable, Sendable {
    /// A labelled shape.
    case shape(NodeShape)
    /// A block arrow pointing in each direction listed.
    case arrow([ArrowDirection])
    /// An empty cell (`space`, `space:N`).
    case space
    /// A group of blocks with its own columns (`block`, `block:ID`, `block:ID:SPAN`).
    case group
  }

  /// One block.
  package struct Block: Equatable, Sendable {
    package var id: String
    package var kind: Kind
    /// The label's lines (the id when the source gives no label).
    package var label: [String]
    /// How many of its parent's columns the block takes.
    package var span = 1
    /// `columns N` inside a group; nil puts every child on one row (Mermaid's `auto`).
    package var columns: Int?
    /// The group holding the block; nil at the top level.
    package var parent: Int?
    /// The children of a group, in source order.
    package var children: [Int] = []
    /// `style` properties, then its classes' (applied in `BlockDiagram.style(of:)`).
    package var style = FlowStyle()
    package var classes: [String] = []
    /// Where the block is first written.
    package var position: SourcePosition
  }

  /// An edge between two blocks.
  package struct Edge: Equatable, Sendable {
    package var from: Int
    package var to: Int
    package var label: String?
    /// Arrowheads at the start and the end.
    package var startHead = false
    package var endHead = true
    package var dotted = false
    package var thick = false
    package var position: SourcePosition
  }

  /// `title` from the frontmatter.
  package var title: String?
  /// Every block; indices are stable.
  package var blocks: [Block] = []
  /// The top-level blocks in source order.
  package var roots: [Int] = []
  /// `columns N` at the top level; nil is `auto`.
  package var rootColumns: Int?
  package var edges: [Edge] = []
  /// `classDef` styles by name.
  package var classDefs: [String: FlowStyle] = [:]

  /// The style a block is drawn with: its classes' `classDef`s in order, then its own.
  package func style(of index: Int) -> FlowStyle {
    FlowStyle.cascade(
      classes: blocks[index].classes, own: blocks[index].style, classStyles: classDefs,
      defaultClass: false)
  }

  /// The children of a group (`nil` for the top level).
  package func children(of group: Int?) -> [Int] {
    group.map { blocks[$0].children } ?? roots
  }

  /// The columns of a group's grid: as written (widened to its widest span), else one row.
  package func columns(of group: Int?) -> Int {
    let children = children(of: group)
    let widest = children.map { blocks[$0].span }.max() ?? 1
    let written = group.map { blocks[$0].columns } ?? rootColumns
    if let written {
      return max(written, widest, 1)
    }
    return max(children.reduce(0) { $0 + blocks[$1].span }, 1)
  }
}
