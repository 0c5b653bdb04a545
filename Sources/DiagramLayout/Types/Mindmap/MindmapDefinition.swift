extension DiagramType {
  /// Mindmaps (`mindmap`).
  public static let mindmap = DiagramType(registered: "mindmap")
}

extension DiagramTypeDefinition {
  /// The mindmap type: parsed, laid out and drawn as SVG.
  static let mindmap = DiagramTypeDefinition(
    .mindmap, keywords: ["mindmap"], proseName: "mindmap",
    examplesFolder: "mindmap", limitedItems: "nodes",
    scaleVariables: DiagramTypeDefinition.sectionScale,
    render: { source, context throws(DiagramError) in
      try MindmapRenderer.render(source, context: context)
    }
  )
}
