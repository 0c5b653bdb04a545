import RenderSupport

/// A parsed Mermaid treemap: sections holding sections and leaves, each leaf with a value.
package struct TreemapTree: Equatable, Sendable {
  /// One node: a section (children, no value of its own) or a leaf (a value).
  package struct Node: Equatable, Sendable {
    package var name: String
    /// The leaf's value; nil for a section.
    package var value: Double?
    /// The `:::class` it asked for.
    package var className: String?
    /// Indices into `nodes`.
    package var children: [Int] = []
    package var depth: Int
    package var position: SourcePosition
  }

  /// A `classDef`'s colours (validated CSS colours).
  package struct Style: Equatable, Sendable {
    package var fill: String?
    package var stroke: String?
    package var color: String?
  }

  /// Every node, parents before their children.
  package var nodes: [Node] = []
  /// The top-level nodes.
  package var roots: [Int] = []
  package var classes: [String: Style] = [:]
  package var title: String?
  /// Mermaid's `treemap` config: whether leaves show values, how, the padding.
  package var showValues = true
  package var valueFormat = TreemapValueFormat()
  package var padding = 10.0
  package var diagramPadding = 8.0

  /// The value of node `index`: its own, or the sum of its leaves.
  package func total(_ index: Int) -> Double {
    let node = nodes[index]
    return node.value ?? node.children.reduce(0) { $0 + total($1) }
  }
}
