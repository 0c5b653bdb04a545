extension DiagramType {
  /// Info diagrams (`info`): what draws the diagrams, as Mermaid's `info` shows its own version.
  public static let info = DiagramType(registered: "info")
}

extension DiagramTypeDefinition {
  /// The info type: parsed and drawn as SVG (Mermaid's docs have no page of examples for it).
  static let info = DiagramTypeDefinition(
    .info, keywords: ["info"], proseName: "info", examplesFolder: nil, limitedItems: "lines",
    render: { source, context throws(DiagramError) in
      try InfoRenderer.render(source, context: context)
    }
  )
}
