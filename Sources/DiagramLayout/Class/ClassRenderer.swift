/// Class diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
public enum ClassRenderer: DiagramTypeRenderer {
  public static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try ClassParser.parse(source)
    let graph = ClassGraph.make(diagram)
    let layout = GraphLayout.layout(graph, measurer: context.measurer)
    var writer = GraphSVGWriter(diagram: graph, layout: layout, context: context)
    return writer.write()
  }
}
