/// Class diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
public enum ClassRenderer: DiagramTypeRenderer {
  public static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try ClassParser.parse(source)
    var graph = ClassGraph.make(diagram, settings: source.settings)
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
