import RenderSupport

/// The working state of `TerminalFlowchartLayout`: chart → items and layered input → placed
/// graph → integer positions (`+Positions`) → gaps, tracks and routes (`+Routes`).
///
/// Coordinates here are in layout space, `o` along a layer and `r` along the ranks (top to
/// bottom); `grid(_:)` maps them to the chart's direction at the end.
struct TerminalFlowchartBuilder {
  typealias Item = TerminalFlowchartLayout.Item

  /// An edge that takes part in the layout.
  struct Edge {
    var chartEdge: Int
    var from: Int
    var to: Int
    var label: [String]
  }

  let chart: Flowchart
  let horizontal: Bool
  /// BT and RL: ranks grow towards the top or the left.
  let flipped: Bool
  var items: [Item] = []
  var edges: [Edge] = []
  var clusterOfSubgraph: [Int: Int] = [:]
  var subgraphOfCluster: [Int] = []
  /// Extra cells along the layer beside a box with a self-loop, and the loop label's width.
  var loopRoom: [Int] = []
  var loopLabelWidth: [Int] = []

  // Spacing in cells: along a layer (columns top to bottom, rows left to right).
  var nodeSeparation: Int { horizontal ? 2 : 4 }
  var clusterPadding: Int { horizontal ? 1 : 2 }
  /// The fewest tracks between two ranks, so short edges still show a line.
  var minimumTracks: Int { horizontal ? 3 : 1 }

  // Filled by `place()`.
  var graph = LayeredGraph()
  var start: [Int] = []
  var length: [Int] = []

  init(chart: Flowchart) {
    self.chart = chart
    horizontal = chart.direction.isHorizontal
    flipped = chart.direction == .bottomToTop || chart.direction == .rightToLeft
    collectItems()
  }

  /// A box's extent along a layer (`o`) and along the ranks (`r`).
  func boxO(_ item: Int) -> Int { horizontal ? items[item].size.height : items[item].size.width }
  func boxR(_ item: Int) -> Int { horizontal ? items[item].size.width : items[item].size.height }
  func slotR(_ item: Int) -> Int { max(boxR(item), horizontal ? loopLabelWidth[item] : 0) }

  mutating func collectItems() {
    var hasNodes = Array(repeating: false, count: chart.subgraphs.count)
    var firstNode = Array(repeating: Int?.none, count: chart.subgraphs.count)
    for (index, node) in chart.nodes.enumerated() {
      var parent = node.parent
      var steps = 0
      while let p = parent, steps <= chart.subgraphs.count {
        hasNodes[p] = true
        if firstNode[p] == nil { firstNode[p] = index }
        parent = chart.subgraphs[p].parent
        steps += 1
      }
    }
    for (index, subgraph) in chart.subgraphs.enumerated() where hasNodes[index] {
      _ = subgraph
      clusterOfSubgraph[index] = subgraphOfCluster.count
      subgraphOfCluster.append(index)
    }
    var itemOfNode: [String: Int] = [:]
    for (index, node) in chart.nodes.enumerated() {
      let lines = TerminalFlowchartLayout.lines(of: node.label)
      itemOfNode[node.id] = items.count
      items.append(
        Item(
          lines: lines, shape: node.shape, node: index,
          cluster: node.parent.flatMap { clusterOfSubgraph[$0] }, size: boxSize(lines)))
    }
    var itemOfSubgraph: [String: Int] = [:]
    var subgraphIndex: [String: Int] = [:]
    for (index, subgraph) in chart.subgraphs.enumerated() {
      if subgraphIndex[subgraph.id] == nil { subgraphIndex[subgraph.id] = index }
      if hasNodes[index] {
        if let first = firstNode[index], itemOfSubgraph[subgraph.id] == nil {
          itemOfSubgraph[subgraph.id] = itemOfNode[chart.nodes[first].id]
        }
      } else if itemOfSubgraph[subgraph.id] == nil {
        let lines = TerminalFlowchartLayout.lines(of: subgraph.title)
        itemOfSubgraph[subgraph.id] = items.count
        items.append(
          Item(
            lines: lines, shape: .rect, node: nil,
            cluster: subgraph.parent.flatMap { clusterOfSubgraph[$0] }, size: boxSize(lines)))
      }
    }
    loopRoom = Array(repeating: 0, count: items.count)
    loopLabelWidth = Array(repeating: 0, count: items.count)
    for (index, edge) in chart.edges.enumerated() {
      // An edge between a subgraph and one of its own members has no drawing of its own.
      if let s = subgraphIndex[edge.from], contains(s, edge.to, subgraphIndex) { continue }
      if let s = subgraphIndex[edge.to], contains(s, edge.from, subgraphIndex) { continue }
      guard let from = itemOfNode[edge.from] ?? itemOfSubgraph[edge.from],
        let to = itemOfNode[edge.to] ?? itemOfSubgraph[edge.to]
      else { continue }
      var label = edge.label.map(TerminalFlowchartLayout.lines(of:)) ?? []
      if label.allSatisfy({ $0.allSatisfy { $0 == " " } }) { label = [] }
      if from == to {
        label = label.isEmpty ? [] : [label.joined(separator: " ")]
        let width = TerminalFlowchartLayout.textWidth(label)
        loopLabelWidth[from] = max(loopLabelWidth[from], width)
        let room = horizontal ? (label.isEmpty ? 2 : 3) : (label.isEmpty ? 2 : 3 + width)
        loopRoom[from] = max(loopRoom[from], room)
      }
      edges.append(Edge(chartEdge: index, from: from, to: to, label: label))
    }
    widenForPorts()
  }

