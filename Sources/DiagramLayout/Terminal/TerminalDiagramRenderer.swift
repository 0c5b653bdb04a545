import RenderSupport

/// Options for `TerminalDiagramRenderer`.
public struct TerminalDiagramOptions: Equatable, Sendable {
  /// Draw with ASCII (`+-|>`) instead of Unicode box drawing.
  public var ascii: Bool

  public init(ascii: Bool = false) {
    self.ascii = ascii
  }

  /// Whether a locale environment asks for UTF-8: the first of `LC_ALL`, `LC_CTYPE` and
  /// `LANG` that is set and not empty decides (POSIX's order); none set means the C locale.
  public static func localeIsUTF8(_ environment: [String: String]) -> Bool {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      guard let value = environment[name], !value.isEmpty else { continue }
      let lowered = value.lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
    }
    return false
  }
}

/// The easy façade for terminals: Mermaid source in, a `TerminalDiagram` of character cells
/// out (flowcharts and sequence diagrams; state, class and ER diagrams through
/// `TerminalGraphChart`).
public enum TerminalDiagramRenderer {
  /// The most cells a drawing may take; a larger one is refused rather than allocated.
  public static let maximumCells = 4_000_000

  /// Parses and draws `source` at its natural size.
  public static func render(_ source: String, options: TerminalDiagramOptions = .init())
    throws(DiagramError) -> TerminalDiagram
  {
    let parsed = try MermaidSource(parsing: source)
    let glyphs = LineGlyphs(ascii: options.ascii)
    switch parsed.type {
    case .flowchart:
      let chart = try FlowchartParser.parse(parsed)
      return try drawFlowchart(chart, glyphs: glyphs, at: parsed.headerPosition).diagram()
    case .sequence:
      let diagram = try SequenceParser.parse(parsed)
      return try drawSequence(diagram, glyphs: glyphs, at: parsed.headerPosition).diagram()
    case .state, .classDiagram, .entityRelationship:
      let chart = try graphChart(parsed, ascii: options.ascii)
      return try drawFlowchart(chart, glyphs: glyphs, at: parsed.headerPosition).diagram()
    default:
      throw DiagramError(
        .unsupported,
        "\(parsed.type.rawValue) diagrams are drawn as SVG only; the terminal draws flowcharts, "
          + "sequence, state, class and ER diagrams",
        at: parsed.headerPosition)
    }
  }

  /// A state, class or ER diagram as the flowchart the terminal draws for it.
  static func graphChart(_ parsed: MermaidSource, ascii: Bool) throws(DiagramError) -> Flowchart {
    let graph: GraphDiagram
    switch parsed.type {
    case .state: graph = StateGraph.make(try StateParser.parse(parsed))
    case .classDiagram:
      graph = ClassGraph.make(try ClassParser.parse(parsed), settings: parsed.settings)
    default: graph = ERGraph.make(try ERParser.parse(parsed))
    }
    return TerminalGraphChart.flowchart(graph, ascii: ascii)
  }

  /// The painted flowchart (its canvas and what was drawn where).
  static func drawFlowchart(_ chart: Flowchart, glyphs: LineGlyphs, at position: SourcePosition)
    throws(DiagramError) -> TerminalFlowchartPainter
  {
    let layout = TerminalFlowchartLayout.layout(chart)
    try checkCells(layout.width + 1, layout.height, at: position)
    var painter = TerminalFlowchartPainter(chart: chart, layout: layout, glyphs: glyphs)
    painter.paint()
    return painter
  }

  static func drawSequence(
    _ diagram: SequenceDiagram, glyphs: LineGlyphs, at position: SourcePosition
  ) throws(DiagramError) -> TerminalSequencePainter {
    let layout = TerminalSequenceLayout(diagram)
    try checkCells(layout.width, layout.height, at: position)
    var painter = TerminalSequencePainter(layout: layout, glyphs: glyphs)
    painter.paint()
    return painter
  }

  static func checkCells(_ width: Int, _ height: Int, at position: SourcePosition)
    throws(DiagramError)
  {
    let (cells, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || cells > maximumCells {
      throw DiagramError(
        .limit,
        "the diagram would take \(width)×\(height) cells, over the terminal limit of "
          + "\(maximumCells / 1_000_000) million",
        at: position)
    }
  }
}

extension TerminalFlowchartPainter {
  /// The painted chart, with its title (if any) on a line above.
  func diagram() -> TerminalDiagram {
    var result = canvas.diagram()
    let title = String((chart.title ?? "").filter { DisplayWidth.of($0) > 0 })
    if !title.isEmpty {
      result.rows.insert([], at: 0)
      result.rows.insert([TerminalDiagram.Span(text: title, role: .frameTitle)], at: 0)
    }
    return result
  }
}
