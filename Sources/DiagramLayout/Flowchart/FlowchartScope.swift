/// The layered layout of one scope of a flowchart: the chart itself, or one subgraph laid out
/// as a graph of its own (see `ClusterExtraction`).
///
/// A scope's layout nodes are the nodes it places directly, one box per empty subgraph, and
/// one block per extracted subgraph inside it (already laid out, placed as one node). Its
/// clusters are the other subgraphs it holds. An edge to a subgraph laid out here attaches to
/// one of its members for ranking and clips to its box; an edge to a block ends on the block.
struct FlowchartScope {
  /// What one layout node stands for.
  enum Item {
    case node(Int)
    case emptySubgraph(Int)
    case block(Int)
  }

  /// A laid-out extracted subgraph: its drawing and the box it needs in the parent.
  struct Block {
    var drawing: FlowchartDrawing
    var size: Size
    /// Where the inner drawing's origin sits inside the block's box.
    var contentOffset: Point
  }

  let chart: Flowchart
  let measures: FlowchartLayout.Measures
  let extraction: ClusterExtraction
  let scope: Int?
  let direction: FlowDirection

  var items: [FlowchartScope.Item] = []
  var geometries: [ShapeGeometry] = []
  var slotOfNode: [Int: Int] = [:]
  var slotOfSubgraph: [Int: Int] = [:]
  /// Layout cluster index of each subgraph laid out as a cluster here.
  var clusterOfSubgraph: [Int: Int] = [:]
  var subgraphOfCluster: [Int] = []
  /// The companions drawn in each host's slot (chart node indices, in chart order).
  var companionsOfSlot: [Int: [Int]] = [:]
  /// The chart edges joining each companion here to its host.
  var connectorsOfCompanion: [Int: [Int]] = [:]

