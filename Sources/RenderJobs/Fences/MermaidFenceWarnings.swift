import DiagramLayout
import MarkdownRender
import RenderSupport

/// Where the warnings of a note's Mermaid fences go: each diagram warning (a setting the type
/// does not draw, a value of the wrong kind) is moved from its line and column in the fence to
/// the note's, so a note reports it as `NOTE:LINE:COL:` as `diagram` reports it for a file.
package struct MermaidFenceWarnings: Sendable {
  /// Hears each warning, already placed in the note.
  let report: @Sendable (Diagnostic) -> Void

  package init(report: @escaping @Sendable (Diagnostic) -> Void) {
    self.report = report
  }

  /// Reports `warnings` of the diagram in `block`.
  func report(_ warnings: [Diagnostic], of block: CodeBlock) {
    for warning in Self.placed(warnings, of: block) { report(warning) }
  }

  /// `warnings` of the diagram in `block` as the note reports them: placed in the note and
  /// named as a Mermaid diagram's.
  static func placed(_ warnings: [Diagnostic], of block: CodeBlock) -> [Diagnostic] {
    warnings.map { warning in
      Diagnostic(
        warning.severity, "Mermaid diagram: \(warning.message)",
        at: warning.position.map { place($0, in: block) })
    }
  }

  /// A position inside the fence's code as a position in the document: the code starts on
  /// the line after the opening fence, its columns shifted by the fence's own (an indented
  /// fence, or one in a block quote or list item, whose prefix the code lines share). Without
  /// the fence's position (a parse without source positions) it stays as it is.
  static func place(_ position: SourcePosition, in block: CodeBlock) -> SourcePosition {
    guard let start = block.start else { return position }
    return SourcePosition(
      line: start.line + position.line, column: position.column + start.column - 1)
  }
}

extension MarkdownParseOptions {
  /// These options keeping source positions, which place a fence's diagram warnings in the
  /// document (an HTML writer still writes `data-sourcepos` only when its own option says so).
  package var withSourcePositions: MarkdownParseOptions {
    var options = self
    options.sourcePositions = true
    return options
  }
}
