/// Flowchart source → SVG: parse, lay out, draw.
package enum FlowchartRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext) throws(DiagramError)
    -> String
  {
    let chart = LabelWrapping.apply(
      try FlowchartParser.parse(source),
      width: source.settings.wrappingWidth ?? LabelWrapping.defaultWidth,
      measurer: context.measurer)
    try context.checkpoint()
    let drawing = FlowchartLayout.layout(
      chart, measurer: context.measurer, isCancelled: context.isCancelled)
    try context.checkpoint()
    var writer = FlowchartSVGWriter(chart: chart, drawing: drawing, context: context)
    return writer.write()
  }
}
