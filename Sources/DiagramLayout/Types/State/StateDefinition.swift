extension DiagramType {
  /// State diagrams (`stateDiagram`, `stateDiagram-v2`).
  public static let state = DiagramType(registered: "state")
}

extension DiagramTypeDefinition {
  /// The state type: parsed, laid out and drawn as SVG and in character cells.
  static let state = DiagramTypeDefinition(
    .state, keywords: ["stateDiagram", "stateDiagram-v2"], proseName: "state",
    examplesFolder: "stateDiagram", limitedItems: "transitions",
    readsAccessibilityStatements: true,
    render: { source, context throws(DiagramError) in
      try StateRenderer.render(source, context: context)
    },
    terminal: Terminal(
      listName: "state",
      draw: { source, options throws(DiagramError) in
        let graph = StateGraph.make(try StateParser.parse(source))
        return try TerminalDiagramRenderer.drawGraph(graph, source: source, options: options)
      })
  )
}
