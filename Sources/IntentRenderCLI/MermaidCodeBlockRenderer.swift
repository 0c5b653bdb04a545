import DiagramLayout
import MarkdownRender

/// Mermaid fences as inline SVG (DiagramLayout), themed for the viewer's colour scheme. A
/// diagram that cannot be drawn (syntax error, unsupported type, over a limit) returns `nil`,
/// so its source is shown as code instead. Ids come from a hash of the source, so they do not
/// depend on rendering order.
struct MermaidCodeBlockRenderer: CodeBlockRenderer {
  func html(for block: CodeBlock) -> String? {
    let options = DiagramOptions(
      theme: .auto, idPrefix: "mermaid-\(ContentHash.hex(block.code).prefix(12))")
    guard let svg = try? DiagramRenderer.render(block.code, options: options) else { return nil }
    return "<figure class=\"diagram\">\(svg)</figure>\n"
  }
}
