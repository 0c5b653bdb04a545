import RenderSupport

/// A parsed Mermaid mindmap: a tree defined by indentation, nodes in source order.
public struct MindmapTree: Equatable, Sendable {
  /// A node's outline.
  public enum Shape: String, Equatable, Sendable {
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
  public struct Node: Equatable, Sendable {
    public var id: String
    public var lines: [String]
    public var shape: Shape
    /// The index of the parent in `nodes`, nil for the root.
    public var parent: Int?
    /// 0 for the root.
    public var depth: Int
    public var position: SourcePosition
  }

  /// The nodes, the root first.
  public var nodes: [Node] = []

  /// The indices of each node's children, in source order.
  public var children: [[Int]] {
    var result = Array(repeating: [Int](), count: nodes.count)
    for (index, node) in nodes.enumerated() {
      if let parent = node.parent { result[parent].append(index) }
    }
    return result
  }
}
