import RenderSupport

/// A parsed Mermaid mindmap: a tree defined by indentation, nodes in source order.
package struct MindmapTree: Equatable, Sendable {
  /// A node's outline.
  package enum Shape: String, Equatable, Sendable {
    /// Plain text (`Root`): a box with a rounded top.
    case plain
    /// `id[text]`.
    case square
    /// `id(text)`.
    case rounded
    /// `id((text))`.
    case circle
    /// `id))text((`.
    case bang
    /// `id)text(`.
    case cloud
    /// `id{{text}}`.
    case hexagon
  }

  /// One node.
  package struct Node: Equatable, Sendable {
    package var id: String
    package var lines: [String]
    package var shape: Shape
    /// The index of the parent in `nodes`, nil for the root.
    package var parent: Int?
    /// 0 for the root.
    package var depth: Int
    package var position: SourcePosition
  }

  /// The nodes, the root first.
  package var nodes: [Node] = []

  /// The indices of each node's children, in source order.
  package var children: [[Int]] {
    var result = Array(repeating: [Int](), count: nodes.count)
    for (index, node) in nodes.enumerated() {
      if let parent = node.parent { result[parent].append(index) }
    }
    return result
  }
}
