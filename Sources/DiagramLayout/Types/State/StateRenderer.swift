/// State diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
package enum StateRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try StateParser.parse(source)
    return try GraphPipeline.svg(StateGraph.make(diagram), source: source, context: context)
  }
}