  init(
    chart: Flowchart, measures: FlowchartLayout.Measures, extraction: ClusterExtraction,
    scope: Int?, direction: FlowDirection, blocks: [Int: Block]
  ) {
    self.chart = chart
    self.measures = measures
    self.extraction = extraction
    self.scope = scope
    self.direction = direction
    for (index, node) in chart.nodes.enumerated()
    where extraction.scope(of: node.parent) == scope && measures.companions[index] == nil {
      slotOfNode[index] = items.count
      items.append(.node(index))
      geometries.append(measures.geometries[index])
    }
    for (index, subgraph) in chart.subgraphs.enumerated()
    where index != scope && extraction.scope(of: subgraph.parent) == scope {
      if !extraction.hasNodes[index] {
        slotOfSubgraph[index] = items.count
        items.append(.emptySubgraph(index))
        geometries.append(ShapeGeometry.make(.rect, label: measures.titles[index]))
      } else if let block = blocks[index] {
        slotOfSubgraph[index] = items.count
        items.append(.block(index))
        var geometry = ShapeGeometry.make(.rect, label: Size(width: 0, height: 0))
        let (w, h) = (block.size.width, block.size.height)
        geometry.width = w
        geometry.height = h
        geometry.outline = [
          Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2),
        ]
        geometry.showsLabel = false
        geometries.append(geometry)
      } else {
        clusterOfSubgraph[index] = subgraphOfCluster.count
        subgraphOfCluster.append(index)
      }
    }
    for index in measures.companions.keys.sorted() {
      guard let host = measures.companions[index]?.host, let slot = slotOfNode[host] else {
        continue
      }
      companionsOfSlot[slot, default: []].append(index)
      connectorsOfCompanion[index] = []
    }
    if !connectorsOfCompanion.isEmpty {
      for (index, edge) in chart.edges.enumerated() {
        guard let from = measures.nodeIndex[edge.from], let to = measures.nodeIndex[edge.to]
        else { continue }
        if connectorsOfCompanion[from] != nil, measures.companions[from]?.host == to {
          connectorsOfCompanion[from]?.append(index)
        } else if connectorsOfCompanion[to] != nil, measures.companions[to]?.host == from {
          connectorsOfCompanion[to]?.append(index)
        }
      }
    }
  }

  /// The edges joining a placed companion to its host: short straight lines between the
  /// facing sides, level where both boxes span (the layout ranks neither edge).
  func connectors(host: FlowchartDrawing.Node, companion: FlowchartDrawing.Node)
    -> [FlowchartDrawing.Edge]
  {
    (connectorsOfCompanion[companion.index] ?? []).map { index in
      let (a, b) = (host.outline.bounds, companion.outline.bounds)
      let top = max(a.minY, b.minY)
      let bottom = min(a.maxY, b.maxY)
      let y = top <= bottom ? (top + bottom) / 2 : b.center.y
      let hostPoint = host.outline.exitPoint(
        from: Point(a.center.x, y), toward: Point(b.center.x, y))
      let companionPoint = companion.outline.exitPoint(
        from: Point(b.center.x, y), toward: Point(a.center.x, y))
      let fromHost = measures.nodeIndex[chart.edges[index].from] == host.index
      let (start, finish) = fromHost ? (hostPoint, companionPoint) : (companionPoint, hostPoint)
      let d = finish - start
      return FlowchartDrawing.Edge(
        index: index, start: start,
        segments: [
          FlowchartDrawing.Segment(
            control1: start + d * (1.0 / 3), control2: start + d * (2.0 / 3), end: finish)
        ], labelCenter: nil, labelSize: nil,
        fromOutline: fromHost ? host.outline : companion.outline,
        toOutline: fromHost ? companion.outline : host.outline)
    }
  }

  /// The subgraph holding item `slot` directly.
  func parent(of slot: Int) -> Int? {
    switch items[slot] {
    case .node(let index): return chart.nodes[index].parent
    case .emptySubgraph(let index), .block(let index): return chart.subgraphs[index].parent
    }
  }

  /// The layout cluster of `subgraph` (nil for the scope itself and for subgraphs laid out
  /// as nodes).
  func cluster(_ subgraph: Int?) -> Int? {
    subgraph.flatMap { clusterOfSubgraph[$0] }
  }

  /// Whether item `slot` lies inside `subgraph`.
  func isInside(_ slot: Int, _ subgraph: Int) -> Bool {
    chain(from: parent(of: slot), reaches: subgraph)
  }

  /// Whether `id` names `subgraph` itself or something inside it.
  func isWithin(_ id: String, _ subgraph: Int) -> Bool {
    var current: Int?
    if let node = measures.nodeIndex[id] {
      current = chart.nodes[node].parent
    } else if let inner = measures.subgraphIndex[id] {
      current = inner
    }
    return chain(from: current, reaches: subgraph)
  }

  /// Whether `subgraph` is `start` or one of its ancestors (bounded, against a cyclic parent
  /// chain in malformed input).
  private func chain(from start: Int?, reaches subgraph: Int) -> Bool {
    var current = start
    var steps = 0
    while let s = current, steps <= chart.subgraphs.count {
      if s == subgraph { return true }
      current = chart.subgraphs[s].parent
      steps += 1
    }
    return false
  }

  /// Whether one end of the edge is a subgraph holding the other end: such an edge has no
  /// route outside the subgraph's box, so it is not drawn.
  func joinsSubgraphAndMember(_ edge: FlowEdge) -> Bool {
    if let s = measures.subgraphIndex[edge.from], isWithin(edge.to, s) { return true }
    if let s = measures.subgraphIndex[edge.to], isWithin(edge.from, s) { return true }
    return false
  }

  /// The layout node an edge end attaches to, and the cluster it clips to instead (if any).
  /// A subgraph laid out here stands in as its last member when edges leave it and its first
  /// when they arrive, so it sits between its neighbours.
  func resolve(_ id: String, leaving: Bool, representatives: inout [Int: (Int?, Int?)])
    -> (node: Int, cluster: Int?)?
  {
    if let subgraph = measures.subgraphIndex[id] {
      if let slot = slotOfSubgraph[subgraph] { return (slot, nil) }
      guard let cluster = clusterOfSubgraph[subgraph] else { return nil }
      if representatives[subgraph] == nil {
        let members = items.indices.filter { isInside($0, subgraph) }
        representatives[subgraph] = (members.first, members.last)
      }
      let pair = representatives[subgraph]!
      return (leaving ? pair.1 : pair.0).map { ($0, cluster) }
    }
    return measures.nodeIndex[id].flatMap { slotOfNode[$0] }.map { ($0, nil) }
  }
}
