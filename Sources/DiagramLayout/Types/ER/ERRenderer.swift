/// Entity relationship diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
package enum ERRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try ERParser.parse(source)
    return try GraphPipeline.svg(ERGraph.make(diagram), source: source, context: context)
  }
}
