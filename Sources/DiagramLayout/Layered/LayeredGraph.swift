/// The input of the layered layout: sized nodes, edges and nested clusters, in top-to-bottom
/// orientation (the caller swaps widths and heights for horizontal charts).
struct LayoutInput {
  struct Edge {
    var from: Int
    var to: Int
    /// The minimum number of ranks between the ends.
    var minLength: Int
    /// The label's size in layout orientation; a labelled edge gets a label dummy node.
    var labelSize: Size?
    /// Whether the tail or the head ends on a cluster's box (an edge to a subgraph, ranked
    /// through one of its members) rather than on the node.
    var fromBox = false
    var toBox = false
    /// The straight length the markers at the tail and the head need beside their nodes.
    var room = MarkerRoom()
  }

  struct Cluster {
    var parent: Int?
    /// The size of the title's slot on the cluster's first rank, in layout orientation.
    var titleSize: Size
    /// Extra room above (`top`) or below the cluster's ranks for a title drawn there.
    var topReserve = 0.0
    var bottomReserve = 0.0
  }

  var nodes: [Size]
  /// The innermost cluster of each node.
  var nodeCluster: [Int?]
  var edges: [Edge]
  var clusters: [Cluster]
  var rankSeparation = 50.0
  var nodeSeparation = 40.0
  /// Whether the caller has given up (a server request's cancellation): the ordering sweeps,
  /// the costliest phase, then stop early.
  var isCancelled: @Sendable () -> Bool = { false }
  var clusterPadding = 12.0
  /// The room kept on each side of a dummy node and of a label node (pixels in the SVG;
  /// the terminal layout works in character cells and sets its own).
  var dummySide = 5.0
  var labelSide = 8.0
  /// The most room between the ends of neighbouring edges on one side of a node
  /// (`EdgeRouter.spreadEnds`).
  var endGap = LayoutInput.defaultEndGap
  static let defaultEndGap = 14.0
  /// Whether `EdgeRouter.spreadEnds` puts each end toward its edge (`Flowchart.endsFollowEdges`)
  /// instead of packing a side's ends around its middle.
  var endsFollowEdges = false
  /// Whether `Compaction` pulls the blocks together after Brandes–Köpf (the terminal layout,
  /// whose cells round the coordinates anyway, keeps Brandes–Köpf's straighter lines).
  var compacts = true
}

/// The working graph between the phases after ranking: every edge spans one rank.
struct LayeredGraph {
  enum Kind: Equatable {
    /// An input node.
    case real(Int)
    /// A point of a long edge (input edge index).
    case dummy(Int)
    /// The label of an input edge, a dummy with the label's size.
    case label(Int)
    /// A cluster's left or right side on one rank.
    case border(cluster: Int, left: Bool)
    /// Room for a cluster's title on its top rank: one slot beside the content, or two
    /// margins around it (`Normalizer.titleMargins`).
    case title(Int)
  }

  struct Node {
    var kind: Kind
    var size: Size
    var rank: Int
    /// The innermost cluster it belongs to.
    var cluster: Int?
    var order = 0
    var x = 0.0
    var y = 0.0
  }

  /// A unit edge between adjacent ranks, always pointing down.
  struct Segment {
    var upper: Int
    var lower: Int
  }

  var nodes: [Node] = []
  var segments: [Segment] = []
  /// Node ids per rank, left to right once ordered.
  var layers: [[Int]] = []
  /// For each input edge, its chain of layered nodes from tail to head in rank order.
  var chains: [[Int]] = []
  /// Whether the input edge was reversed to break a cycle.
  var reversed: [Bool] = []
  var clusterParents: [Int?] = []
  /// For each cluster, the first and last rank it spans (nil when empty).
  var clusterRanks: [ClosedRange<Int>?] = []
  /// Each cluster's box once positioned (nil when empty).
  var clusterBoxes: [Rect?] = []
  var upper: [[Int]] = []
  var lower: [[Int]] = []

  /// Fills `upper`/`lower` adjacency from `segments`.
  mutating func buildAdjacency() {
    upper = Self.grouped(segments.map { ($0.lower, $0.upper) }, count: nodes.count)
    lower = Self.grouped(segments.map { ($0.upper, $0.lower) }, count: nodes.count)
  }

  /// The values of `pairs` grouped by key, in the order they came. Counted and placed flat
  /// first, so each list is made at its size: appending made and grew 50,000 small arrays on
  /// a dense diagram (25M instructions).
  static func grouped(_ pairs: [(key: Int, value: Int)], count: Int) -> [[Int]] {
    var start = Array(repeating: 0, count: count + 1)
    for pair in pairs { start[pair.key + 1] += 1 }
    for key in 0..<count { start[key + 1] += start[key] }
    var fill = start
    var flat = Array(repeating: 0, count: pairs.count)
    for pair in pairs {
      flat[fill[pair.key]] = pair.value
      fill[pair.key] += 1
    }
    return (0..<count).map {
      start[$0] == start[$0 + 1] ? [] : Array(flat[start[$0]..<start[$0 + 1]])
    }
  }

  /// The cluster path from the root to `cluster`, outermost first.
  func clusterPath(_ cluster: Int?) -> [Int] {
    var path: [Int] = []
    var current = cluster
    while let c = current {
      path.append(c)
      current = clusterParents[c]
    }
    return path.reversed()
  }
}

/// The straight length an edge's end markers need beside their nodes (`start` at the tail,
/// `end` at the head): `GapTracks` keeps the turns between ranks out of it.
struct MarkerRoom: Equatable, Sendable {
  var start = 0.0
  var end = 0.0
}
