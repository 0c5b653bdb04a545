import DiagramLayout

/// Mermaid source through the paths beside the SVG one: `DiagramRenderer.check` (what
/// `diagram/check` and `check_mermaid` run) and the terminal drawing, in Unicode or ASCII cells.
enum FuzzDiagramTerminal {
  static func run(_ input: FuzzInput) {
    _ = try? DiagramRenderer.check(input.text)
    do {
      let drawing = try TerminalDiagramRenderer.render(
        input.text, options: TerminalDiagramOptions(ascii: input.flag(0)))
      // Labels are text: nothing of the source reaches the terminal as a control character.
      for row in drawing.rows {
        for span in row {
          check(
            !span.text.unicodeScalars.contains {
              $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            },
            "a terminal drawing holds a control character")
        }
      }
    } catch {
      // Types drawn as SVG only, and diagrams that cannot be drawn: reported, not findings.
    }
  }
}
