import RenderSupport

/// What a client needs to paint a fenced code block itself: its token runs, or the drawing of
/// a diagram fence. Made by a `CodeBlockDataRenderer`, which the jobs wire in (MarkdownRender
/// knows neither the highlighter nor the diagram layout).
public struct CodeBlockData: Equatable, Sendable {
  /// The highlighting, when the fence's language has a grammar and the budget allowed it.
  public var highlight: CodeHighlightData?
  /// The drawing, for a diagram fence (```mermaid).
  public var diagram: CodeDiagramData?

  public init(highlight: CodeHighlightData? = nil, diagram: CodeDiagramData? = nil) {
    self.highlight = highlight
    self.diagram = diagram
  }
}

/// A fence's highlighting in the highlight contract's terms: runs in UTF-16 code units of the
/// unchanged code, uncovered text in the theme's foreground.
public struct CodeHighlightData: Equatable, Sendable {
  /// The language the grammar is for (a Linguist name).
  public var language: String
  public var foreground: RGBColor
  public var background: RGBColor
  public var runs: [CodeRun]

  public init(language: String, foreground: RGBColor, background: RGBColor, runs: [CodeRun]) {
    self.language = language
    self.foreground = foreground
    self.background = background
    self.runs = runs
  }
}

/// One styled run: `location`/`length` in UTF-16 code units, `fontStyle` the contract's bit set
/// (1 italic, 2 bold, 4 underline, 8 strikethrough).
public struct CodeRun: Hashable, Sendable {
  public var location: Int
  public var length: Int
  public var color: RGBColor
  public var fontStyle: Int

  public init(location: Int, length: Int, color: RGBColor, fontStyle: Int) {
    self.location = location
    self.length = length
    self.color = color
    self.fontStyle = fontStyle
  }
}

/// A diagram fence drawn, or why it was not.
public enum CodeDiagramData: Equatable, Sendable {
  /// The diagram as a self-contained SVG document.
  case svg(String)
  /// The one-line reason it could not be drawn (its position counted inside the fence).
  case failed(String)
}

/// Makes the data of fenced code blocks (highlighting, diagrams); `nil` leaves a block plain.
public protocol CodeBlockDataRenderer: Sendable {
  func data(for block: CodeBlock) -> CodeBlockData?
}
