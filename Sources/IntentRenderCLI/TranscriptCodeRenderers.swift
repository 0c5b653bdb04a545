import MarkdownRender

/// Where code highlighting and Mermaid diagrams plug into transcript exports: MarkdownRender
/// knows neither Highlight nor DiagramLayout, the CLI wires them in here.
enum TranscriptCodeRenderers {
  /// Renderers for fenced code and tool JSON in HTML exports.
  static func html() -> CodeBlockRendererRegistry {
    CodeBlockRendererRegistry()
  }

  /// The highlighter for code in terminal output.
  static func terminal() -> (any CodeBlockHighlighter)? {
    nil
  }
}
