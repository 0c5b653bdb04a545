import RenderSupport

/// A parsed Mermaid sankey diagram: flows (links) of a value from one node to another, the
/// nodes named by the links in order of first mention.
package struct SankeyDiagram: Equatable, Sendable {
  /// One node, where its name is first written.
  package struct Node: Equatable, Sendable {
    package var name: String
    package var position: SourcePosition
  }

  /// One flow: indices into `nodes`, a value (finite, not negative), its line.
  package struct Link: Equatable, Sendable {
    package var source: Int
    package var target: Int
    package var value: Double
    package var position: SourcePosition
  }

  package var nodes: [Node] = []
  package var links: [Link] = []
  /// Mermaid's `sankey` config: the plot's size, node width and gap, whether labels show
  /// values and with what prefix and suffix.
  package var width = 600.0
  package var height = 400.0
  package var nodeWidth = 10.0
  /// The gap between nodes of a column; nil: 10, and 15 more when values are shown (Mermaid's
  /// renderer leaves room for the value line).
  package var nodePadding: Double?
  package var showValues = true
  package var prefix = ""
  package var suffix = ""
}
