import RenderSupport

/// The two palettes of the terminal renderer, for dark and light terminal backgrounds.
public enum TerminalThemeName: String, Sendable, CaseIterable {
  case dark
  case light
}

/// Colours the code of fenced blocks (implemented by the highlighter and plugged in by the
/// CLI, so MarkdownRender does not depend on it).
package protocol CodeBlockHighlighter: Sendable {
  /// Styled lines for `code` of a block whose info string is `info`, one array of spans per
  /// source line, or `nil` to show the code in the theme's plain code style.
  func highlight(code: String, info: String, theme: TerminalThemeName) -> [[StyledSpan]]?

  /// `highlight(code:info:theme:)` for `block`, whose place in the document a warning about
  /// it (a fired time limit, a budget) names.
  func highlight(_ block: CodeBlock, theme: TerminalThemeName) -> [[StyledSpan]]?

  /// A one-line remark shown under the block (a diagram drawn only in HTML, or why it could not
  /// be drawn), or `nil` for none.
  func note(code: String, info: String) -> String?

  /// What replaces the block in the terminal, at most `width` cells wide (a diagram drawn in
  /// cells), or `nil` to show the code as usual.
  func drawing(code: String, info: String, width: Int, theme: TerminalThemeName)
    -> CodeBlockDrawing?

  /// What drawing `block` left out (a diagram's settings it does not draw, items it
  /// dropped), each placed in the document by the fence's start: shown dim under the block.
  /// The highlighter reports them where the document's warnings go as well, once per call.
  func warnings(for block: CodeBlock) -> [Diagnostic]
}

/// A fence shown as a drawing instead of its code, or its code with a remark saying why not.
package enum CodeBlockDrawing: Equatable, Sendable {
  /// The drawing's lines, each at most the width asked for.
  case lines([[StyledSpan]])
  /// A picture at most the width asked for (terminals that show images).
  case image(TerminalImage)
  /// Show the code with this one-line remark under it (too wide, or not drawable).
  case source(note: String)
}

extension CodeBlockHighlighter {
  /// Without places: the block's code and info string.
  package func highlight(_ block: CodeBlock, theme: TerminalThemeName) -> [[StyledSpan]]? {
    highlight(code: block.code, info: block.info, theme: theme)
  }

  /// No remark: plain highlighters only colour code.
  package func note(code: String, info: String) -> String? { nil }

  /// No drawings: plain highlighters only colour code.
  package func drawing(code: String, info: String, width: Int, theme: TerminalThemeName)
    -> CodeBlockDrawing?
  { nil }

  /// No warnings: plain highlighters draw nothing to leave out.
  package func warnings(for block: CodeBlock) -> [Diagnostic] { [] }
}

/// Settings of `TerminalRenderer`.
package struct TerminalRenderOptions: Sendable {
  /// Width in terminal cells no output line exceeds (values under 8 are treated as 8).
  package var width: Int
  /// Colour depth of the escapes; `.none` writes plain text.
  package var colorLevel: ColorLevel
  package var theme: TerminalThemeName
  /// Write links as OSC 8 hyperlinks (only with colour); otherwise they get numbered
  /// references listed after the block they appear in.
  package var hyperlinks: Bool
  /// How links show their destinations; `auto` follows `hyperlinks`.
  package var links = TerminalLinkStyle.auto
  /// Optional colouring of fenced code.
  package var codeHighlighter: (any CodeBlockHighlighter)?
  /// The widest prose may wrap, in cells (`nil`: the whole width). Long lines of text are hard
  /// to read on a wide terminal (glow caps them at 100); tables and code still use `width`.
  package var maxProseWidth: Int?
  /// Pictures for the note's images (`nil`: images show as references, as in plain text).
  package var images: (any TerminalImageSource)?

  package init(
    width: Int = 80, colorLevel: ColorLevel = .truecolor, theme: TerminalThemeName = .dark,
    hyperlinks: Bool = false, codeHighlighter: (any CodeBlockHighlighter)? = nil,
    maxProseWidth: Int? = nil, images: (any TerminalImageSource)? = nil
  ) {
    self.maxProseWidth = maxProseWidth
    self.images = images
    self.width = width
    self.colorLevel = colorLevel
    self.theme = theme
    self.hyperlinks = hyperlinks
    self.codeHighlighter = codeHighlighter
  }

  /// The width the layout uses.
  var layoutWidth: Int { max(width, 8) }

  /// Hyperlinks need escapes, so plain output always uses references.
  package var usesHyperlinks: Bool {
    switch links {
    case .auto: hyperlinks && colorLevel != .none
    case .osc8: colorLevel != .none
    case .refs, .inline, .none: false
    }
  }
}
