/// Lays out a `Flowchart`: measures labels, sizes shapes, builds the layered layout's input
/// (subgraphs become clusters, edges to a subgraph attach to one of its nodes and clip to
/// its box) and reads the result back as a `FlowchartDrawing`.
public enum FlowchartLayout {
  static let labelPadding = Size(width: 8, height: 4)
  static let titleGap = 4.0

  public static func layout(_ chart: Flowchart, measurer: TextMeasurer) -> FlowchartDrawing {
    let horizontal = chart.direction.isHorizontal
    func oriented(_ size: Size) -> Size {
      horizontal ? Size(width: size.height, height: size.width) : size
    }
    let nodeCount = chart.nodes.count
    var subgraphHasMembers = Array(repeating: false, count: chart.subgraphs.count)
    for node in chart.nodes {
      var current = node.parent
      while let s = current {
        subgraphHasMembers[s] = true
        current = chart.subgraphs[s].parent
      }
    }
    // Nodes: the chart's, then one box per empty subgraph.
    var geometries = chart.nodes.map { node in
      ShapeGeometry.make(node.shape, label: measure(node.label, measurer))
    }
    var labelSizes = chart.nodes.map { measure($0.label, measurer) }
    var nodeCluster = chart.nodes.map(\.parent)
    var emptyNode: [Int: Int] = [:]
    let titles = chart.subgraphs.map { measure($0.title, measurer) }
    for (index, subgraph) in chart.subgraphs.enumerated() where !subgraphHasMembers[index] {
      emptyNode[index] = geometries.count
      geometries.append(ShapeGeometry.make(.rect, label: titles[index]))
      labelSizes.append(titles[index])
      nodeCluster.append(subgraph.parent)
    }
    var nodeIndex: [String: Int] = [:]
    for (index, node) in chart.nodes.enumerated() { nodeIndex[node.id] = index }
    var subgraphIndex: [String: Int] = [:]
    for (index, subgraph) in chart.subgraphs.enumerated() where subgraphIndex[subgraph.id] == nil {
      subgraphIndex[subgraph.id] = index
    }
    /// A subgraph's stand-in node: its last member when edges leave it, its first when they
    /// arrive, so the subgraph sits between its neighbours.
    func representative(_ subgraph: Int, leaving: Bool) -> Int? {
      let isMember = { (node: Int) -> Bool in
        var current = chart.nodes[node].parent
        while let s = current {
          if s == subgraph { return true }
          current = chart.subgraphs[s].parent
        }
        return false
      }
      return leaving
        ? chart.nodes.indices.last(where: isMember) : chart.nodes.indices.first(where: isMember)
    }
    func resolve(_ id: String, leaving: Bool) -> (node: Int, cluster: Int?)? {
      if let subgraph = subgraphIndex[id] {
        if let empty = emptyNode[subgraph] { return (empty, nil) }
        return representative(subgraph, leaving: leaving).map { ($0, subgraph) }
      }
      return nodeIndex[id].map { ($0, nil) }
    }
    let hasLabels = chart.edges.contains { $0.label.map { !$0.isEmpty } ?? false }
    var edges: [LayoutInput.Edge] = []
    var clusterEnds: [(from: Int?, to: Int?)] = []
    var edgeChartIndex: [Int] = []
    var edgeLabelSizes: [Size?] = []
    for (index, edge) in chart.edges.enumerated() {
      guard let from = resolve(edge.from, leaving: true), let to = resolve(edge.to, leaving: false)
      else { continue }
      // An edge between a subgraph and something inside it has no drawable route.
      if from.node == to.node, from.cluster != nil || to.cluster != nil { continue }
      var labelSize: Size?
      if let label = edge.label, !label.isEmpty {
        let text = measure(label, measurer)
        labelSize = Size(
          width: text.width + 2 * labelPadding.width, height: text.height + 2 * labelPadding.height)
      }
      edges.append(
        LayoutInput.Edge(
          from: from.node, to: to.node, minLength: edge.length * (hasLabels ? 2 : 1),
          labelSize: labelSize.map(oriented)))
      clusterEnds.append((from.cluster, to.cluster))
      edgeChartIndex.append(index)
      edgeLabelSizes.append(labelSize)
    }
    let clusters = chart.subgraphs.enumerated().map { index, subgraph in
      let title = titles[index]
      if horizontal {
        return LayoutInput.Cluster(
          parent: subgraph.parent,
          titleSize: Size(width: title.height + titleGap, height: title.width))
      }
      return LayoutInput.Cluster(
        parent: subgraph.parent, titleSize: Size(width: title.width, height: 0),
        topReserve: chart.direction == .topToBottom ? title.height + titleGap : 0,
        bottomReserve: chart.direction == .bottomToTop ? title.height + titleGap : 0)
    }
    // A node with a self-loop is widened on its right (in the final orientation) so the loop
    // and its label have room; the shape is drawn at the left of that slot.
    var loopRoom = Array(repeating: 0.0, count: geometries.count)
    for (index, edge) in edges.enumerated() where edge.from == edge.to {
      loopRoom[edge.from] = max(loopRoom[edge.from], 40 + (edgeLabelSizes[index]?.width ?? 0))
    }
    var input = LayoutInput(
      nodes: geometries.indices.map {
        oriented(Size(width: geometries[$0].width + loopRoom[$0], height: geometries[$0].height))
      },
      nodeCluster: nodeCluster, edges: edges, clusters: clusters)
    if hasLabels { input.rankSeparation /= 2 }
    let result = LayeredLayout.run(
      input, direction: chart.direction,
      outlines: geometries.indices.map { index in
        Polygon(geometries[index].outline.map { $0 - Point(loopRoom[index] / 2, 0) })
      },
      clusterEnds: clusterEnds)
    return read(
      result, chart: chart, geometries: geometries, labelSizes: labelSizes, titles: titles,
      loopRoom: loopRoom,
      emptyNode: emptyNode, edgeChartIndex: edgeChartIndex, edgeLabelSizes: edgeLabelSizes)
  }

