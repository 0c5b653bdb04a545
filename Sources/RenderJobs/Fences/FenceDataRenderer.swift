import DiagramLayout
import Highlight
import MarkdownRender
import RenderSupport

/// The data of fenced code for the JSON model: token runs from the shared highlighter within
/// the document's budget (the highlight contract's runs), and Mermaid fences as SVG and scene.
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
        prefetcher: prefetcher, start: block.start)
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

  /// The SVG the HTML page would inline (same ids) and the scene of the same drawing, or why
  /// there is none; the drawing's warnings go to the job too.
  private func diagram(_ block: CodeBlock) -> CodeDiagramData {
    let options = DiagramOptions(
      theme: diagramTheme, idPrefix: "mermaid-\(ContentHash.hex(block.code).prefix(12))")
    do {
      let drawing = try DiagramRenderer.drawWithScene(block.code, options: options)
      warnings?.report(drawing.warnings, of: block)
      return .drawn(
        svg: drawing.svg, scene: DiagramSceneJSON.value(drawing.scene),
        warnings: drawing.warnings.map {
          CodeDiagramIssue(
            kind: $0.severity.rawValue, message: $0.message, line: $0.position?.line ?? 0,
            column: $0.position?.column ?? 1)
        })
    } catch {
      return .failed(
        CodeDiagramIssue(
          kind: error.kind.rawValue, message: error.message, line: error.position.line,
          column: error.position.column))
    }
  }
}
