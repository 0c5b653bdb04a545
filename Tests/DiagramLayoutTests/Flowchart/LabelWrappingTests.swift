import Testing

@testable import DiagramLayout

/// Quality item 1: labels wrap at Mermaid's width instead of growing one wide line.
@Suite struct LabelWrappingTests {
  let measurer = TextMeasurer()

  func lineWidths(_ label: FlowLabel) -> [Double] {
    label.lines.map { $0.reduce(0) { $0 + measurer.width($1.text, bold: $1.bold) } }
  }

  @Test func aLongDecisionBecomesACompactDiamond() throws {
    let text = """
      flowchart TD
        A{Is the request authenticated and does the user hold the admin role for this project?} --> B[Done]
      """
    let source = try MermaidSource(parsing: text)
    let parsed = try FlowchartParser.parse(source)
    let unwrapped = FlowchartLayout.layout(parsed, measurer: measurer)
    let chart = LabelWrapping.apply(parsed, width: LabelWrapping.defaultWidth, measurer: measurer)
    let wrapped = FlowchartLayout.layout(chart, measurer: measurer)
    #expect(unwrapped.nodes[0].geometry.width > 1000)
    #expect(wrapped.nodes[0].geometry.width < 450)
    #expect(chart.nodes[0].label.lines.count >= 3)
    #expect(lineWidths(chart.nodes[0].label).allSatisfy { $0 <= 200 })
    #expect(
      chart.nodes[0].label.plainText.replacingOccurrences(of: "\n", with: " ")
        == parsed.nodes[0].label.plainText)
    #expect(DrawingChecks.problems(chart, wrapped).isEmpty)
    let svg = try DiagramRenderer.render(text)
    #expect(svg.components(separatedBy: "<tspan x=").count - 1 >= 4, "drawn on several lines")
  }

  @Test func emphasisAndLongWordsSurvive() {
    let label = FlowLabel(lines: [
      [
        TextRun("plain words then "), TextRun("bold words that run long", bold: true),
        TextRun(" and an " + String(repeating: "x", count: 60) + " end"),
      ]
    ])
    let wrapped = LabelWrapping.wrap(label, width: 120, measurer: measurer)
    #expect(wrapped.lines.count > 2)
    #expect(wrapped.lines.flatMap { $0 }.contains { $0.bold && $0.text.contains("bold") })
    #expect(wrapped.lines.contains { $0.map(\.text).joined() == String(repeating: "x", count: 60) })
    let short = FlowLabel(plain: "short")
    #expect(LabelWrapping.wrap(short, width: 200, measurer: measurer) == short)
  }

  /// librsvg drops a blank at the end of a `tspan`, so the blank after a bold word stays
  /// outside the bold run ("markdown string", not "markdownstring").
  @Test func theBlankAfterAnEmphasisedWordIsKept() throws {
    let svg = try DiagramRenderer.render(
      """
      flowchart TD
        C["`This is a **markdown** string that is long enough that it must wrap at two hundred pixels wide`"]
      """)
    #expect(svg.contains("a <tspan font-weight=\"bold\">markdown</tspan> string"))
    #expect(!svg.contains(" </tspan>"))
  }

  @Test func edgeLabelsWrapToo() throws {
    let text =
      "flowchart LR\n  A -->|a long edge label that says far more than any edge label should| B\n"
    let chart = LabelWrapping.apply(
      try FlowchartParser.parse(try MermaidSource(parsing: text)), width: 200, measurer: measurer)
    #expect(try #require(chart.edges[0].label).lines.count >= 2)
  }

  @Test func wrappingWidthIsHonouredAndBounded() throws {
    let front = "---\nconfig:\n  flowchart:\n    wrappingWidth: 300\n---\nflowchart LR\nA\n"
    #expect(try MermaidSource(parsing: front).settings.wrappingWidth == 300)
    let directive = "%%{init: {\"flowchart\": {\"wrappingWidth\": 120}}}%%\nflowchart LR\nA\n"
    #expect(try MermaidSource(parsing: directive).settings.wrappingWidth == 120)
    let tiny = "%%{init: {\"flowchart\": {\"wrappingWidth\": 1}}}%%\nflowchart LR\nA\n"
    #expect(try MermaidSource(parsing: tiny).settings.wrappingWidth == 40)
    let long = String(repeating: "word ", count: 30)
    let narrow = try DiagramRenderer.render(
      "%%{init: {\"flowchart\": {\"wrappingWidth\": 100}}}%%\nflowchart LR\nA[\(long)]\n")
    let wide = try DiagramRenderer.render("flowchart LR\nA[\(long)]\n")
    #expect(
      narrow.components(separatedBy: "<tspan").count > wide.components(separatedBy: "<tspan").count)
  }
}
