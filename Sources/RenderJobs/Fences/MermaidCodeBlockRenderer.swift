import DiagramLayout
import MarkdownRender
import RenderSupport

/// Mermaid fences as inline SVG (DiagramLayout). Ids come from a hash of the source, so they do
/// not depend on rendering order and several diagrams share a page. A diagram that cannot be
/// drawn (syntax error, unsupported type, over a limit) shows its source and the error, both
/// escaped, so the page around it stays intact.
struct MermaidCodeBlockRenderer: CodeBlockRenderer {
  var theme = CodeRenderers.HTMLTheme.auto
  /// Where the diagrams' warnings go; nil drops them (a caller with no one to tell).
  var warnings: MermaidFenceWarnings?

  func html(for block: CodeBlock) -> String? {
    let diagramTheme: DiagramTheme.Name =
      switch theme {
      case .light: .light
      case .dark: .dark
      case .auto: .auto
      }
    let options = DiagramOptions(
      theme: diagramTheme, idPrefix: "mermaid-\(ContentHash.hex(block.code).prefix(12))")
    do {
      let drawing = try DiagramRenderer.draw(block.code, options: options)
      warnings?.report(drawing.warnings, of: block)
      let svg = drawing.svg
      return "<figure class=\"diagram\">\(svg)</figure>\n"
    } catch {
      return "<figure class=\"diagram diagram-error\"><pre><code class=\"language-mermaid\">"
        + HTMLEscaping.text(block.code) + "</code></pre><figcaption>"
        + HTMLEscaping.text(MermaidNote.failure(error)) + "</figcaption></figure>\n"
    }
  }
}

/// The one-line remarks under a Mermaid fence.
enum MermaidNote {
  /// Under a diagram the terminal cannot draw yet.
  static let terminal = "Mermaid diagram shown as source; --format html draws it."

  /// Under a diagram wider than the terminal.
  static func tooWide(_ cells: Int, width: Int) -> String {
    "Mermaid diagram shown as source: it needs \(cells) columns, \(width) here; "
      + "--format html draws it."
  }

  /// Why a diagram was not drawn: `Mermaid diagram not drawn: LINE:COL: message`, the position
  /// counted inside the fence.
  static func failure(_ error: DiagramError) -> String {
    "Mermaid diagram not drawn: \(error.description)"
  }

  /// The remark for a fence's source: the error if it cannot be drawn, else `terminal`.
  static func check(_ source: String) -> String {
    do {
      _ = try DiagramRenderer.render(source)
      return terminal
    } catch {
      return failure(error)
    }
  }
}
