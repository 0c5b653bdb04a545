extension DiagramType {
  /// Sankey diagrams (`sankey`, `sankey-beta`).
  public static let sankey = DiagramType(registered: "sankey")
}

extension DiagramTypeDefinition {
  /// The sankey type: parsed, laid out and drawn as SVG.
  static let sankey = DiagramTypeDefinition(
    .sankey, keywords: ["sankey", "sankey-beta"], proseName: "sankey",
    examplesFolder: "sankey", limitedItems: "links",
    render: { source, context throws(DiagramError) in
      try SankeyRenderer.render(source, context: context)
    }
  )
}
