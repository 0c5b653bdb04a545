extension DiagramType {
  /// Kanban boards (`kanban`).
  public static let kanban = DiagramType(registered: "kanban")
}

extension DiagramTypeDefinition {
  /// The kanban type: parsed, laid out and drawn as SVG.
  static let kanban = DiagramTypeDefinition(
    .kanban, keywords: ["kanban"], proseName: "kanban",
    examplesFolder: "kanban", limitedItems: "columns and cards",
    scaleVariables: DiagramTypeDefinition.sectionScale,
    render: { source, context throws(DiagramError) in
      try KanbanRenderer.render(source, context: context)
    }
  )
}
