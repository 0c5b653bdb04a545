import Highlight
import MarkdownRender

/// Syntax colours for fenced code in terminal output, through the Highlighter.
struct HighlightTerminalCodeHighlighter: CodeBlockHighlighter {
  let highlighter: Highlighter
  var limits = HighlightLimits(timeLimit: 1)

  func highlight(code: String, info: String, theme: TerminalThemeName) -> [[MarkdownRender
    .StyledSpan]]?
  {
    let language = CodeBlock.language(of: info)
    guard !language.isEmpty else { return nil }
    let result = highlighter.highlight(
      code: code, language: language,
      theme: theme == .dark ? ThemeCatalog.dark : ThemeCatalog.light,
      limits: limits)
    guard result.fallback == nil else { return nil }
    var lines: [[MarkdownRender.StyledSpan]] = []
    lines.reserveCapacity(result.lines.count)
    let utf8 = Array(code.utf8)
    let plain = result.theme.defaultStyle.textStyle
    for line in result.lines {
      var spans: [MarkdownRender.StyledSpan] = []
      var position = line.start
      func text(_ from: Int, _ to: Int) -> String {
        String(decoding: utf8[from..<to], as: UTF8.self)
      }
      for span in line.spans where span.end > span.start {
        if line.start + span.start > position {
          spans.append(.init(text(position, line.start + span.start), style: plain))
        }
        spans.append(
          .init(text(line.start + span.start, line.start + span.end), style: span.style.textStyle))
        position = line.start + span.end
      }
      if position < line.end { spans.append(.init(text(position, line.end), style: plain)) }
      lines.append(spans)
    }
    return lines
  }
}
