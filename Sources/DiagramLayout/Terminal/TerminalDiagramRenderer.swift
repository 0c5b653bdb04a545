import RenderSupport

/// Options for `TerminalDiagramRenderer`.
public struct TerminalDiagramOptions: Equatable, Sendable {
  /// Draw with ASCII (`+-|>`) instead of Unicode box drawing.
  public var ascii: Bool

  /// Options drawing with Unicode box drawing unless `ascii` is set.
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
    guard let terminal = parsed.type.definition.terminal else {
      throw DiagramError(
        .unsupported,
        "\(parsed.type.rawValue) diagrams are drawn as SVG only; the terminal draws "
          + "\(DiagramTypeRegistry.terminalTypeList) diagrams",
        at: parsed.headerPosition)
    }
    return try terminal.draw(parsed, options)
  }

  /// A state, class or ER diagram's boxes and lines drawn as the flowchart the terminal draws
  /// for them.
  static func drawGraph(
    _ graph: GraphDiagram, source: MermaidSource, options: TerminalDiagramOptions
  ) throws(DiagramError) -> TerminalDiagram {
    let chart = TerminalGraphChart.flowchart(graph, ascii: options.ascii)
    return try drawFlowchart(
      chart, glyphs: LineGlyphs(ascii: options.ascii), at: source.headerPosition
    ).diagram()
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
