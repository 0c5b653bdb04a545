import RenderSupport

/// A styled span of one line: UTF-8 byte offsets into the line's text.
package struct SyntaxRun: Hashable, Sendable {
  package var start: Int
  package var length: Int
  package var style: TextStyle
  /// The style under a second theme (HTML pages that follow the reader's light or dark
  /// preference), when one was asked for.
  package var alternate: TextStyle?

  package init(start: Int, length: Int, style: TextStyle, alternate: TextStyle? = nil) {
    self.start = start
    self.length = length
    self.style = style
    self.alternate = alternate
  }
}

/// Where syntax colours come from: "colour these lines of this path".
///
/// DiffView asks for consecutive lines of one file (a hunk's side, or a whole source file) and
/// expects them tokenized as contiguous text from a fresh grammar state.
package protocol DiffSyntaxColoring: Sendable {
  /// Runs for each of `lines` (same count), or `nil` when the path's language is unknown or the
  /// text is over a budget; the caller then shows the lines plain.
  func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]?
  /// The theme's text colour for text no run covers.
  var foreground: RGBColor { get }
  /// The theme's background.
  var background: RGBColor { get }
  /// Whether `path` may be coloured at all (a cheap check before reading full sources).
  func supports(path: String) -> Bool
  /// Runs for every line of `hunk` (context lines in the new side's colours), each side
  /// tokenized as contiguous text from a fresh state; `nil` leaves the hunk plain.
  func colorHunk(_ hunk: DiffHunk, path: String) -> [[SyntaxRun]]?
  /// What the lines of a listing of `path` (empty: the tool named no file, as `git blame`
  /// without `-f`) are coloured as, or nil to leave them plain.
  func listingSyntax(_ lines: [String], path: String) -> ListingSyntax?
  /// Runs for each of `lines` in `syntax`, as `colorLines` gives them.
  func colorLines(_ lines: [String], syntax: ListingSyntax) -> [[SyntaxRun]]?
}

/// What a listing's lines are coloured as: the path they are looked up by and the language's
/// name, when known (found from the lines themselves when the path names none).
package struct ListingSyntax: Hashable, Sendable {
  package var path: String
  package var language: String?

  package init(path: String, language: String?) {
    self.path = path
    self.language = language
  }
}

extension DiffSyntaxColoring {
  package func supports(path: String) -> Bool { true }

  /// The path's language, when it has one.
  package func listingSyntax(_ lines: [String], path: String) -> ListingSyntax? {
    path.isEmpty || !supports(path: path) ? nil : ListingSyntax(path: path, language: nil)
  }

  package func colorLines(_ lines: [String], syntax: ListingSyntax) -> [[SyntaxRun]]? {
    colorLines(lines, path: syntax.path)
  }

  /// The hunk's old side (context and removed lines, up to the last removed one) and new side
  /// (context and added lines) as two texts through `colorLines`.
  package func colorHunk(_ hunk: DiffHunk, path: String) -> [[SyntaxRun]]? {
    let lines = hunk.lines
    let lastRemoved = lines.lastIndex { $0.kind == .removed }
    let hasAdded = lines.contains { $0.kind == .added }
    let useNewForContext = hasAdded || lastRemoved == nil
    var result = [[SyntaxRun]](repeating: [], count: lines.count)
    var any = false
    if let lastRemoved {
      let end = useNewForContext ? lastRemoved : lines.count - 1
      let indices = (0...end).filter { lines[$0].kind != .added }
      if let colored = colorLines(indices.map { lines[$0].text }, path: path) {
        any = true
        for (index, runs) in zip(indices, colored)
        where lines[index].kind == .removed || !useNewForContext {
          result[index] = runs
        }
      }
    }
    if useNewForContext {
      let indices = lines.indices.filter { lines[$0].kind != .removed }
      if let colored = colorLines(indices.map { lines[$0].text }, path: path) {
        any = true
        for (index, runs) in zip(indices, colored) { result[index] = runs }
      }
    }
    return any ? result : nil
  }
}

/// No syntax colours: every file is plain.
package struct PlainColoring: DiffSyntaxColoring {
  package var foreground: RGBColor
  package var background: RGBColor

  package init(foreground: RGBColor, background: RGBColor) {
    self.foreground = foreground
    self.background = background
  }

  package func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]? { nil }
  package func supports(path: String) -> Bool { false }
}

/// The complete old and new text of a file, when the caller can get them (`--old/--new`,
/// blobs read through git).
package protocol DiffSourceProvider: Sendable {
  /// The old side of `file`, or `nil` when unknown.
  func oldSource(for file: DiffFile) -> String?
  /// The new side of `file`, or `nil` when unknown.
  func newSource(for file: DiffFile) -> String?
}
