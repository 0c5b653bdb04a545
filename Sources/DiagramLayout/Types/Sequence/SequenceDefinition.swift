extension DiagramType {
  /// Sequence diagrams (`sequenceDiagram`).
  public static let sequence = DiagramType(registered: "sequence")
}

extension DiagramTypeDefinition {
  /// The sequence type: parsed, laid out and drawn as SVG and in character cells.
  static let sequence = DiagramTypeDefinition(
    .sequence, keywords: ["sequenceDiagram"], proseName: "sequence",
    examplesFolder: "sequenceDiagram", limitedItems: "messages",
    readsAccessibilityStatements: true,
    render: { source, context throws(DiagramError) in
      try SequenceRenderer.render(source, context: context)
    },
    // Parsing finds every error: the layout of this type cannot fail.
    check: { source throws(DiagramError) in _ = try SequenceParser.parse(source) },
    terminal: Terminal(
      listName: "sequence",
      draw: { source, options throws(DiagramError) in
        let diagram = try SequenceParser.parse(source)
        return try TerminalDiagramRenderer.drawSequence(
          diagram, glyphs: LineGlyphs(ascii: options.ascii), at: source.headerPosition
        ).diagram()
      })
  )
}
