import RenderSupport

/// Lays out a `GraphDiagram` with the flowchart pipeline: each node becomes a flowchart node
/// whose outline is its measured body, each cluster a subgraph, each edge an edge, so
/// clusters, their directions, labels and self-loops are placed as in flowcharts.
///
/// Indices carry over one to one: flowchart node i is graph node i, subgraph i cluster i,
/// edge i edge i. Internal ids (`n3`, `c1`) stand in for the source's, which may repeat or
/// collide between a state and its composite.
enum GraphLayout {
  /// The drawing and the measured tables (nil for shape bodies).
  struct Result {
    var drawing: FlowchartDrawing
    var tables: [NodeTable.Measured?]
    var chart: Flowchart
  }

  static func layout(
    _ diagram: GraphDiagram, measurer: TextMeasurer,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> Result {
    var chart = Flowchart(direction: diagram.direction)
    chart.subgraphsInheritDirection = diagram.clustersInheritDirection
    func endID(_ end: GraphDiagram.End) -> String {
      switch end {
      case .node(let index): return "n\(index)"
      case .cluster(let index): return "c\(index)"
      }
    }
    let origin = SourcePosition(line: 1, column: 1)
    for (index, cluster) in diagram.clusters.enumerated() {
      chart.subgraphs.append(
        FlowSubgraph(
          id: "c\(index)", title: cluster.title, direction: cluster.direction,
          parent: cluster.parent, position: origin))
    }
    var geometries: [ShapeGeometry] = []
    var tables: [NodeTable.Measured?] = []
    for (index, node) in diagram.nodes.enumerated() {
      var flowNode: FlowNode
      switch node.body {
      case .shape(let shape, let label):
        flowNode = FlowNode(id: "n\(index)", label: label, shape: shape, position: origin)
        var size = FlowchartLayout.measure(label, measurer)
        if node.role == .choice { size = Size(width: 8, height: 8) }
        var geometry = ShapeGeometry.make(shape, label: size)
        if node.role == .bar, diagram.direction.isHorizontal {
          geometry = rotated(geometry)
        }
        geometries.append(geometry)
        tables.append(nil)
      case .table(let table):
        flowNode = FlowNode(
          id: "n\(index)", label: FlowLabel(lines: []), shape: .rect, position: origin)
        let measured = table.measure(measurer)
        var geometry = ShapeGeometry.make(.rect, label: Size(width: 0, height: 0))
        geometry.width = measured.width
        geometry.height = measured.height
        geometry.outline = NodeTable.outline(
          width: measured.width, height: measured.height, radius: table.cornerRadius)
        geometry.showsLabel = false
        geometries.append(geometry)
        tables.append(measured)
      }
      flowNode.parent = node.cluster
      chart.nodes.append(flowNode)
    }
    for edge in diagram.edges {
      chart.edges.append(
        FlowEdge(
          from: endID(edge.from), to: endID(edge.to), stroke: edge.dashed ? .dotted : .normal,
          startHead: .none, endHead: .none, label: edge.label, length: 1, position: origin))
    }
    // Each marker's straight stub (`EdgeEnds`) stays clear of the turns between ranks.
    chart.markerRooms = diagram.edges.map {
      MarkerRoom(
        start: EdgeEnds.stubLength($0.startMarker), end: EdgeEnds.stubLength($0.endMarker))
    }
    // Ends on one side of a node stay a marker's width and a gap apart, so two crow's feet or
    // diamonds never overlap.
    let widest = diagram.edges.map { max($0.startMarker.width, $0.endMarker.width) }.max() ?? 0
    if widest + 5 > LayoutInput.defaultEndGap { chart.endSpacing = widest + 5 }
    // Classes and entities are wide tables: their relations meet them where they come from.
    chart.endsFollowEdges = diagram.kind == "class" || diagram.kind == "er"
    var companions: [Int: Companion] = [:]
    for (index, node) in diagram.nodes.enumerated() {
      guard let companion = node.beside, diagram.nodes.indices.contains(companion.host),
        companion.host != index, diagram.nodes[companion.host].beside == nil,
        diagram.nodes[companion.host].cluster == node.cluster
      else { continue }
      companions[index] = companion
    }
    let drawing = FlowchartLayout.layout(
      chart, measurer: measurer, geometries: geometries, companions: companions,
      isCancelled: isCancelled)
    return Result(drawing: drawing, tables: tables, chart: chart)
  }

  /// Wraps shape and edge labels wider than `width` (Mermaid wraps them at its
  /// `wrappingWidth`); compartment rows stay one line each, as Mermaid draws members.
  static func wrapLabels(_ diagram: inout GraphDiagram, width: Double, measurer: TextMeasurer) {
    for index in diagram.nodes.indices {
      if case .shape(let shape, let label) = diagram.nodes[index].body {
        diagram.nodes[index].body = .shape(
          shape, LabelWrapping.wrap(label, width: width, measurer: measurer))
      }
    }
    for index in diagram.edges.indices {
      if let label = diagram.edges[index].label {
        diagram.edges[index].label = LabelWrapping.wrap(label, width: width, measurer: measurer)
      }
    }
  }

  /// A fork or join bar across the flow: vertical when ranks run left to right.
  static func rotated(_ geometry: ShapeGeometry) -> ShapeGeometry {
    var result = geometry
    result.width = geometry.height
    result.height = geometry.width
    result.outline = geometry.outline.map { Point($0.y, $0.x) }
    return result
  }
}
