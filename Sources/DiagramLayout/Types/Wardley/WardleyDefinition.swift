extension DiagramType {
  /// Wardley maps (`wardley-beta`).
  public static let wardley = DiagramType(registered: "wardley")
}

extension DiagramTypeDefinition {
  /// The Wardley map type: parsed, placed on its axes and drawn as SVG.
  static let wardley = DiagramTypeDefinition(
    .wardley, keywords: ["wardley-beta", "wardley"], proseName: "Wardley map",
    examplesFolder: nil, limitedItems: "components, links and marks",
    render: { source, context throws(DiagramError) in
      try WardleyRenderer.render(source, context: context)
    },
    check: { source throws(DiagramError) in _ = try WardleyParser.parse(source) }
  )
}
