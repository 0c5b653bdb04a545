extension DiagramType {
  /// Quadrant charts (`quadrantChart`).
  public static let quadrantChart = DiagramType(registered: "quadrantChart")
}

extension DiagramTypeDefinition {
  /// The quadrant chart type: parsed, laid out and drawn as SVG.
  static let quadrantChart = DiagramTypeDefinition(
    .quadrantChart, keywords: ["quadrantChart"], proseName: "quadrant chart",
    examplesFolder: "quadrantChart", limitedItems: "points",
    scaleVariables: (1...4).map { "quadrant\($0)Fill" },
    render: { source, context throws(DiagramError) in
      try QuadrantRenderer.render(source, context: context)
    }
  )
}
