/// Highlights a document line by line, keeping the tokenizer's line state between calls.
///
/// Callers that highlight fragments (diff hunks) call `reset()` before each one, so a hunk
/// starts from a fresh state instead of the end of the previous hunk.
package final class LineHighlighter {
  package let tokenizer: Tokenizer
  let primary: ScopeStyleResolver
  let alternate: ScopeStyleResolver?
  /// The state the next line is tokenized from.
  package private(set) var state: LineState = .initial
  /// Lines whose regex searches gave up at the retry limit.
  package private(set) var regexLimitLines = 0

  /// `remembersLines: false` is for callers that keep their own memory of highlighted lines
  /// (see `Tokenizer.remembersLines`).
  package init(
    grammar: Grammar, theme: Theme, alternateTheme: Theme? = nil, maxLineLength: Int = 10_000,
    remembersLines: Bool = true
  ) {
    tokenizer = Tokenizer(
      grammar: grammar, maxLineLength: maxLineLength, remembersLines: remembersLines)
    primary = ScopeStyleResolver(theme: theme)
    alternate = alternateTheme.map(ScopeStyleResolver.init(theme:))
  }

  /// Starts again from `state` (the initial state by default).
  package func reset(to state: LineState = .initial) {
    self.state = state
  }

  /// The styled spans of `line` (without its line break), in UTF-8 offsets of the line;
  /// touching tokens with the same style(s) are merged.
  package func highlight(_ line: String) -> [StyledSpan] {
    highlight(line[...])
  }

  /// The styled spans of `line`, as `highlight(_:)` on a string gives them.
  package func highlight(_ line: Substring) -> [StyledSpan] {
    let result = tokenizer.tokenizeLine(line, state: state)
    state = result.state
    if result.hitRegexLimit { regexLimitLines += 1 }
    return spans(of: result)
  }

  /// The styled spans of a line tokenized from any state, with this highlighter's theme(s);
  /// touching tokens with the same style(s) are merged. Leaves the line state alone.
  func spans(of result: TokenizedLine) -> [StyledSpan] {
    var spans: [StyledSpan] = []
    // An empty line (one empty token) gets no spans and allocates nothing.
    if let first = result.tokens.first, result.tokens.count > 1 || !first.utf8Range.isEmpty {
      spans.reserveCapacity(result.tokens.count)
    }
    for token in result.tokens where !token.utf8Range.isEmpty {
      let style = primary.style(token.scopes)
      let second = alternate?.style(token.scopes)
      if let last = spans.last, last.end == token.utf8Range.lowerBound, last.style == style,
        last.alternateStyle == second
      {
        spans[spans.count - 1].end = token.utf8Range.upperBound
      } else {
        spans.append(
          StyledSpan(
            start: token.utf8Range.lowerBound, end: token.utf8Range.upperBound, style: style,
            alternateStyle: second))
      }
    }
    return spans
  }
}