  /// Makes each box long enough on its busiest side for one port per edge (two cells apart
  /// along a row, one along a column), up to a limit past which edges share ports. Which side
  /// an edge uses depends on the cycle breaking, which is deterministic, so it is run here
  /// the same way the layout will run it.
  mutating func widenForPorts() {
    let kept = edges.filter { $0.from != $0.to }
    let reversed = Acyclic.apply(nodeCount: items.count, edges: kept.map { ($0.from, $0.to) })
    var upperEnds = Array(repeating: 0, count: items.count)
    var lowerEnds = Array(repeating: 0, count: items.count)
    for (edge, flip) in zip(kept, reversed) {
      upperEnds[flip ? edge.to : edge.from] += 1
      lowerEnds[flip ? edge.from : edge.to] += 1
    }
    for index in items.indices {
      let ends = min(max(upperEnds[index], lowerEnds[index]), 12)
      if horizontal {
        items[index].size.height = max(items[index].size.height, ends + 2)
      } else {
        items[index].size.width = max(items[index].size.width, 2 * ends - 1 + 2)
      }
    }
  }

  /// Whether subgraph `s` holds the node or subgraph named `id`.
  func contains(_ s: Int, _ id: String, _ subgraphIndex: [String: Int]) -> Bool {
    var parent: Int?
    if let node = chart.nodes.first(where: { $0.id == id }) {
      parent = node.parent
    } else if let sub = subgraphIndex[id] {
      parent = chart.subgraphs[sub].parent
    }
    var steps = 0
    while let p = parent, steps <= chart.subgraphs.count {
      if p == s { return true }
      parent = chart.subgraphs[p].parent
      steps += 1
    }
    return false
  }

  /// A box: the text with a space and a border on each side.
  func boxSize(_ lines: [String]) -> (width: Int, height: Int) {
    (max(TerminalFlowchartLayout.textWidth(lines), 1) + 4, lines.count + 2)
  }

  /// A label's extent in layout space: along the line's direction it takes its text's length
  /// (plus a cell of line each side left to right).
  func labelSize(_ label: [String]) -> (o: Int, r: Int) {
    let width = TerminalFlowchartLayout.textWidth(label)
    return horizontal ? (label.count, width + 2) : (width, label.count)
  }

  func title(of subgraph: Int) -> String {
    TerminalFlowchartLayout.lines(of: chart.subgraphs[subgraph].title).joined(separator: " ")
  }

  /// Runs the layered phases with sizes in cells.
  mutating func place() {
    let hasLabels = edges.contains { !$0.label.isEmpty && $0.from != $0.to }
    var input = LayoutInput(
      nodes: items.indices.map { item in
        Size(width: Double(boxO(item) + loopRoom[item]), height: Double(slotR(item)))
      },
      nodeCluster: items.map(\.cluster),
      edges: edges.map { edge in
        let size = edge.label.isEmpty ? nil : labelSize(edge.label)
        return LayoutInput.Edge(
          from: edge.from, to: edge.to,
          minLength: chart.edges[edge.chartEdge].length * (hasLabels ? 2 : 1),
          labelSize: size.map { Size(width: Double($0.o), height: Double($0.r)) })
      },
      clusters: subgraphOfCluster.map { subgraph in
        let width = DisplayWidth.of(title(of: subgraph))
        let parent = chart.subgraphs[subgraph].parent.flatMap { clusterOfSubgraph[$0] }
        let size =
          width == 0
          ? Size(width: 0, height: 0)
          : horizontal
            ? Size(width: 1, height: Double(width + 4)) : Size(width: Double(width + 2), height: 0)
        return LayoutInput.Cluster(parent: parent, titleSize: size)
      })
    input.nodeSeparation = Double(nodeSeparation)
    input.clusterPadding = Double(clusterPadding)
    input.dummySide = 1
    input.labelSide = 1
    input.compacts = false
    graph = LayeredLayout.place(input)
    assignIntegerPositions()
  }
}
