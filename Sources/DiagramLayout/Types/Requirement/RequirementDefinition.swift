extension DiagramType {
  /// Requirement diagrams (`requirementDiagram`).
  public static let requirement = DiagramType(registered: "requirementDiagram")
}

extension DiagramTypeDefinition {
  /// The requirement type: parsed, laid out by the layered engine and drawn as SVG.
  static let requirement = DiagramTypeDefinition(
    .requirement, keywords: ["requirementDiagram", "requirement"], proseName: "requirement",
    examplesFolder: "requirementDiagram", limitedItems: "requirements, elements and relationships",
    configSections: ["requirement"],
    render: { source, context throws(DiagramError) in
      try RequirementRenderer.render(source, context: context)
    }
  )
}
