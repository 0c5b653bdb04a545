import RenderSupport

/// A parsed Mermaid treemap: sections holding sections and leaves, each leaf with a value.
public struct TreemapTree: Equatable, Sendable {
  /// One node: a section (children, no value of its own) or a leaf (a value).
  public struct Node: Equatable, Sendable {
    public var name: String
    /// The leaf's value; nil for a section.
    public var value: Double?
    /// The `:::class` it asked for.
    public var className: String?
    /// Indices into `nodes`.
    public var children: [Int] = []
    public var depth: Int
    public var position: SourcePosition
  }

  /// A `classDef`'s colours (validated CSS colours).
  public struct Style: Equatable, Sendable {
    public var fill: String?
    public var stroke: String?
    public var color: String?
  }

  /// Every node, parents before their children.
  public var nodes: [Node] = []
  /// The top-level nodes.
  public var roots: [Int] = []
  public var classes: [String: Style] = [:]
  public var title: String?
  /// Mermaid's `treemap` config: whether leaves show values, how, the padding.
  public var showValues = true
  public var valueFormat = TreemapValueFormat()
  public var padding = 10.0
  public var diagramPadding = 8.0

  /// The value of node `index`: its own, or the sum of its leaves.
  public func total(_ index: Int) -> Double {
    let node = nodes[index]
    return node.value ?? node.children.reduce(0) { $0 + total($1) }
  }
}
