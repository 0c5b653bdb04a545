import DiagramLayout
import Highlight
import MarkdownRender
import RenderSupport

/// The data of fenced code for the JSON model: token runs from the shared highlighter within
/// the document's budget (the highlight contract's runs), and Mermaid fences as SVG.
struct FenceDataRenderer: CodeBlockDataRenderer {
  let highlighter: SharedHighlighter?
  let budget: HighlightBudget
  var prefetcher: FencePrefetcher?
  let diagrams: Bool
  let theme: Highlight.Theme
  let diagramTheme: DiagramTheme.Name
  /// Where the diagrams' warnings go.
  var warnings: MermaidFenceWarnings?

  func data(for block: CodeBlock) -> CodeBlockData? {
    if diagrams, block.language == "mermaid" {
      return CodeBlockData(diagram: diagram(block))
    }
    guard let highlighter,
      let result = highlighter.highlight(
        code: block.code, language: block.language, theme: theme, budget: budget,
        prefetcher: prefetcher)
    else { return nil }
    let runs = TokenRunBuilder.runs(result).map {
      CodeRun(
        location: $0.location, length: $0.length, color: $0.color,
        fontStyle: Int($0.fontStyle.rawValue))
    }
    return CodeBlockData(
      highlight: CodeHighlightData(
        language: result.language?.identifier ?? block.language,
        foreground: result.theme.foreground, background: result.theme.background, runs: runs))
  }

  /// The SVG the HTML page would inline (same ids), or why there is none.
  private func diagram(_ block: CodeBlock) -> CodeDiagramData {
    let options = DiagramOptions(
      theme: diagramTheme, idPrefix: "mermaid-\(ContentHash.hex(block.code).prefix(12))")
    do {
      let drawing = try DiagramRenderer.draw(block.code, options: options)
      warnings?.report(drawing.warnings, of: block)
      return .svg(drawing.svg)
    } catch {
      return .failed(MermaidNote.failure(error))
    }
  }
}
