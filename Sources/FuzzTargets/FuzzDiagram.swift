import DiagramLayout

/// Mermaid source through parse, layout and SVG (`DiagramRenderer`), in the theme the first
/// byte picks or the one the source asks for.
enum FuzzDiagram {
  /// Any text, whatever type its header names.
  static func run(_ input: FuzzInput) {
    render(input.text, input: input)
  }

  /// The input as the body of a `type` diagram: its header keyword (the byte after the theme's
  /// picks which of the type's keywords) on the line before, so every input reaches the type's
  /// parser, however rarely a mutation would spell the header.
  static func run(_ input: FuzzInput, type: DiagramType) {
    let keywords = type.definition.keywords
    let keyword = keywords[Int(input.byte(1)) % keywords.count]
    render(keyword + "\n" + input.text, input: input)
  }

  private static func render(_ text: String, input: FuzzInput) {
    let names: [DiagramTheme.Name?] = [nil, .light, .dark, .auto]
    let theme = names[Int(input.byte(0) % 4)]
    do {
      let svg = try DiagramRenderer.render(text, options: DiagramOptions(theme: theme))
      // Labels are text, never markup: the drawing holds no script and no link.
      check(!FuzzMarkdown.contains(Array(svg.utf8), "<script"), "SVG holds a <script tag")
      check(!FuzzMarkdown.contains(Array(svg.utf8), "<a "), "SVG holds a link")
    } catch {
      // A diagram that cannot be drawn is reported with its position: not a finding.
    }
  }
}
