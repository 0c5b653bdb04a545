extension DiagramType {
  /// Ishikawa (fishbone) diagrams (`ishikawa`, `ishikawa-beta`).
  public static let ishikawa = DiagramType(registered: "ishikawa")
}

extension DiagramTypeDefinition {
  /// The Ishikawa type: parsed, laid out and drawn as SVG (no terminal drawing: its bones
  /// are diagonal).
  static let ishikawa = DiagramTypeDefinition(
    .ishikawa, keywords: ["ishikawa", "ishikawa-beta"], proseName: "Ishikawa",
    examplesFolder: nil, limitedItems: "causes",
    render: { source, context throws(DiagramError) in
      try IshikawaRenderer.render(source, context: context)
    },
    check: { source throws(DiagramError) in _ = try IshikawaParser.parse(source) }
  )
}
