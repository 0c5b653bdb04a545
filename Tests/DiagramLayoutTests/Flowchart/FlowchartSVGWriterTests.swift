import Testing

@testable import DiagramLayout

/// A large chart's edges and nodes, written on two threads (`writeEdgesAndNodes`), come out
/// as the bytes one thread writes.
@Suite struct FlowchartSVGWriterTests {
  static func svg(_ text: String, parallel: Bool) throws -> String {
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    let context = DiagramContext(
      theme: DiagramTheme(.light), idPrefix: "diagram", measurer: TextMeasurer())
    var writer = FlowchartSVGWriter(chart: chart, drawing: drawing, context: context)
    writer.writeEdgesAndNodes(parallel: parallel)
    return writer.svg.finish()
  }

  @Test(arguments: [(3, 1), (20, 2), (50, 3), (200, 4)])
  func twoThreadsWriteAsOne(edges: Int, seed: Int) throws {
    let text = BenchFlowchart.text(edges: edges, seed: UInt64(seed))
    let one = try Self.svg(text, parallel: false)
    #expect(try Self.svg(text, parallel: true) == one)
    // The larger charts have labelled edges, written in the second part.
    if edges >= 50 { #expect(one.contains("class=\"edge-label\"")) }
  }
}
