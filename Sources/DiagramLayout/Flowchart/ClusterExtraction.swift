/// Which subgraphs are laid out as graphs of their own, and in which direction.
///
/// Mermaid's dagre renderer (`adjustClustersAndEdges` and `extractor` in its
/// `mermaid-graphlib`) extracts every subgraph that holds nodes and that no edge crosses: an
/// edge crosses a subgraph when exactly one of its ends lies strictly inside it (an edge to
/// the subgraph's own id does not cross it). An extracted subgraph is laid out on its own, in
/// its own `direction`, or without one across its parent's (TB gives LR, any other gives
/// TB; the chart's with `inheritDir`), and sits in its parent's layout as one node. A
/// subgraph an edge crosses is laid out with its parent and its own `direction` is ignored,
/// as the Mermaid docs say.
struct ClusterExtraction {
  /// Whether each subgraph is laid out as a graph of its own.
  let extracted: [Bool]
  /// For each subgraph, the extracted subgraph whose layout places its members (itself when
  /// extracted), nil for the chart's own layout.
  let scopes: [Int?]
  /// The direction of each extracted subgraph's layout (the chart's for the others).
  let directions: [FlowDirection]
  /// Whether each subgraph holds at least one node, directly or nested.
  let hasNodes: [Bool]

  init(_ chart: Flowchart) {
    let count = chart.subgraphs.count
    // Without subgraphs every table is empty: indexing the ids and comparing the ancestors
    // of every edge's ends would only cost time (0.5M instructions on a 200-edge chart).
    guard count > 0 else {
      (extracted, scopes, directions, hasNodes) = ([], [], [], [])
      return
    }
    // Ancestors strictly above a node or subgraph, innermost first; nesting is bounded by the
    // source limits, the cap guards against a malformed parent cycle.
    func chain(from parent: Int?) -> [Int] {
      var result: [Int] = []
      var current = parent
      while let c = current, result.count <= count {
        result.append(c)
        current = chart.subgraphs[c].parent
      }
      return result
    }
    var hasNodes = Array(repeating: false, count: count)
    for node in chart.nodes {
      for s in chain(from: node.parent) { hasNodes[s] = true }
    }
    var nodeIndex: [String: Int] = [:]
    for (index, node) in chart.nodes.enumerated() where nodeIndex[node.id] == nil {
      nodeIndex[node.id] = index
    }
    var subgraphIndex: [String: Int] = [:]
    for (index, subgraph) in chart.subgraphs.enumerated() where subgraphIndex[subgraph.id] == nil {
      subgraphIndex[subgraph.id] = index
    }
    func ancestors(_ id: String) -> Set<Int> {
      if let node = nodeIndex[id] { return Set(chain(from: chart.nodes[node].parent)) }
      if let subgraph = subgraphIndex[id] {
        return Set(chain(from: chart.subgraphs[subgraph].parent))
      }
      return []
    }
    var crossed = Array(repeating: false, count: count)
    for edge in chart.edges {
      for s in ancestors(edge.from).symmetricDifference(ancestors(edge.to)) { crossed[s] = true }
    }
    let extracted = (0..<count).map { hasNodes[$0] && !crossed[$0] }
    var scopes = Array(repeating: Int?.none, count: count)
    var directions = Array(repeating: chart.direction, count: count)
    var done = Array(repeating: false, count: count)
    // Outermost first, so each subgraph's parent scope is known when it is reached.
    for s in (0..<count).sorted(by: { chain(from: $0).count < chain(from: $1).count }) {
      let parent = chart.subgraphs[s].parent
      let parentScope = parent.flatMap { done[$0] ? scopes[$0] : nil }
      let parentDirection = parentScope.map { directions[$0] } ?? chart.direction
      if extracted[s] {
        scopes[s] = s
        directions[s] =
          chart.subgraphs[s].direction
          ?? (chart.subgraphsInheritDirection
            ? chart.direction : parentDirection == .topToBottom ? .leftToRight : .topToBottom)
      } else {
        scopes[s] = parentScope
        directions[s] = parentDirection
      }
      done[s] = true
    }
    self.extracted = extracted
    self.scopes = scopes
    self.directions = directions
    self.hasNodes = hasNodes
  }

  /// The extracted subgraph whose layout places what `cluster` holds directly (nil: the
  /// chart's layout).
  func scope(of cluster: Int?) -> Int? {
    cluster.flatMap { scopes[$0] }
  }
}
