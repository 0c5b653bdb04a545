import RenderSupport

/// A parsed Mermaid architecture diagram: services and junctions, nested in groups, joined by
/// edges that name the side of each end (`db:L -- R:server`: the edge leaves `db` on its left
/// and reaches `server` on its right, so `server` stands left of `db`).
package struct ArchitectureDiagram: Equatable, Sendable {
  /// A side of a box.
  package enum Side: String, Equatable, Sendable {
    case left = "L", right = "R", top = "T", bottom = "B"

    /// One grid step out of this side.
    package var step: (dx: Int, dy: Int) {
      switch self {
      case .left: return (-1, 0)
      case .right: return (1, 0)
      case .top: return (0, -1)
      case .bottom: return (0, 1)
      }
    }
  }

  /// A service (an icon and a title) or a junction (a point where edges meet).
  package struct Node: Equatable, Sendable {
    package var id: String
    package var isJunction: Bool
    /// The icon name (`database`, `logos:aws-s3`), nil for none.
    package var icon: String?
    /// Text drawn in place of an icon (`service a "txt"[Title]`).
    package var iconText: String?
    package var title: String?
    /// The innermost group.
    package var group: Int?
    package var position: SourcePosition
  }

  package struct Group: Equatable, Sendable {
    package var id: String
    package var icon: String?
    package var title: String?
    package var parent: Int?
    package var position: SourcePosition
  }

  /// An end of an edge: a node, or (written `id{group}`) the group holding that node.
  package struct End: Equatable, Sendable {
    package var node: Int
    package var side: Side
    /// `{group}`: the edge ends on the node's group rather than on the node.
    package var toGroup: Bool
    /// An arrowhead at this end.
    package var arrow: Bool
  }

  package struct Edge: Equatable, Sendable {
    package var from: End
    package var to: End
    package var label: String?
    package var position: SourcePosition
  }

  package var title: String?
  package var nodes: [Node] = []
  package var groups: [Group] = []
  package var edges: [Edge] = []

  /// Whether `group` is `ancestor` or inside it.
  package func group(_ group: Int?, isWithin ancestor: Int) -> Bool {
    var current = group
    while let index = current {
      if index == ancestor { return true }
      current = groups[index].parent
    }
    return false
  }
}
