/// Class diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
package enum ClassRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try ClassParser.parse(source)
    return try GraphPipeline.svg(
      ClassGraph.make(diagram, settings: source.settings), source: source, context: context)
  }
}
