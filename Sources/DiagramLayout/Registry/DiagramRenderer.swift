import RenderSupport

/// Options for `DiagramRenderer`.
public struct DiagramOptions: Equatable, Sendable {
  /// The theme; nil uses the one the diagram asks for, else light.
  public var theme: DiagramTheme.Name?
  /// Prefix of every `id` in the SVG, so several diagrams can share one page. Characters other
  /// than ASCII letters, digits, `-` and `_` are dropped.
  public var idPrefix: String
  /// The font size of labels, in pixels.
  public var fontSize: Double
  /// Today as milliseconds since 1970-01-01T00:00Z, for Gantt charts' today marker (a pure
  /// renderer has no clock of its own: the same source gives the same SVG unless this is set).
  public var today: Int64?

  /// Options with the defaults: the diagram's theme, ids prefixed `diagram`, 14 px labels, no
  /// today marker.
  public init(
    theme: DiagramTheme.Name? = nil, idPrefix: String = "diagram", fontSize: Double = 14,
    today: Int64? = nil
  ) {
    self.theme = theme
    self.idPrefix = idPrefix
    self.fontSize = fontSize
    self.today = today
  }
}

/// What a diagram type's renderer receives besides the source.
package struct DiagramContext: Sendable {
  /// The theme to draw with (the caller's, else the diagram's, else light).
  package var theme: DiagramTheme
  /// A sanitized id prefix; the root element's id is exactly this.
  package var idPrefix: String
  /// Measures label text in the font the SVG names.
  package var measurer: TextMeasurer
  /// `DiagramOptions.today`.
  package var today: Int64? = nil
  /// Whether the caller has given up on the drawing (a server request's cancellation).
  package var isCancelled: @Sendable () -> Bool = { false }
  /// The source's `accTitle`/`accDescr` as `MermaidSource.accessible` read them (the chart
  /// types' documents are named with them; the graph types carry them in their models).
  package var accessible = AccessibleText()
  /// Where the renderers say what they could not honour or draw (never dropped silently).
  package var warnings = DiagramWarnings()

  /// Throws a `cancelled` error once the caller has given up: renderers call it between their
  /// phases (parse, layout, SVG), so a cancelled drawing stops at the next one.
  package func checkpoint() throws(DiagramError) {
    if isCancelled() {
      throw DiagramError(.cancelled, "cancelled", at: SourcePosition(line: 1, column: 1))
    }
  }
}

/// A drawing and what it could not honour.
public struct DiagramDrawing: Sendable {
  /// The SVG 1.1 document.
  public var svg: String
  /// Settings read but not drawn, and anything else left out, each with its position.
  public var warnings: [Diagnostic]
}

/// The easy façade: Mermaid source text in, SVG out, whatever the diagram type.
public enum DiagramRenderer {
  /// Renders `source` to an SVG 1.1 document at its natural size; once `isCancelled` says so,
  /// it stops between two phases with a `cancelled` error.
  public static func render(
    _ source: String, options: DiagramOptions = DiagramOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> String {
    try draw(source, options: options, isCancelled: isCancelled).svg
  }

  /// Renders `source` as `render` does, and says what the drawing could not honour (a setting
  /// it does not draw, a value of the wrong kind), each warning with its source position.
  public static func draw(
    _ source: String, options: DiagramOptions = DiagramOptions(),
    isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> DiagramDrawing {
    let (parsed, context) = try prepare(source, options: options, isCancelled: isCancelled)
    let svg = try parsed.type.definition.render(parsed, context)
    reportUnreadSettings(parsed, context)
    return DiagramDrawing(svg: svg, warnings: context.warnings.all)
  }

  /// `source` parsed, and the context its drawing runs in: the theme and text measurer its
  /// settings give `options`, checked once for cancellation. The SVG and the scene share it.
  static func prepare(
    _ source: String, options: DiagramOptions, isCancelled: @escaping @Sendable () -> Bool
  ) throws(DiagramError) -> (MermaidSource, DiagramContext) {
    let parsed = try MermaidSource(parsing: source)
    var theme = ConfiguredTheme.theme(caller: options.theme, settings: parsed.settings)
    let scaleWarnings = ConfiguredTheme.applyScale(
      parsed.type.definition.scaleVariables, settings: parsed.settings, to: &theme)
    let measurer = ConfiguredTheme.measurer(
      TextMeasurer(fontSize: options.fontSize), settings: parsed.settings)
    let context = DiagramContext(
      theme: theme, idPrefix: sanitize(options.idPrefix), measurer: measurer,
      today: options.today, isCancelled: isCancelled, accessible: parsed.accessible)
    context.warnings.report(scaleWarnings)
    try context.checkpoint()
    return (parsed, context)
  }

  /// Warns about the settings the drawing of `parsed` never read (`SettingsAudit`).
  static func reportUnreadSettings(_ parsed: MermaidSource, _ context: DiagramContext) {
    context.warnings.report(
      SettingsAudit.unread(parsed.settings, sections: parsed.type.definition.configSections))
  }

  /// Checks `source` as `render` would, without writing SVG: with the type's own check where it
  /// has one (flowcharts and sequences are only parsed: their layout cannot fail), else by
  /// drawing (`DiagramTypeDefinition.check`). Returns the diagram's type.
  public static func check(
    _ source: String, isCancelled: @escaping @Sendable () -> Bool = { false }
  ) throws(DiagramError) -> DiagramType {
    let parsed = try MermaidSource(parsing: source)
    if let check = parsed.type.definition.check {
      try check(parsed)
    } else {
      _ = try render(source, isCancelled: isCancelled)
    }
    return parsed.type
  }

  /// Keeps ASCII letters, digits, `-` and `_`; starts with a letter.
  static func sanitize(_ prefix: String) -> String {
    var result = String(
      prefix.unicodeScalars.filter {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-"
          || $0 == "_"
      })
    if result.first.map({ !$0.isLetter }) ?? true { result = "d" + result }
    return result
  }
}
