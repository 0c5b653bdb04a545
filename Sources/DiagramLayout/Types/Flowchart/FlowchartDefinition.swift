extension DiagramType {
  /// Flowcharts (`flowchart`, `graph`, `flowchart-elk`).
  public static let flowchart = DiagramType(registered: "flowchart")
}

extension DiagramTypeDefinition {
  /// The flowchart type: parsed, laid out and drawn as SVG and in character cells.
  static let flowchart = DiagramTypeDefinition(
    .flowchart, keywords: ["flowchart", "graph", "flowchart-elk"], proseName: "flowchart",
    examplesFolder: "flowchart", limitedItems: "edges",
    readsAccessibilityStatements: true,
    render: { source, context throws(DiagramError) in
      try FlowchartRenderer.render(source, context: context)
    },
    // Parsing finds every error: the layout of this type cannot fail.
    check: { source throws(DiagramError) in _ = try FlowchartParser.parse(source) },
    terminal: Terminal(
      listName: "flowcharts",
      draw: { source, options throws(DiagramError) in
        let chart = try FlowchartParser.parse(source)
        return try TerminalDiagramRenderer.drawFlowchart(
          chart, glyphs: LineGlyphs(ascii: options.ascii), at: source.headerPosition
        ).diagram()
      })
  )
}
