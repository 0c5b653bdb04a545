import DiagramLayout
import Highlight
import MarkdownRender
import RenderSupport

/// Syntax colours for fenced code in terminal output through the shared highlighter, and a
/// remark under Mermaid fences (the terminal shows their source; the remark says so, or why the
/// diagram cannot be drawn).
struct HighlightTerminalCodeHighlighter: CodeBlockHighlighter {
  /// `nil` when highlighting is off.
  let highlighter: SharedHighlighter?
  var budget: HighlightBudget
  var prefetcher: FencePrefetcher?
  /// Whether Mermaid fences are drawn in cells, and with ASCII only.
  var diagrams = true
  var asciiDiagrams = false
  /// Mermaid fences as PNG pictures instead of cells (`--images`), when they can be drawn so.
  var pictures: TerminalPictures?
  /// The syntax theme in place of the palette's built-in one.
  var codeTheme: Highlight.Theme?
  /// Where the warnings of Mermaid fences go besides the dim lines under them; nil: nowhere.
  var diagramWarnings: MermaidFenceWarnings?

  func highlight(code: String, info: String, theme: TerminalThemeName) -> [[MarkdownRender
    .StyledSpan]]?
  {
    highlight(CodeBlock(info: info, code: code), theme: theme)
  }

  func highlight(_ block: CodeBlock, theme: TerminalThemeName) -> [[MarkdownRender.StyledSpan]]? {
    let code = block.code
    guard let highlighter,
      let result = highlighter.highlight(
        code: code, language: block.language,
        theme: codeTheme ?? (theme == .dark ? ThemeCatalog.dark : ThemeCatalog.light),
        budget: budget, prefetcher: prefetcher, start: block.start)
    else { return nil }
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

  func drawing(code: String, info: String, width: Int, theme: TerminalThemeName)
    -> CodeBlockDrawing?
  {
    guard diagrams, CodeBlock.language(of: info) == "mermaid" else { return nil }
    if let picture = pictures?.diagram(code, width: width, theme: theme) {
      return .image(picture)
    }
    return MermaidTerminalDrawing.drawing(
      code: code, width: width, theme: theme, ascii: asciiDiagrams)
  }

  func note(code: String, info: String) -> String? {
    CodeBlock.language(of: info) == "mermaid" ? MermaidNote.check(code) : nil
  }

  /// A Mermaid fence's warnings, as `--format html` and `json` report them: the diagram's
  /// drawing decides what was left out, whether the terminal shows it in cells, as a picture
  /// or as source (its settings and items are the same).
  func warnings(for block: CodeBlock) -> [Diagnostic] {
    guard diagrams, block.language == "mermaid",
      let drawing = try? DiagramRenderer.draw(block.code)
    else { return [] }
    diagramWarnings?.report(drawing.warnings, of: block)
    return MermaidFenceWarnings.placed(drawing.warnings, of: block)
  }
}
