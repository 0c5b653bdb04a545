extension DiagramType {
  /// Git graphs (`gitGraph`, `gitGraph:`).
  public static let gitGraph = DiagramType(registered: "gitGraph")
}

extension DiagramTypeDefinition {
  /// The Git graph type: parsed, laid out and drawn as SVG.
  static let gitGraph = DiagramTypeDefinition(
    .gitGraph, keywords: ["gitGraph", "gitGraph:"], proseName: "Git graph",
    examplesFolder: "gitgraph", limitedItems: "commits and branches",
    scaleVariables: (0..<8).map { "git\($0)" },
    render: { source, context throws(DiagramError) in
      try GitGraphRenderer.render(source, context: context)
    }
  )
}
