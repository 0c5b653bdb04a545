extension DiagramType {
  /// Class diagrams (`classDiagram`, `classDiagram-v2`).
  public static let classDiagram = DiagramType(registered: "class")
}

extension DiagramTypeDefinition {
  /// The class type: parsed, laid out and drawn as SVG and in character cells.
  static let classDiagram = DiagramTypeDefinition(
    .classDiagram, keywords: ["classDiagram", "classDiagram-v2"], proseName: "class",
    examplesFolder: "classDiagram", limitedItems: "relations",
    readsAccessibilityStatements: true,
    render: { source, context throws(DiagramError) in
      try ClassRenderer.render(source, context: context)
    },
    terminal: Terminal(
      listName: "class",
      draw: { source, options throws(DiagramError) in
        let graph = ClassGraph.make(try ClassParser.parse(source), settings: source.settings)
        return try TerminalDiagramRenderer.drawGraph(graph, source: source, options: options)
      })
  )
}
