extension DiagramType {
  /// Treemaps (`treemap`, `treemap-beta`).
  public static let treemap = DiagramType(registered: "treemap")
}

extension DiagramTypeDefinition {
  /// The treemap type: parsed, laid out and drawn as SVG.
  static let treemap = DiagramTypeDefinition(
    .treemap, keywords: ["treemap", "treemap-beta"], proseName: "treemap",
    examplesFolder: "treemap", limitedItems: "nodes",
    scaleVariables: DiagramTypeDefinition.sectionScale,
    render: { source, context throws(DiagramError) in
      try TreemapRenderer.render(source, context: context)
    }
  )
}
