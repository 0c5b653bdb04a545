import RenderSupport

@testable import Highlight

/// A theme and synthetic spans for testing the writers without a tokenizer.
enum OutputFixtures {
  static let theme = Theme(
    ThemeDefinition(
      name: "T",
      settings: [
        ThemeSetting(selectors: nil, foreground: "#222222", background: "#FFFFFF"),
        ThemeSetting(selectors: ["keyword"], foreground: "#AF3A03", fontStyle: .bold),
        ThemeSetting(selectors: ["string"], foreground: "#0A6B33"),
        ThemeSetting(selectors: ["comment"], foreground: "#5F6B76", fontStyle: .italic),
      ]))

  static func style(_ scope: String) -> TokenStyle { theme.style(forScopes: ["source", scope]) }

  /// Splits `source` into lines and styles each `(line, utf8 start, utf8 end, scope)`.
  static func highlighted(_ source: String, _ spans: [(Int, Int, Int, String)])
    -> HighlightedSource
  {
    var lines = LineBreaks.split(source).map {
      HighlightedLine(start: $0.start, end: $0.end, terminatorLength: $0.terminatorLength)
    }
    for (line, start, end, scope) in spans {
      lines[line].spans.append(StyledSpan(start: start, end: end, style: style(scope)))
    }
    return HighlightedSource(source: source, language: nil, theme: theme, lines: lines)
  }
}
