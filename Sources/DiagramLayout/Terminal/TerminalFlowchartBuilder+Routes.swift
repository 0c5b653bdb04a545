extension TerminalFlowchartBuilder {
  /// A layout-space rectangle: `o`/`r` start and length.
  struct Span2 {
    var o: Int
    var oLength: Int
    var r: Int
    var rLength: Int
  }

  /// Where each edge meets its boxes, the tracks of every gap and the rows of the frames.
  struct Plan {
    /// `topColumn[e][j]`: where link j of edge e leaves its upper node; `bottomColumn` where it
    /// reaches its lower node.
    var topColumn: [[Int]] = []
    var bottomColumn: [[Int]] = []
    /// A self-loop's port on its box's lower side.
    var loopPort: [Int: Int] = [:]
    /// Track of link j of edge e (or of a self-loop, link 0), when it changes column.
    var track: [[Int: Int]] = []
    var trackRows: [Int] = []
    /// A straight row before the tracks of a gap where a diamond's edge turns (see
    /// `assignTracks`).
    var leadRows: [Int] = []
    var arrives: [Bool] = []
    var bottomLevels: [Int] = []
    var topLevels: [Int] = []
    var levelOfCluster: [Int] = []
    var topLevelOfCluster: [Int] = []
    var gapStart: [Int] = []
    var bandStart: [Int] = []
    var bandSize: [Int] = []
    var total = 0
  }

  mutating func build() -> TerminalFlowchartLayout {
    place()
    var plan = Plan()
    assignPorts(&plan)
    assignTracks(&plan)
    stackRanks(&plan)
    return assemble(plan)
  }

  mutating func assignPorts(_ plan: inout Plan) {
    struct End {
      var other: Int
      var edge: Int
      var link: Int
      var top: Bool
    }
    var ends: [Int: [End]] = [:]
    plan.topColumn = graph.chains.map { Array(repeating: 0, count: max($0.count - 1, 0)) }
    plan.bottomColumn = plan.topColumn
    for (e, chain) in graph.chains.enumerated() where chain.count > 1 {
      for j in 0..<(chain.count - 1) {
        let (a, b) = (chain[j], chain[j + 1])
        plan.topColumn[e][j] = center(a)
        plan.bottomColumn[e][j] = center(b)
        if item(a) != nil {
          ends[a * 2 + 1, default: []].append(End(other: center(b), edge: e, link: j, top: true))
        }
        if item(b) != nil {
          ends[b * 2, default: []].append(End(other: center(a), edge: e, link: j, top: false))
        }
      }
    }
    for (e, edge) in edges.enumerated() where edge.from == edge.to {
      ends[edge.from * 2 + 1, default: []].append(End(other: Int.max, edge: e, link: -1, top: true))
    }
    for key in ends.keys.sorted() {
      let node = key / 2
      guard let item = item(node), let list = ends[key] else { continue }
      let sorted = list.sorted { ($0.other, $0.edge, $0.link) < ($1.other, $1.edge, $1.link) }
      let low = start[node] + 1
      let interior = boxO(item) - 2
      // Straight lines where the other ends allow it, else spread evenly.
      let preferred = sorted.map { max(low, min($0.other, low + interior - 1)) }
      let distinct = zip(preferred, preferred.dropFirst()).allSatisfy { $0 + 1 < $1 }
      let ports =
        distinct && sorted.allSatisfy({ $0.link >= 0 })
        ? preferred : Self.ports(count: sorted.count, low: low, interior: interior)
      for (end, port) in zip(sorted, ports) {
        if end.link < 0 {
          plan.loopPort[end.edge] = port
        } else if end.top {
          plan.topColumn[end.edge][end.link] = port
        } else {
          plan.bottomColumn[end.edge][end.link] = port
        }
      }
    }
  }

  /// The cell after a box's lower side along the layer (where a self-loop climbs back).
  func loopColumn(_ node: Int) -> Int { start[node] + boxO(node) + 1 }

  mutating func assignTracks(_ plan: inout Plan) {
    let gaps = graph.layers.count + 1
    var segments = Array(repeating: [TrackAssigner.Segment](), count: gaps)
    var owners = Array(repeating: [(edge: Int, link: Int)](), count: gaps)
    // A line that turns in the first cell after a diamond's side reads as a kink in its
    // outline (`├┐`, `╲┬┘`): in such a gap every line first runs one cell straight out.
    plan.leadRows = Array(repeating: 0, count: gaps)
    func key(_ node: Int, _ column: Int) -> Int { node &* (1 << 24) &+ column }
    for (e, chain) in graph.chains.enumerated() where chain.count > 1 {
      // A head at the upper end (`A <--> B`, a class's `<|--`) sits in the first row below
      // the box: that row must be the gap's own, not the first of a label placed right after.
      // (Chains past the edges' own are the layout's, for cluster titles: they have none.)
      if e < edges.count, e < graph.reversed.count, item(chain[0]) != nil {
        let line = chart.edges[edges[e].chartEdge]
        if (graph.reversed[e] ? line.endHead : line.startHead) != .none {
          plan.leadRows[graph.nodes[chain[1]].rank] = 1
        }
      }
      for j in 0..<(chain.count - 1) {
        let (top, bottom) = (plan.topColumn[e][j], plan.bottomColumn[e][j])
        guard top != bottom else { continue }
        let gap = graph.nodes[chain[j + 1]].rank
        if let upper = item(chain[j]), items[upper].shape == .diamond { plan.leadRows[gap] = 1 }
        segments[gap].append(
          TrackAssigner.Segment(
            lo: min(top, bottom), hi: max(top, bottom), tops: [(top, key(chain[j], top))],
            bottoms: [(bottom, key(chain[j + 1], bottom))]))
        owners[gap].append((e, j))
      }
    }
    for (e, edge) in edges.enumerated() where edge.from == edge.to {
      guard let port = plan.loopPort[e] else { continue }
      let node = edge.from
      let gap = graph.nodes[node].rank + 1
      let climb = loopColumn(node)
      segments[gap].append(
        TrackAssigner.Segment(
          lo: port, hi: climb, tops: [(port, key(node, port)), (climb, key(node, climb))],
          bottoms: []))
      owners[gap].append((e, 0))
    }
    plan.track = graph.chains.map { _ in [:] }
    // Gaps where some edge reaches a box: those show a line and keep a row for arrowheads.
    var arrives = Array(repeating: false, count: gaps)
    for chain in graph.chains where chain.count > 1 {
      for node in chain.dropFirst() where item(node) != nil {
        arrives[graph.nodes[node].rank] = true
      }
    }
    plan.arrives = arrives
    plan.trackRows = Array(repeating: 0, count: gaps)
    for gap in 0..<gaps {
      let (tracks, count) = TrackAssigner.assign(segments[gap])
      for (index, owner) in owners[gap].enumerated() {
        plan.track[owner.edge][owner.link] = tracks[index]
      }
      plan.trackRows[gap] = arrives[gap] ? max(count, minimumTracks) : count
    }
  }

  /// Frame rows in each gap (nested frames ending, or starting, at one rank take one row
  /// each, innermost nearest the rank), then the rank bands and gaps stacked.
  mutating func stackRanks(_ plan: inout Plan) {
    let ranks = graph.layers.count
    let clusters = graph.clusterRanks.count
    plan.levelOfCluster = Array(repeating: 0, count: clusters)
    var topLevel = Array(repeating: 0, count: clusters)
    let byDepth = (0..<clusters).sorted {
      graph.clusterPath($0).count > graph.clusterPath($1).count
    }
    plan.bottomLevels = Array(repeating: 0, count: ranks + 1)
    plan.topLevels = Array(repeating: 0, count: ranks + 1)
    for cluster in byDepth {
      guard let range = graph.clusterRanks[cluster] else { continue }
      plan.bottomLevels[range.upperBound + 1] = max(
        plan.bottomLevels[range.upperBound + 1], plan.levelOfCluster[cluster] + 1)
      plan.topLevels[range.lowerBound] = max(
        plan.topLevels[range.lowerBound], topLevel[cluster] + 1)
      if let parent = graph.clusterParents[cluster], let outer = graph.clusterRanks[parent] {
        if outer.upperBound == range.upperBound {
          plan.levelOfCluster[parent] = max(
            plan.levelOfCluster[parent], plan.levelOfCluster[cluster] + 1)
        }
        if outer.lowerBound == range.lowerBound {
          topLevel[parent] = max(topLevel[parent], topLevel[cluster] + 1)
        }
      }
    }
    plan.topLevelOfCluster = topLevel
    plan.bandSize = Array(repeating: 1, count: ranks)
    for node in graph.nodes {
      let size: Int
      switch node.kind {
      case .real(let item): size = slotR(item)
      case .label, .title: size = Int(node.size.height.rounded())
      case .dummy, .border: size = 1
      }
      plan.bandSize[node.rank] = max(plan.bandSize[node.rank], size)
    }
    var r = 0
    for gap in 0...ranks {
      plan.gapStart.append(r)
      r += gapSize(gap, plan)
      if gap < ranks {
        plan.bandStart.append(r)
        r += plan.bandSize[gap]
      }
    }
    plan.total = r
  }

  /// The rows of gap `gap`: frame bottoms, tracks, frame tops, then one row for arrowheads.
  func gapSize(_ gap: Int, _ plan: Plan) -> Int {
    let ranks = graph.layers.count
    let arrow = (gap < ranks && (plan.arrives[gap] || plan.topLevels[gap] > 0)) ? 1 : 0
    return plan.bottomLevels[gap] + plan.leadRows[gap] + plan.trackRows[gap]
      + plan.topLevels[gap] + arrow
  }

  func trackRow(_ gap: Int, _ track: Int, _ plan: Plan) -> Int {
    plan.gapStart[gap] + plan.bottomLevels[gap] + plan.leadRows[gap] + track
  }

  /// A box's extent in layout space: at its slot's start along the layer, centred in its
  /// band.
  func boxSpan(_ node: Int, _ plan: Plan) -> Span2 {
    let item = node
    let rank = graph.nodes[node].rank
    let r = plan.bandStart[rank] + (plan.bandSize[rank] - slotR(item)) / 2
    return Span2(o: start[node], oLength: boxO(item), r: r, rLength: boxR(item))
  }
}
