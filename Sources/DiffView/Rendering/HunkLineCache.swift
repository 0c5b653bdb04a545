import Foundation
import Highlight

/// The per-thread highlighting state of a `HighlightColoring`: one line highlighter per
/// grammar, reused across hunks. Not shared across threads: each pipeline worker has its own
/// `HighlightColoring` (see `sharingHighlighter()`), while the compiled grammars and the
/// `LineMemory` behind them are shared.
final class HunkLineCache: @unchecked Sendable {
  private var byScope: [String: LineHighlighter] = [:]
  /// The last path asked for and its highlighter: a file's hunks come one after another,
  /// and finding the language from the path again would be paid for every hunk.
  private var last: (path: String, highlighter: LineHighlighter)?

  /// The line highlighter for the language of `path`, or nil when it has no grammar.
  func highlighter(for path: String, coloring: HighlightColoring) -> LineHighlighter? {
    if let last, last.path == path { return last.highlighter }
    let (language, grammar) = coloring.highlighter.resolve(
      code: "", path: path, language: coloring.language)
    guard let grammar, let scope = language?.scopeName else { return nil }
    let found: LineHighlighter
    if let known = byScope[scope] {
      found = known
    } else {
      // The coloring's `LineMemory` remembers lines; the tokenizer need not as well.
      found = LineHighlighter(
        grammar: grammar, theme: coloring.theme, alternateTheme: coloring.alternateTheme,
        maxLineLength: coloring.limits.maxLineLength, remembersLines: false)
      byScope[scope] = found
    }
    last = (path, found)
    return found
  }
}
