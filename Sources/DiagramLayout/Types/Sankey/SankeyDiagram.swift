import RenderSupport

/// A parsed Mermaid sankey diagram: flows (links) of a value from one node to another, the
/// nodes named by the links in order of first mention.
public struct SankeyDiagram: Equatable, Sendable {
  /// One node, where its name is first written.
  public struct Node: Equatable, Sendable {
    public var name: String
    public var position: SourcePosition
  }

  /// One flow: indices into `nodes`, a value (finite, not negative), its line.
  public struct Link: Equatable, Sendable {
    public var source: Int
    public var target: Int
    public var value: Double
    public var position: SourcePosition
  }

  public var nodes: [Node] = []
  public var links: [Link] = []
  /// Mermaid's `sankey` config: the plot's size, node width and gap, whether labels show
  /// values and with what prefix and suffix.
  public var width = 600.0
  public var height = 400.0
  public var nodeWidth = 10.0
  /// The gap between nodes of a column; nil: 10, and 15 more when values are shown (Mermaid's
  /// renderer leaves room for the value line).
  public var nodePadding: Double?
  public var showValues = true
  public var prefix = ""
  public var suffix = ""
}
