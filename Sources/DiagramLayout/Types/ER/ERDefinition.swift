extension DiagramType {
  /// ER diagrams (`erDiagram`).
  public static let entityRelationship = DiagramType(registered: "er")
}

extension DiagramTypeDefinition {
  /// The ER type: parsed, laid out and drawn as SVG and in character cells.
  static let entityRelationship = DiagramTypeDefinition(
    .entityRelationship, keywords: ["erDiagram"], proseName: "ER",
    examplesFolder: "entityRelationshipDiagram", limitedItems: "relationships",
    render: { source, context throws(DiagramError) in
      try ERRenderer.render(source, context: context)
    },
    terminal: Terminal(
      listName: "ER",
      draw: { source, options throws(DiagramError) in
        let graph = ERGraph.make(try ERParser.parse(source))
        return try TerminalDiagramRenderer.drawGraph(graph, source: source, options: options)
      })
  )
}
