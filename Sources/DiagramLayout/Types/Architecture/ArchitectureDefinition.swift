extension DiagramType {
  /// Architecture diagrams (`architecture-beta`).
  public static let architecture = DiagramType(registered: "architecture")
}

extension DiagramTypeDefinition {
  /// The architecture type: parsed, placed on a grid by its edges' sides and drawn as SVG.
  static let architecture = DiagramTypeDefinition(
    .architecture, keywords: ["architecture-beta", "architecture"], proseName: "architecture",
    examplesFolder: "architecture", limitedItems: "services, groups and edges",
    render: { source, context throws(DiagramError) in
      try ArchitectureRenderer.render(source, context: context)
    }
  )
}
