import DiagramLayout

/// Mermaid source through parse, layout and SVG (`DiagramRenderer`), in the theme the first
/// byte picks or the one the source asks for.
enum FuzzDiagram {
  static func run(_ input: FuzzInput) {
    let names: [DiagramTheme.Name?] = [nil, .light, .dark, .auto]
    let theme = names[Int(input.byte(0) % 4)]
    do {
      let svg = try DiagramRenderer.render(input.text, options: DiagramOptions(theme: theme))
      // Labels are text, never markup: the drawing holds no script and no link.
      check(!FuzzMarkdown.contains(Array(svg.utf8), "<script"), "SVG holds a <script tag")
      check(!FuzzMarkdown.contains(Array(svg.utf8), "<a "), "SVG holds a link")
    } catch {
      // A diagram that cannot be drawn is reported with its position: not a finding.
    }
  }
}
