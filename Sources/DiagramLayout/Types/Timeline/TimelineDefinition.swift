extension DiagramType {
  /// Timelines (`timeline`).
  public static let timeline = DiagramType(registered: "timeline")
}

extension DiagramTypeDefinition {
  /// The timeline type: parsed, laid out and drawn as SVG.
  static let timeline = DiagramTypeDefinition(
    .timeline, keywords: ["timeline"], proseName: "timeline",
    examplesFolder: "timeline", limitedItems: "periods and events",
    scaleVariables: DiagramTypeDefinition.sectionScale,
    render: { source, context throws(DiagramError) in
      try TimelineRenderer.render(source, context: context)
    }
  )
}
