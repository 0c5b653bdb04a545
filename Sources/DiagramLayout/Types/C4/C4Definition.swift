extension DiagramType {
  /// C4 diagrams (`C4Context`, `C4Container`, `C4Component`, `C4Dynamic`, `C4Deployment`).
  public static let c4 = DiagramType(registered: "C4")
}

extension DiagramTypeDefinition {
  /// The C4 type: parsed, laid out in rows as Mermaid places C4 shapes and drawn as SVG.
  static let c4 = DiagramTypeDefinition(
    .c4, keywords: ["C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment"],
    proseName: "C4", examplesFolder: "c4", limitedItems: "elements, boundaries and relationships",
    configSections: ["c4"],
    render: { source, context throws(DiagramError) in
      try C4Renderer.render(source, context: context)
    }
  )
}
