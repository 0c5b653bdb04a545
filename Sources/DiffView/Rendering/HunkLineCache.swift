import Foundation
import Highlight

/// The per-thread highlighting state of a `HighlightColoring`: one line highlighter per
/// grammar, reused across hunks. Not shared across threads: each pipeline worker has its own
/// `HighlightColoring` (see `sharingHighlighter()`), while the compiled grammars and the
/// `LineMemory` behind them are shared.
final class HunkLineCache: @unchecked Sendable {
  private var byScope: [String: LineHighlighter] = [:]

  /// The line highlighter for the language of `path`, or nil when it has no grammar.
  func highlighter(for path: String, coloring: HighlightColoring) -> LineHighlighter? {
    let (language, grammar) = coloring.highlighter.resolve(code: "", path: path, language: nil)
    guard let grammar, let scope = language?.scopeName else { return nil }
    if let known = byScope[scope] { return known }
    let made = LineHighlighter(
      grammar: grammar, theme: coloring.theme, alternateTheme: coloring.alternateTheme,
      maxLineLength: coloring.limits.maxLineLength)
    byScope[scope] = made
    return made
  }
}
