extension DiagramType {
  /// Event models (`eventmodeling`): a timeline of frames in swimlanes.
  public static let eventModeling = DiagramType(registered: "eventmodeling")
}

extension DiagramTypeDefinition {
  /// The event modeling type: parsed, placed in swimlanes and drawn as SVG (no terminal
  /// drawing: its frames overlap along the timeline).
  static let eventModeling = DiagramTypeDefinition(
    .eventModeling, keywords: ["eventmodeling"], proseName: "event modeling",
    examplesFolder: nil, limitedItems: "frames, relations, data blocks, notes and specifications",
    render: { source, context throws(DiagramError) in
      try EventModelingRenderer.render(source, context: context)
    },
    check: { source throws(DiagramError) in _ = try EventModelingParser.parse(source) }
  )
}
