import Highlight
import MarkdownRender

/// Where code highlighting and Mermaid diagrams plug into transcript exports: MarkdownRender
/// knows neither Highlight nor DiagramLayout, the CLI wires them in here.
struct TranscriptCodeRenderers: Sendable {
  let highlighter: Highlighter

  init(environment: [String: String]) {
    highlighter = Highlighter(environment: environment)
  }

  /// Renderers for fenced code and tool JSON in one HTML export (fresh per page, so the ids
  /// and class prefixes it numbers start at 1 on every page).
  func html() -> CodeBlockRendererRegistry {
    var registry = CodeBlockRendererRegistry()
    registry.register(MermaidCodeBlockRenderer(), for: ["mermaid"])
    registry.fallback = HighlightCodeBlockRenderer(highlighter: highlighter)
    return registry
  }

  /// The highlighter for code in terminal output.
  func terminal() -> any CodeBlockHighlighter {
    HighlightTerminalCodeHighlighter(highlighter: highlighter)
  }
}
