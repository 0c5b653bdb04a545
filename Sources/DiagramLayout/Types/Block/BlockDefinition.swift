extension DiagramType {
  /// Block diagrams (`block`, `block-beta`).
  public static let block = DiagramType(registered: "block")
}

extension DiagramTypeDefinition {
  /// The block type: parsed, laid out on its columns and drawn as SVG.
  static let block = DiagramTypeDefinition(
    .block, keywords: ["block", "block-beta"], proseName: "block", examplesFolder: "block",
    limitedItems: "blocks and edges",
    render: { source, context throws(DiagramError) in
      try BlockRenderer.render(source, context: context)
    }
  )
}
