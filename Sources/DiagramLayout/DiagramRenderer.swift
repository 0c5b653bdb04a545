/// Options for `DiagramRenderer`.
public struct DiagramOptions: Equatable, Sendable {
  /// The theme; nil uses the one the diagram asks for, else light.
  public var theme: DiagramTheme.Name?
  /// Prefix of every `id` in the SVG, so several diagrams can share one page. Characters other
  /// than ASCII letters, digits, `-` and `_` are dropped.
  public var idPrefix: String
  /// The font size of labels, in pixels.
  public var fontSize: Double

  public init(theme: DiagramTheme.Name? = nil, idPrefix: String = "diagram", fontSize: Double = 14)
  {
    self.theme = theme
    self.idPrefix = idPrefix
    self.fontSize = fontSize
  }
}

/// What a diagram type's renderer receives besides the source.
public struct DiagramContext: Sendable {
  /// The theme to draw with (the caller's, else the diagram's, else light).
  public var theme: DiagramTheme
  /// A sanitized id prefix; the root element's id is exactly this.
  public var idPrefix: String
  /// Measures label text in the font the SVG names.
  public var measurer: TextMeasurer
}

/// A diagram type's renderer: a parsed `MermaidSource` in, an SVG document out.
public protocol DiagramTypeRenderer {
  static func render(_ source: MermaidSource, context: DiagramContext) throws(DiagramError)
    -> String
}

/// The easy façade: Mermaid source text in, SVG out, whatever the diagram type.
public enum DiagramRenderer {
  /// Renders `source` to an SVG 1.1 document at its natural size.
  public static func render(_ source: String, options: DiagramOptions = DiagramOptions())
    throws(DiagramError) -> String
  {
    let parsed = try MermaidSource(parsing: source)
    let theme = DiagramTheme(options.theme ?? parsed.settings.theme ?? .light)
    let context = DiagramContext(
      theme: theme, idPrefix: sanitize(options.idPrefix),
      measurer: TextMeasurer(fontSize: options.fontSize))
    return try renderer(for: parsed.type).render(parsed, context: context)
  }

  /// The renderer of each diagram type.
  static func renderer(for type: DiagramType) -> any DiagramTypeRenderer.Type {
    switch type {
    case .flowchart: return FlowchartRenderer.self
    case .sequence: return SequenceRenderer.self
    case .state: return StateRenderer.self
    case .classDiagram: return ClassRenderer.self
    case .entityRelationship: return ERRenderer.self
    }
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

/// Stands in for a diagram type whose renderer has not landed.
enum UnsupportedRenderer: DiagramTypeRenderer {
  static func render(_ source: MermaidSource, context: DiagramContext) throws(DiagramError)
    -> String
  {
    throw DiagramError(
      .unsupported, "\(source.type.rawValue) diagrams are not supported yet",
      at: source.headerPosition)
  }
}
