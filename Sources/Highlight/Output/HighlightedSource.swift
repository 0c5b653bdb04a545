/// A styled stretch of one line: UTF-8 byte offsets relative to the line's start.
package struct StyledSpan: Hashable, Sendable {
  package var start: Int
  package var end: Int
  package var style: TokenStyle
  /// The style under the second theme when a result is resolved for two themes at once
  /// (HTML with a light and a dark stylesheet).
  package var alternateStyle: TokenStyle?

  package init(start: Int, end: Int, style: TokenStyle, alternateStyle: TokenStyle? = nil) {
    self.start = start
    self.end = end
    self.style = style
    self.alternateStyle = alternateStyle
  }
}

/// One line of the source: where its text and its line break are (UTF-8 offsets in the whole
/// source), and its spans, sorted and non-overlapping. Text outside every span is plain.
package struct HighlightedLine: Hashable, Sendable {
  package var start: Int
  package var end: Int
  /// 0, 1 (LF) or 2 (CRLF).
  package var terminatorLength: Int
  package var spans: [StyledSpan]

  package init(start: Int, end: Int, terminatorLength: Int, spans: [StyledSpan] = []) {
    self.start = start
    self.end = end
    self.terminatorLength = terminatorLength
    self.spans = spans
  }
}

/// The model every output format renders: the unchanged source, its lines with styled spans,
/// the theme(s) and, when a budget was exceeded, why nothing is styled.
package struct HighlightedSource: Sendable {
  package var source: String
  package var language: Language?
  package var theme: Theme
  /// The second theme of a two-theme result (see `StyledSpan.alternateStyle`).
  package var alternateTheme: Theme?
  package var lines: [HighlightedLine]
  /// Set when highlighting gave up (unknown language, a budget); the lines then have no spans.
  package var fallback: HighlightFallback?

  package init(
    source: String, language: Language?, theme: Theme, alternateTheme: Theme? = nil,
    lines: [HighlightedLine], fallback: HighlightFallback? = nil
  ) {
    self.source = source
    self.language = language
    self.theme = theme
    self.alternateTheme = alternateTheme
    self.lines = lines
    self.fallback = fallback
  }

  /// The source as plain lines, for a fallback.
  package static func plain(
    _ source: String, language: Language?, theme: Theme, alternateTheme: Theme? = nil,
    reason: HighlightFallback
  ) -> HighlightedSource {
    HighlightedSource(
      source: source, language: language, theme: theme, alternateTheme: alternateTheme,
      lines: LineBreaks.split(source).map {
        HighlightedLine(start: $0.start, end: $0.end, terminatorLength: $0.terminatorLength)
      }, fallback: reason)
  }
}

extension HighlightedSource {
  /// Line `index` cut into consecutive pieces of text, each with its style (`nil`: plain
  /// text); the pieces join back to the line without its break. The simplest way for other
  /// renderers (Markdown code blocks, diffs) to paint a line.
  package func segments(ofLine index: Int) -> [(text: Substring, style: TokenStyle?)] {
    let line = lines[index]
    let utf8 = source.utf8
    let lineStart = utf8.index(utf8.startIndex, offsetBy: line.start)
    var pieces: [(text: Substring, style: TokenStyle?)] = []
    var position = 0
    var cursor = lineStart
    func advance(to offset: Int) -> Substring {
      let end = utf8.index(cursor, offsetBy: offset - position)
      defer {
        cursor = end
        position = offset
      }
      return source[cursor..<end]
    }
    for span in line.spans where span.end > span.start {
      if span.start > position { pieces.append((advance(to: span.start), nil)) }
      pieces.append((advance(to: span.end), span.style))
    }
    if line.end - line.start > position { pieces.append((advance(to: line.end - line.start), nil)) }
    return pieces
  }
}
