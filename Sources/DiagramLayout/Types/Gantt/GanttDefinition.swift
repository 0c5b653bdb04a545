extension DiagramType {
  /// Gantt charts (`gantt`).
  public static let gantt = DiagramType(registered: "gantt")
}

extension DiagramTypeDefinition {
  /// The Gantt type: parsed, laid out and drawn as SVG.
  static let gantt = DiagramTypeDefinition(
    .gantt, keywords: ["gantt"], proseName: "Gantt",
    examplesFolder: "gantt", limitedItems: "tasks",
    render: { source, context throws(DiagramError) in
      try GanttRenderer.render(source, context: context)
    }
  )
}
