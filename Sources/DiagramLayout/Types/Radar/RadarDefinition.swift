extension DiagramType {
  /// Radar charts (`radar`, `radar-beta`).
  public static let radar = DiagramType(registered: "radar")
}

extension DiagramTypeDefinition {
  /// The radar type: parsed, laid out and drawn as SVG.
  static let radar = DiagramTypeDefinition(
    .radar, keywords: ["radar", "radar-beta"], proseName: "radar",
    examplesFolder: "radar", limitedItems: "axes and curves",
    scaleVariables: DiagramTypeDefinition.sectionScale,
    render: { source, context throws(DiagramError) in
      try RadarRenderer.render(source, context: context)
    }
  )
}
