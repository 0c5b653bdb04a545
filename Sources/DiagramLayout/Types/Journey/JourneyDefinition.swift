extension DiagramType {
  /// User journey diagrams (`journey`).
  public static let journey = DiagramType(registered: "journey")
}

extension DiagramTypeDefinition {
  /// The user journey type: parsed, laid out and drawn as SVG.
  static let journey = DiagramTypeDefinition(
    .journey, keywords: ["journey"], proseName: "user journey",
    examplesFolder: "userJourney", limitedItems: "tasks",
    scaleVariables: (0..<8).map { "fillType\($0)" },
    render: { source, context throws(DiagramError) in
      try JourneyRenderer.render(source, context: context)
    }
  )
}
