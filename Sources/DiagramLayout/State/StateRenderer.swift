/// State diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
public enum StateRenderer: DiagramTypeRenderer {
  public static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try StateParser.parse(source)
    let graph = StateGraph.make(diagram)
    let layout = GraphLayout.layout(graph, measurer: context.measurer)
    var writer = GraphSVGWriter(diagram: graph, layout: layout, context: context)
    return writer.write()
  }
}
