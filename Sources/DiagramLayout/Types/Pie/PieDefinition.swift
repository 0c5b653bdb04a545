extension DiagramType {
  /// Pie charts (`pie`).
  public static let pie = DiagramType(registered: "pie")
}

extension DiagramTypeDefinition {
  /// The pie type: parsed, laid out and drawn as SVG.
  static let pie = DiagramTypeDefinition(
    .pie, keywords: ["pie"], proseName: "pie",
    examplesFolder: "pie", limitedItems: "slices",
    scaleVariables: (1...12).map { "pie\($0)" },
    render: { source, context throws(DiagramError) in
      try PieRenderer.render(source, context: context)
    }
  )
}
