import DiagramLayout
import MarkdownRender
import RenderSupport

/// Mermaid fences drawn in the terminal (`note`, `transcript`): the diagram in character
/// cells when it fits the width, else its source with a one-line remark saying why.
enum MermaidTerminalDrawing {
  static func drawing(code: String, width: Int, theme: TerminalThemeName, ascii: Bool)
    -> CodeBlockDrawing
  {
    let drawn: TerminalDiagram
    do {
      drawn = try TerminalDiagramRenderer.render(
        code, options: TerminalDiagramOptions(ascii: ascii))
    } catch {
      return .source(note: MermaidNote.failure(error))
    }
    guard drawn.width <= width else {
      return .source(note: MermaidNote.tooWide(drawn.width, width: width))
    }
    let palette = DiagramTheme(theme == .light ? .light : .dark)
    return .lines(
      drawn.rows.map { row in
        row.map { span in
          StyledSpan(span.text, style: TerminalDiagram.style(for: span.role, theme: palette))
        }
      })
  }
}
