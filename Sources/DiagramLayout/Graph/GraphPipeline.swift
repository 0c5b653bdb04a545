/// What the graph diagram types (state, class, ER) do alike once their source is a
/// `GraphDiagram`: wrap its labels at the configured width, lay it out and draw it, checking
/// for cancellation between the steps.
enum GraphPipeline {
  static func svg(_ graph: GraphDiagram, source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    var graph = graph
    GraphLayout.wrapLabels(
      &graph, width: source.settings.wrappingWidth ?? LabelWrapping.defaultWidth,
      measurer: context.measurer)
    try context.checkpoint()
    let layout = GraphLayout.layout(
      graph, measurer: context.measurer, isCancelled: context.isCancelled)
    try context.checkpoint()
    var writer = GraphSVGWriter(diagram: graph, layout: layout, context: context)
    return writer.write()
  }
}
