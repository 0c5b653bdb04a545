extension DiagramType {
  /// Quadrant charts (`quadrantChart`).
  public static let quadrantChart = DiagramType(registered: "quadrantChart")
}

extension DiagramTypeDefinition {
  /// The quadrant chart type: parsed, laid out and drawn as SVG.
  static let quadrantChart = DiagramTypeDefinition(
    .quadrantChart, keywords: ["quadrantChart"], proseName: "quadrant chart",
    examplesFolder: "quadrantChart", limitedItems: "points",
    render: { source, context throws(DiagramError) in
      try QuadrantRenderer.render(source, context: context)
    }
  )
}
