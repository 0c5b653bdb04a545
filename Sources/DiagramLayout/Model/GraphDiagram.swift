/// A diagram of boxes joined by lines, laid out by the layered engine: what the state, class
/// and ER builders make of their models, and what `GraphSVGWriter` draws.
///
/// Indices are positions in the arrays; ids are the source's names, written into the SVG's
/// `data-id`, `data-from` and `data-to` attributes (escaped there, never used as markup).
struct GraphDiagram {
  /// What a node looks like.
  enum Body {
    /// A flowchart shape around a label.
    case shape(NodeShape, FlowLabel)
    /// A box of compartments (a class, an entity, a state with a description).
    case table(NodeTable)
  }

  /// The node's role: picks its colours and its CSS class.
  enum Role: String {
    case box, note, start, end, bar, choice
  }

  struct Node {
    var id: String
    var body: Body
    var role = Role.box
    /// The innermost cluster that holds it.
    var cluster: Int?
    var style = FlowStyle()
    /// The node it is drawn beside, level with it, rather than on a rank of its own (a
    /// state's note; the host shares its cluster).
    var beside: Companion?
  }

  /// An edge end: a node, or a cluster's box (a transition to a composite state).
  enum End: Equatable {
    case node(Int)
    case cluster(Int)
  }

  struct Edge {
    var from: End
    var to: End
    var fromID: String
    var toID: String
    var label: FlowLabel?
    var dashed = false
    var startMarker = EdgeMarker.none
    var endMarker = EdgeMarker.none
    /// Short texts drawn beside each end (cardinalities).
    var startText: String?
    var endText: String?
  }

  struct Cluster {
    var id: String
    var title: FlowLabel
    var parent: Int?
    var direction: FlowDirection?
    /// A concurrency region: a dashed box without a title.
    var dashed = false
    var style = FlowStyle()
  }

  /// The SVG root's class (`state`, `class`, `er`).
  var kind: String
  var direction: FlowDirection
  var title: String?
  var accessibleTitle: String?
  var accessibleDescription: String?
  var nodes: [Node] = []
  var edges: [Edge] = []
  var clusters: [Cluster] = []
  /// Whether clusters without a `direction` take the diagram's (state diagrams do).
  var clustersInheritDirection = true

  init(kind: String, direction: FlowDirection) {
    self.kind = kind
    self.direction = direction
  }
}
