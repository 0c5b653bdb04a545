/// A styled stretch of one line: UTF-8 byte offsets relative to the line's start.
public struct StyledSpan: Hashable, Sendable {
  public var start: Int
  public var end: Int
  public var style: TokenStyle
  /// The style under the second theme when a result is resolved for two themes at once
  /// (HTML with a light and a dark stylesheet).
  public var alternateStyle: TokenStyle?

  public init(start: Int, end: Int, style: TokenStyle, alternateStyle: TokenStyle? = nil) {
    self.start = start
    self.end = end
    self.style = style
    self.alternateStyle = alternateStyle
  }
}

/// One line of the source: where its text and its line break are (UTF-8 offsets in the whole
/// source), and its spans, sorted and non-overlapping. Text outside every span is plain.
public struct HighlightedLine: Hashable, Sendable {
  public var start: Int
  public var end: Int
  /// 0, 1 (LF) or 2 (CRLF).
  public var terminatorLength: Int
  public var spans: [StyledSpan]

  public init(start: Int, end: Int, terminatorLength: Int, spans: [StyledSpan] = []) {
    self.start = start
    self.end = end
    self.terminatorLength = terminatorLength
    self.spans = spans
  }
}

/// The model every output format renders: the unchanged source, its lines with styled spans,
/// the theme(s) and, when a budget was exceeded, why nothing is styled.
public struct HighlightedSource: Sendable {
  public var source: String
  public var language: Language?
  public var theme: Theme
  /// The second theme of a two-theme result (see `StyledSpan.alternateStyle`).
  public var alternateTheme: Theme?
  public var lines: [HighlightedLine]
  /// Set when highlighting gave up (unknown language, a budget); the lines then have no spans.
  public var fallback: String?

  public init(
    source: String, language: Language?, theme: Theme, alternateTheme: Theme? = nil,
    lines: [HighlightedLine], fallback: String? = nil
  ) {
    self.source = source
    self.language = language
    self.theme = theme
    self.alternateTheme = alternateTheme
    self.lines = lines
    self.fallback = fallback
  }

  /// The source as plain lines, for a fallback.
  public static func plain(
    _ source: String, language: Language?, theme: Theme, alternateTheme: Theme? = nil,
    reason: String
  ) -> HighlightedSource {
    HighlightedSource(
      source: source, language: language, theme: theme, alternateTheme: alternateTheme,
      lines: LineBreaks.split(source).map {
        HighlightedLine(start: $0.start, end: $0.end, terminatorLength: $0.terminatorLength)
      }, fallback: reason)
  }
}
