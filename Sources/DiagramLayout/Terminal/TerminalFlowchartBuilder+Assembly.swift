import RenderSupport

extension TerminalFlowchartBuilder {
  typealias Layout = TerminalFlowchartLayout

  /// A layout-space point (`o`, `r`) in grid cells of the chart's direction.
  func grid(_ o: Int, _ r: Int, _ plan: Plan) -> GridPoint {
    let rr = flipped ? plan.total - 1 - r : r
    return horizontal ? GridPoint(x: rr, y: o) : GridPoint(x: o, y: rr)
  }

  func grid(_ span: Span2, _ plan: Plan) -> GridRect {
    let r = flipped ? plan.total - span.r - span.rLength : span.r
    return horizontal
      ? GridRect(x: r, y: span.o, width: span.rLength, height: span.oLength)
      : GridRect(x: span.o, y: r, width: span.oLength, height: span.rLength)
  }

  func assemble(_ plan: Plan) -> Layout {
    var layout = Layout()
    var boxSpans: [Span2] = []
    for (index, item) in items.enumerated() {
      let span = boxSpan(index, plan)
      boxSpans.append(span)
      layout.boxes.append(
        Layout.Box(rect: grid(span, plan), shape: item.shape, lines: item.lines, node: item.node))
    }
    for (e, edge) in edges.enumerated() {
      if edge.from == edge.to {
        if let route = loopRoute(e, edge, boxSpans[edge.from], plan) { layout.routes.append(route) }
        continue
      }
      layout.routes.append(route(e, edge, boxSpans, plan))
    }
    for (cluster, subgraph) in subgraphOfCluster.enumerated() {
      guard let frame = frame(cluster, subgraph, plan) else { continue }
      layout.frames.append(frame)
    }
    var extentO = 0
    for (index, node) in graph.nodes.enumerated() {
      extentO = max(extentO, start[index] + length[index])
      _ = node
    }
    layout.width = horizontal ? plan.total : extentO
    layout.height = horizontal ? extentO : plan.total
    return layout
  }

  func route(_ e: Int, _ edge: Edge, _ boxSpans: [Span2], _ plan: Plan) -> Layout.Route {
    let chain = graph.chains[e]
    var points: [(Int, Int)] = []
    var labelAt: GridPoint?
    if let first = chain.first {
      let box = boxSpans[first]
      points.append((plan.topColumn[e][0], box.r + box.rLength))
    }
    for j in 0..<(chain.count - 1) {
      let lower = chain[j + 1]
      let gap = graph.nodes[lower].rank
      let (top, bottom) = (plan.topColumn[e][j], plan.bottomColumn[e][j])
      if top != bottom, let track = plan.track[e][j] {
        let row = trackRow(gap, track, plan)
        points.append((top, row))
        points.append((bottom, row))
      }
      if item(lower) != nil {
        points.append((bottom, boxSpans[lower].r - 1))
      } else if case .label = graph.nodes[lower].kind {
        let rank = graph.nodes[lower].rank
        let size = labelSize(edge.label)
        let span = Span2(
          o: start[lower], oLength: size.o,
          r: plan.bandStart[rank] + (plan.bandSize[rank] - size.r) / 2, rLength: size.r)
        let rect = grid(span, plan)
        labelAt = GridPoint(x: rect.minX + (horizontal ? 1 : 0), y: rect.minY)
      }
    }
    var gridPoints = points.map { grid($0.0, $0.1, plan) }
    let reversed = graph.reversed[e]
    if reversed { gridPoints.reverse() }
    return Layout.Route(
      edge: edge.chartEdge, points: gridPoints, from: edge.from, to: edge.to, label: edge.label,
      labelAt: labelAt)
  }

  /// Out of the box's lower side, along its track, back up beside the box and into its side.
  func loopRoute(_ e: Int, _ edge: Edge, _ box: Span2, _ plan: Plan) -> Layout.Route? {
    guard let port = plan.loopPort[e], let track = plan.track[e][0] else { return nil }
    let node = edge.from
    let row = trackRow(graph.nodes[node].rank + 1, track, plan)
    let climb = loopColumn(node)
    let middle = box.r + box.rLength / 2
    let points = [
      (port, box.r + box.rLength), (port, row), (climb, row), (climb, middle), (climb - 1, middle),
    ]
    var labelAt: GridPoint?
    if !edge.label.isEmpty {
      let width = TerminalFlowchartLayout.textWidth(edge.label)
      let span =
        horizontal
        ? Span2(o: climb + 1, oLength: 1, r: box.r, rLength: width)
        : Span2(o: climb + 2, oLength: width, r: middle, rLength: 1)
      let rect = grid(span, plan)
      labelAt = GridPoint(x: rect.minX, y: rect.minY)
    }
    return Layout.Route(
      edge: edge.chartEdge, points: points.map { grid($0.0, $0.1, plan) }, from: node, to: node,
      label: edge.label, labelAt: labelAt)
  }

  func frame(_ cluster: Int, _ subgraph: Int, _ plan: Plan) -> Layout.Frame? {
    guard let range = graph.clusterRanks[cluster] else { return nil }
    var left = Int.max
    var right = Int.min
    var titleNode: Int?
    for (index, node) in graph.nodes.enumerated() {
      switch node.kind {
      case .border(let owner, let isLeft) where owner == cluster:
        if isLeft { left = min(left, start[index]) } else { right = max(right, start[index]) }
      case .title(let owner) where owner == cluster: titleNode = index
      default: break
      }
    }
    guard left <= right else { return nil }
    let topGap = range.lowerBound
    let topRow =
      plan.gapStart[topGap] + plan.bottomLevels[topGap] + plan.leadRows[topGap]
      + plan.trackRows[topGap]
      + (plan.topLevels[topGap] - 1 - plan.topLevelOfCluster[cluster])
    let bottomRow = plan.gapStart[range.upperBound + 1] + plan.levelOfCluster[cluster]
    let span = Span2(o: left, oLength: right - left + 1, r: topRow, rLength: bottomRow - topRow + 1)
    let title = self.title(of: subgraph)
    let width = DisplayWidth.of(title)
    var titleAt = grid(left + 2, topRow, plan)
    if let titleNode {
      if horizontal {
        let band = plan.bandStart[range.lowerBound]
        let r = band + (plan.bandSize[range.lowerBound] - width) / 2
        let rect = grid(Span2(o: left, oLength: 1, r: r, rLength: width), plan)
        titleAt = GridPoint(x: rect.minX, y: rect.minY)
      } else {
        let center = start[titleNode] + length[titleNode] / 2
        titleAt = grid(center - width / 2, topRow, plan)
      }
    }
    return Layout.Frame(subgraph: subgraph, rect: grid(span, plan), title: title, titleAt: titleAt)
  }
}
