import RenderSupport

/// What a client needs to paint a fenced code block itself: its token runs, or the drawing of
/// a diagram fence. Made by a `CodeBlockDataRenderer`, which the jobs wire in (MarkdownRender
/// knows neither the highlighter nor the diagram layout).
package struct CodeBlockData: Equatable, Sendable {
  /// The highlighting, when the fence's language has a grammar and the budget allowed it.
  package var highlight: CodeHighlightData?
  /// The drawing, for a diagram fence (```mermaid).
  package var diagram: CodeDiagramData?

  package init(highlight: CodeHighlightData? = nil, diagram: CodeDiagramData? = nil) {
    self.highlight = highlight
    self.diagram = diagram
  }
}

/// A fence's highlighting in the highlight contract's terms: runs in UTF-16 code units of the
/// unchanged code, uncovered text in the theme's foreground.
package struct CodeHighlightData: Equatable, Sendable {
  /// The language the grammar is for (a Linguist name).
  package var language: String
  package var foreground: RGBColor
  package var background: RGBColor
  package var runs: [CodeRun]

  package init(language: String, foreground: RGBColor, background: RGBColor, runs: [CodeRun]) {
    self.language = language
    self.foreground = foreground
    self.background = background
    self.runs = runs
  }
}

/// One styled run: `location`/`length` in UTF-16 code units, `fontStyle` the contract's bit set
/// (1 italic, 2 bold, 4 underline, 8 strikethrough).
package struct CodeRun: Hashable, Sendable {
  package var location: Int
  package var length: Int
  package var color: RGBColor
  package var fontStyle: Int

  package init(location: Int, length: Int, color: RGBColor, fontStyle: Int) {
    self.location = location
    self.length = length
    self.color = color
    self.fontStyle = fontStyle
  }
}

/// A diagram fence drawn, or why it was not.
package enum CodeDiagramData: Equatable, Sendable {
  /// The diagram as a self-contained SVG document and as the display list of the same layout
  /// (`schemas/diagram-scene.v1.schema.json`), with what the drawing left out.
  case drawn(svg: String, scene: JSONValue, warnings: [CodeDiagramIssue])
  /// Why it could not be drawn.
  case failed(CodeDiagramIssue)
}

/// A problem of a diagram fence: its kind (`syntax`, `limit`, `unsupported`, `cancelled`, or
/// `warning`), the one-line message, and where, counted inside the fence (line 1 is the line
/// after the opening fence).
package struct CodeDiagramIssue: Equatable, Sendable {
  package var kind: String
  package var message: String
  package var line: Int
  package var column: Int

  package init(kind: String, message: String, line: Int, column: Int) {
    self.kind = kind
    self.message = message
    self.line = line
    self.column = column
  }
}

/// Makes the data of fenced code blocks (highlighting, diagrams); `nil` leaves a block plain.
package protocol CodeBlockDataRenderer: Sendable {
  func data(for block: CodeBlock) -> CodeBlockData?
}
