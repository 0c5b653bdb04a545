/// Requirement diagram source → SVG: parse, turn into boxes and lines, lay out, draw.
package enum RequirementRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = try RequirementParser.parse(source)
    try context.checkpoint()
    return try GraphPipeline.svg(
      RequirementGraph.make(diagram, source: source), source: source, context: context)
  }
}
