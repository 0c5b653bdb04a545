/// Lays out a `Flowchart`: measures labels, sizes shapes, lays out each subgraph that is a
/// graph of its own (innermost first, in its own direction; see `ClusterExtraction`), then the
/// chart with those subgraphs as single blocks, and gathers everything into one
/// `FlowchartDrawing`.
package enum FlowchartLayout {
  static let labelPadding = Size(width: 8, height: 4)
  static let titleGap = 4.0
  /// Room beside a block's title, so the title never touches the box.
  static let blockTitlePadding = 12.0

  /// What every scope shares: measured labels, shapes and the id tables.
  struct Measures {
    var measurer: TextMeasurer
    var isCancelled: @Sendable () -> Bool = { false }
    var geometries: [ShapeGeometry]
    /// Nodes drawn beside their host instead of ranked (chart node index → companion).
    var companions: [Int: Companion] = [:]
    var labelSizes: [Size]
    var titles: [Size]
    var nodeIndex: [String: Int] = [:]
    var subgraphIndex: [String: Int] = [:]
  }

  /// Lays out `chart`; once `isCancelled` says so, the costly phases stop early (the
  /// drawing is then for nobody: the caller checks the flag after it).
  package static func layout(
    _ chart: Flowchart, measurer: TextMeasurer,
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> FlowchartDrawing {
    layout(chart, measurer: measurer, geometries: nil, isCancelled: isCancelled)
  }

  /// Lays out `chart` with `geometries[i]` as node i's shape when given (the boxes of class,
  /// entity and state diagrams, measured by their own builders) and `companions` beside
  /// their hosts (a state's notes).
  static func layout(
    _ chart: Flowchart, measurer: TextMeasurer, geometries: [ShapeGeometry]?,
    companions: [Int: Companion] = [:], isCancelled: @escaping @Sendable () -> Bool = { false }
  ) -> FlowchartDrawing {
    let labelSizes = chart.nodes.map { measure($0.label, measurer) }
    var measures = Measures(
      measurer: measurer,
      geometries: geometries
        ?? chart.nodes.indices.map {
          ShapeGeometry.make(chart.nodes[$0].shape, label: labelSizes[$0])
        },
      labelSizes: labelSizes, titles: chart.subgraphs.map { measure($0.title, measurer) })
    measures.isCancelled = isCancelled
    measures.companions = companions
    for (index, node) in chart.nodes.enumerated() { measures.nodeIndex[node.id] = index }
    for (index, subgraph) in chart.subgraphs.enumerated()
    where measures.subgraphIndex[subgraph.id] == nil {
      measures.subgraphIndex[subgraph.id] = index
    }
    let extraction = ClusterExtraction(chart)
    var drawing = layoutScope(
      nil, direction: chart.direction, chart: chart, measures: measures, extraction: extraction)
    MemberEdges.add(chart, measures: measures, to: &drawing)
    ClusterLoops.add(chart, measures: measures, to: &drawing)
    // Chart order, so the SVG lists nodes and edges as the source does.
    drawing.nodes.sort { $0.index < $1.index }
    drawing.edges.sort { $0.index < $1.index }
    drawing.clusters.sort { $0.index < $1.index }
    if let padding = chart.padding {
      // `diagramPadding` replaces the layout's own margin around the drawing.
      let extra = padding - Orientation.margin
      let size = drawing.size
      drawing = drawing.translated(by: Point(extra, extra))
      drawing.size = Size(width: size.width + 2 * extra, height: size.height + 2 * extra)
    }
    return drawing
  }

  /// Lays out one scope, after laying out the extracted subgraphs it holds.
  static func layoutScope(
    _ scope: Int?, direction: FlowDirection, chart: Flowchart, measures: Measures,
    extraction: ClusterExtraction
  ) -> FlowchartDrawing {
    var blocks: [Int: FlowchartScope.Block] = [:]
    for (index, subgraph) in chart.subgraphs.enumerated()
    where index != scope && extraction.extracted[index]
      && extraction.scope(of: subgraph.parent) == scope
    {
      let inner = layoutScope(
        index, direction: extraction.directions[index], chart: chart, measures: measures,
        extraction: extraction)
      // The title sits on top of the block whatever the directions; the inner drawing keeps
      // its margin as the cluster's padding.
      let title = measures.titles[index]
      let width = max(inner.size.width, title.width + 2 * blockTitlePadding)
      let top = titleGap + title.height
      blocks[index] = FlowchartScope.Block(
        drawing: inner, size: Size(width: width, height: inner.size.height + top),
        contentOffset: Point((width - inner.size.width) / 2, top))
    }
    let layout = FlowchartScope(
      chart: chart, measures: measures, extraction: extraction, scope: scope,
      direction: direction, blocks: blocks)
    return layout.layout(blocks: blocks)
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
