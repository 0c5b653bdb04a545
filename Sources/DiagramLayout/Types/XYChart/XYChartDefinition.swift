extension DiagramType {
  /// XY charts (`xychart`, `xychart-beta`).
  public static let xychart = DiagramType(registered: "xychart")
}

extension DiagramTypeDefinition {
  /// The XY chart type: parsed, laid out and drawn as SVG.
  static let xychart = DiagramTypeDefinition(
    .xychart, keywords: ["xychart", "xychart-beta"], proseName: "XY chart",
    examplesFolder: "xyChart", limitedItems: "points", configSections: ["xyChart"],
    render: { source, context throws(DiagramError) in
      try XYChartRenderer.render(source, context: context)
    }
  )
}
