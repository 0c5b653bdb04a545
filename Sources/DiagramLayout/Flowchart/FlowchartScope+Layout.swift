extension FlowchartScope {
  /// Builds the layered layout's input for this scope, runs it and reads the result back in
  /// the scope's own coordinates, with the blocks' drawings moved into place.
  func layout(blocks: [Int: Block]) -> FlowchartDrawing {
    let horizontal = direction.isHorizontal
    func oriented(_ size: Size) -> Size {
      horizontal ? Size(width: size.height, height: size.width) : size
    }
    var representatives: [Int: (Int?, Int?)] = [:]
    var resolved: [(index: Int, from: (node: Int, cluster: Int?), to: (node: Int, cluster: Int?))] =
      []
    for (index, edge) in chart.edges.enumerated() where !joinsSubgraphAndMember(edge) {
      guard let from = resolve(edge.from, leaving: true, representatives: &representatives),
        let to = resolve(edge.to, leaving: false, representatives: &representatives)
      else { continue }
      resolved.append((index, from, to))
    }
    let hasLabels = resolved.contains { chart.edges[$0.index].label.map { !$0.isEmpty } ?? false }
    var edges: [LayoutInput.Edge] = []
    var clusterEnds: [(from: Int?, to: Int?)] = []
    var edgeLabelSizes: [Size?] = []
    for (index, from, to) in resolved {
      let edge = chart.edges[index]
      var labelSize: Size?
      if let label = edge.label, !label.isEmpty {
        let text = FlowchartLayout.measure(label, measures.measurer)
        let padding = FlowchartLayout.labelPadding
        labelSize = Size(
          width: text.width + 2 * padding.width, height: text.height + 2 * padding.height)
      }
      edges.append(
        LayoutInput.Edge(
          from: from.node, to: to.node, minLength: edge.length * (hasLabels ? 2 : 1),
          labelSize: labelSize.map(oriented), fromBox: from.cluster != nil,
          toBox: to.cluster != nil,
          room: chart.markerRooms.indices.contains(index) ? chart.markerRooms[index] : MarkerRoom())
      )
      clusterEnds.append((from.cluster, to.cluster))
      edgeLabelSizes.append(labelSize)
    }
    let gap = FlowchartLayout.titleGap
    let clusters = subgraphOfCluster.map { subgraph in
      let title = measures.titles[subgraph]
      let parent = cluster(chart.subgraphs[subgraph].parent)
      if horizontal {
        return LayoutInput.Cluster(
          parent: parent, titleSize: Size(width: title.height + gap, height: title.width))
      }
      return LayoutInput.Cluster(
        parent: parent, titleSize: Size(width: title.width, height: 0),
        topReserve: direction == .topToBottom ? title.height + gap : 0,
        bottomReserve: direction == .bottomToTop ? title.height + gap : 0)
    }
    // A node with a self-loop gets room on a side no rank edge uses (in the final
    // orientation: its right when ranks run down, its top when they run across) for the loop
    // and its label. Ranks running down, the shape is drawn at the left of the widened slot;
    // running across, the slot grows above and below alike, so the shape stays centred on its
    // rank's line and the edges through it stay straight.
    var loopRoom = Array(repeating: 0.0, count: geometries.count)
    var loopLabels = Array(repeating: 0.0, count: geometries.count)
    var loopCount = Array(repeating: 0, count: geometries.count)
    for (index, edge) in edges.enumerated() where edge.from == edge.to {
      // Each further loop of a node reaches a step further out and its label lies beyond the
      // labels before it (`EdgeRouter.loop`); markers at a loop's ends push it out by their
      // stubs (class and ER self-relations).
      let nested = Double(loopCount[edge.from]) * EdgeRouter.loopStep + loopLabels[edge.from]
      loopCount[edge.from] += 1
      let label = edgeLabelSizes[index].map { horizontal ? $0.height : $0.width } ?? 0
      loopLabels[edge.from] += label > 0 ? label + 8 : 0
      loopRoom[edge.from] = max(
        loopRoom[edge.from], 40 + label + nested + max(edge.room.start, edge.room.end))
    }
    // Slot sizes and where each shape sits in its slot, in the final orientation.
    var slotSizes = geometries.indices.map { index in
      let (width, height) = (geometries[index].width, geometries[index].height)
      return horizontal
        ? Size(width: width, height: height + 2 * loopRoom[index])
        : Size(width: width + loopRoom[index], height: height)
    }
    var hostOffsets = loopRoom.map { horizontal ? Point(0, 0) : Point(-$0 / 2, 0) }
    var companionSlots: [Int: CompanionSlot] = [:]
    for (slot, members) in companionsOfSlot {
      let placed = CompanionSlot.make(
        core: slotSizes[slot],
        host: Size(width: geometries[slot].width, height: geometries[slot].height),
        hostOffset: hostOffsets[slot],
        companions: members.map { member in
          let geometry = measures.geometries[member]
          return (
            measures.companions[member]?.side ?? .right,
            Size(width: geometry.width, height: geometry.height)
          )
        }, horizontal: horizontal)
      slotSizes[slot] = placed.size
      hostOffsets[slot] = placed.hostOffset
      companionSlots[slot] = placed
    }
    var input = LayoutInput(
      nodes: slotSizes.map(oriented), nodeCluster: items.indices.map { cluster(parent(of: $0)) },
      edges: edges, clusters: clusters)
    if let spacing = chart.nodeSpacing { input.nodeSeparation = spacing }
    if let spacing = chart.endSpacing { input.endGap = spacing }
    input.endsFollowEdges = chart.endsFollowEdges
    if let spacing = chart.rankSpacing { input.rankSeparation = spacing }
    if hasLabels { input.rankSeparation /= 2 }
    input.isCancelled = measures.isCancelled
    let result = LayeredLayout.run(
      input, direction: direction,
      outlines: geometries.indices.map { index in
        Polygon(geometries[index].outline.map { $0 + hostOffsets[index] })
      },
      clusterEnds: clusterEnds)
    return read(
      result, hostOffsets: hostOffsets, companionSlots: companionSlots,
      edgeChartIndex: resolved.map(\.index), edgeLabelSizes: edgeLabelSizes, blocks: blocks)
  }

  /// Reads the layout back; `hostOffsets[slot]` is where a node's shape sits in its slot,
  /// `companionSlots` where the companions of a host sit.
  func read(
    _ result: LayeredLayout.Result, hostOffsets: [Point], companionSlots: [Int: CompanionSlot],
    edgeChartIndex: [Int], edgeLabelSizes: [Size?], blocks: [Int: Block]
  ) -> FlowchartDrawing {
    let graph = result.graph
    func center(_ node: Int) -> Point { Point(graph.nodes[node].x, graph.nodes[node].y) }
    var nodes: [FlowchartDrawing.Node] = []
    var clusters: [FlowchartDrawing.Cluster] = []
    var edges: [FlowchartDrawing.Edge] = []
    for (slot, item) in items.enumerated() {
      switch item {
      case .node(let index):
        nodes.append(
          FlowchartDrawing.Node(
            index: index, center: center(slot) + hostOffsets[slot], geometry: geometries[slot],
            labelSize: measures.labelSizes[index]))
        if let placed = companionSlots[slot], let members = companionsOfSlot[slot] {
          let host = nodes[nodes.count - 1]
          for (member, offset) in zip(members, placed.offsets) {
            let companion = FlowchartDrawing.Node(
              index: member, center: center(slot) + offset,
              geometry: measures.geometries[member], labelSize: measures.labelSizes[member])
            nodes.append(companion)
            edges += connectors(host: host, companion: companion)
          }
        }
      case .emptySubgraph(let index):
        let c = center(slot)
        let box = Rect(center: c, width: geometries[slot].width, height: geometries[slot].height)
        clusters.append(
          FlowchartDrawing.Cluster(
            index: index, box: box, titleCenter: c, titleSize: measures.titles[index]))
      case .block(let index):
        guard let block = blocks[index] else { continue }
        let box = Rect(center: center(slot), width: block.size.width, height: block.size.height)
        let inner = block.drawing.translated(
          by: Point(box.minX + block.contentOffset.x, box.minY + block.contentOffset.y))
        nodes += inner.nodes
        edges += inner.edges
        clusters += inner.clusters
        let title = measures.titles[index]
        clusters.append(
          FlowchartDrawing.Cluster(
            index: index, box: box,
            titleCenter: Point(
              box.center.x, box.minY + FlowchartLayout.titleGap + title.height / 2),
            titleSize: title))
      }
    }
    for (layoutIndex, route) in result.routes.enumerated() {
      guard let route else { continue }
      let segments = route.segments.map {
        FlowchartDrawing.Segment(control1: $0.control1, control2: $0.control2, end: $0.end)
      }
      edges.append(
        FlowchartDrawing.Edge(
          index: edgeChartIndex[layoutIndex], start: route.start, segments: segments,
          labelCenter: route.labelCenter, labelSize: edgeLabelSizes[layoutIndex],
          fromOutline: route.fromOutline, toOutline: route.toOutline))
    }
    for (cluster, subgraph) in subgraphOfCluster.enumerated() {
      guard let box = graph.clusterBoxes[cluster] else { continue }
      let title = measures.titles[subgraph]
      var titleCenter = Point(box.center.x, box.minY + FlowchartLayout.titleGap + title.height / 2)
      // One slot: the title goes over it; two margins around the content: over the box.
      let slots = graph.nodes.indices.filter { graph.nodes[$0].kind == .title(cluster) }
      if slots.count == 1, let slot = slots.first {
        if direction.isHorizontal {
          titleCenter = center(slot)
        } else {
          // Over its slot, which no edge into the first rank crosses; kept inside the box.
          let half = min(title.width / 2, box.width / 2)
          titleCenter.x = min(max(center(slot).x, box.minX + half), box.maxX - half)
        }
      }
      clusters.append(
        FlowchartDrawing.Cluster(
          index: subgraph, box: box, titleCenter: titleCenter, titleSize: title))
    }
    let names = graph.layers.map { layer in
      layer.map { node in
        switch graph.nodes[node].kind {
        case .real(let slot):
          switch items[slot] {
          case .node(let index): return chart.nodes[index].id
          case .emptySubgraph: return "[]"
          case .block(let index): return "[\(chart.subgraphs[index].id)]"
          }
        case .dummy: return "."
        case .label: return "~"
        case .border(let cluster, let left):
          return left ? "(\(chart.subgraphs[subgraphOfCluster[cluster]].id)" : ")"
        case .title: return "^"
        }
      }
    }
    return FlowchartDrawing(
      size: result.size, nodes: nodes, edges: edges, clusters: clusters, orderNames: names)
  }
}