  static func read(
    _ result: LayeredLayout.Result, chart: Flowchart, geometries: [ShapeGeometry],
    labelSizes: [Size], titles: [Size], loopRoom: [Double], emptyNode: [Int: Int],
    edgeChartIndex: [Int],
    edgeLabelSizes: [Size?]
  ) -> FlowchartDrawing {
    let graph = result.graph
    func center(_ node: Int) -> Point { Point(graph.nodes[node].x, graph.nodes[node].y) }
    let nodes = chart.nodes.indices.map { index in
      FlowchartDrawing.Node(
        index: index, center: center(index) - Point(loopRoom[index] / 2, 0),
        geometry: geometries[index],
        labelSize: labelSizes[index])
    }
    var edges: [FlowchartDrawing.Edge] = []
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
    var clusters: [FlowchartDrawing.Cluster] = []
    for index in chart.subgraphs.indices {
      let title = titles[index]
      if let node = emptyNode[index] {
        let c = center(node)
        let box = Rect(center: c, width: geometries[node].width, height: geometries[node].height)
        clusters.append(
          FlowchartDrawing.Cluster(index: index, box: box, titleCenter: c, titleSize: title))
        continue
      }
      guard let box = graph.clusterBoxes[index] else { continue }
      var titleCenter = Point(box.center.x, box.minY + titleGap + title.height / 2)
      if chart.direction.isHorizontal,
        let slot = graph.nodes.firstIndex(where: { $0.kind == .title(index) })
      {
        titleCenter = center(slot)
      }
      clusters.append(
        FlowchartDrawing.Cluster(index: index, box: box, titleCenter: titleCenter, titleSize: title)
      )
    }
    let dump = graph.dump { node in
      switch graph.nodes[node].kind {
      case .real(let index):
        return index < chart.nodes.count ? chart.nodes[index].id : "[]"
      case .dummy: return "."
      case .label: return "~"
      case .border(let cluster, let left): return left ? "(\(chart.subgraphs[cluster].id)" : ")"
      case .title: return "^"
      }
    }
    return FlowchartDrawing(
      size: result.size, nodes: nodes, edges: edges, clusters: clusters, orderDump: dump)
  }

  /// The size of a label's text block (no padding).
  static func measure(_ label: FlowLabel, _ measurer: TextMeasurer) -> Size {
    var width = 0.0
    for line in label.lines {
      var lineWidth = 0.0
      for run in line { lineWidth += measurer.width(run.text, bold: run.bold) }
      width = max(width, lineWidth)
    }
    return Size(width: width.rounded(.up), height: Double(label.lines.count) * measurer.lineHeight)
  }
}
