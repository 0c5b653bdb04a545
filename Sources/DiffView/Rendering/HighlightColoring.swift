import Highlight
import RenderSupport

/// Syntax colours from Highlight: the lines are joined into one text and tokenized from a
/// fresh grammar state, the language found from the path as Linguist finds it. Over-budget or
/// unknown files come back `nil` and stay plain.
public struct HighlightColoring: DiffSyntaxColoring {
  public let highlighter: Highlighter
  public let theme: Theme
  /// A second theme whose styles ride along on each run (HTML light and dark).
  public let alternateTheme: Theme?
  public var limits: HighlightLimits

  public init(
    highlighter: Highlighter, theme: Theme, alternateTheme: Theme? = nil,
    limits: HighlightLimits = HighlightLimits()
  ) {
    self.highlighter = highlighter
    self.theme = theme
    self.alternateTheme = alternateTheme
    self.limits = limits
  }

  public var foreground: RGBColor { theme.foreground }
  public var background: RGBColor { theme.background }

  public func supports(path: String) -> Bool {
    highlighter.languages.detect(path: path, firstLine: nil) != nil
  }

  public func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]? {
    guard !lines.isEmpty else { return [] }
    let code = lines.joined(separator: "\n")
    let result = highlighter.highlight(
      code: code, path: path, theme: theme, alternateTheme: alternateTheme, limits: limits)
    guard result.fallback == nil, result.lines.count >= lines.count else { return nil }
    let plain = theme.defaultStyle
    let alternatePlain = alternateTheme?.defaultStyle
    var output: [[SyntaxRun]] = []
    output.reserveCapacity(lines.count)
    for line in result.lines.prefix(lines.count) {
      var runs: [SyntaxRun] = []
      for span in line.spans where span.end > span.start {
        let isPlain =
          span.style.foreground == plain.foreground && span.style.fontStyle.isEmpty
          && (span.alternateStyle.map {
            $0.foreground == alternatePlain?.foreground && $0.fontStyle.isEmpty
          } ?? true)
        if isPlain { continue }
        let style = span.style.textStyle
        let alternate = span.alternateStyle?.textStyle
        if let last = runs.last, last.start + last.length == span.start, last.style == style,
          last.alternate == alternate
        {
          runs[runs.count - 1].length += span.end - span.start
        } else {
          runs.append(
            SyntaxRun(
              start: span.start, length: span.end - span.start, style: style, alternate: alternate))
        }
      }
      output.append(runs)
    }
    return output
  }
}
