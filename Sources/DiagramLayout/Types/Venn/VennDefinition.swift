extension DiagramType {
  /// Venn diagrams (`venn-beta`).
  public static let venn = DiagramType(registered: "venn")
}

extension DiagramTypeDefinition {
  /// The Venn type: parsed, laid out and drawn as SVG (no terminal drawing: its sets are
  /// circles).
  static let venn = DiagramTypeDefinition(
    .venn, keywords: ["venn-beta", "venn"], proseName: "Venn", examplesFolder: nil,
    limitedItems: "sets, unions and texts",
    // Mermaid colours the sets with `venn1`…`venn8`.
    scaleVariables: (1...8).map { "venn\($0)" },
    render: { source, context throws(DiagramError) in
      try VennRenderer.render(source, context: context)
    },
    check: { source throws(DiagramError) in _ = try VennParser.parse(source) }
  )
}
