import Foundation
import Highlight
import RenderSupport

/// Syntax colours from Highlight, the language found from the path as Linguist finds it.
///
/// A hunk is tokenized line by line with two line states, one per side, both starting fresh:
/// removed lines advance the old state, added lines the new one, and a context line is
/// tokenized once while both states agree (the usual case), so shared context costs once.
/// A line met before from the same state (the same context in commit after commit) is looked
/// up in a `LineMemory` instead of tokenized again. Over-budget or unknown files come back
/// `nil` and stay plain.
///
/// Long lines are bounded twice. Only the first `maxHighlightedLineBytes` of a line are
/// tokenized (the rest is plain text), as delta stops at `max-syntax-highlighting-length`.
/// A line over `maxColoredLineBytes` is not tokenized at all, as bat and Sublime Text leave
/// lines over 16,384 characters: such a line is generated (a minified bundle, a data blob),
/// colouring its start cost more than printing all of it, and the hunk's state goes on from
/// before it.
package struct HighlightColoring: DiffSyntaxColoring {
  package let highlighter: Highlighter
  package let theme: Theme
  /// A second theme whose styles ride along on each run (HTML light and dark).
  package let alternateTheme: Theme?
  package var limits: HighlightLimits
  /// The language every file and listing is coloured as (`--language`), instead of the one
  /// its name or content says.
  package var language: String?
  /// The bytes of each hunk line that are tokenized; the rest of a longer line stays plain.
  /// delta's default for the same cut; a minified line's first 400 bytes show what it is.
  package var maxHighlightedLineBytes = 400
  /// Lines longer than this (in UTF-8 bytes) get no syntax colours at all.
  package var maxColoredLineBytes = 16_384
  private let cache = HunkLineCache()
  private var memory: LineMemory

  package init(
    highlighter: Highlighter, theme: Theme, alternateTheme: Theme? = nil,
    limits: HighlightLimits = HighlightLimits()
  ) {
    self.highlighter = highlighter
    self.theme = theme
    self.alternateTheme = alternateTheme
    self.limits = limits
    memory = LineMemory()
  }

  /// A colouring with the same highlighter (so the same compiled grammars), themes, limits
  /// and memory of highlighted lines, but its own line highlighters, for another thread.
  package func sharingHighlighter() -> HighlightColoring {
    var copy = HighlightColoring(
      highlighter: highlighter, theme: theme, alternateTheme: alternateTheme, limits: limits)
    copy.memory = memory
    copy.language = language
    copy.maxHighlightedLineBytes = maxHighlightedLineBytes
    copy.maxColoredLineBytes = maxColoredLineBytes
    return copy
  }

  package var foreground: RGBColor { theme.foreground }
  package var background: RGBColor { theme.background }

  package func supports(path: String) -> Bool {
    language != nil || highlighter.detectsLanguage(path: path)
  }

  package func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]? {
    colorLines(lines, syntax: ListingSyntax(path: path, language: language))
  }

  /// `--language`, else what Linguist's detection finds from the path and the lines
  /// together (a `#!` line, a modeline, `<?xml`, the heuristics of an ambiguous extension):
  /// what `highlight` finds for the same text.
  package func listingSyntax(_ lines: [String], path: String) -> ListingSyntax? {
    if let language {
      return ListingSyntax(
        path: path, language: highlighter.language(named: language)?.name ?? language)
    }
    let (found, grammar) = highlighter.resolve(
      code: lines.joined(separator: "\n"), path: path.isEmpty ? nil : path, language: nil)
    guard let found, grammar != nil else { return nil }
    return ListingSyntax(path: path, language: found.name)
  }

  package func colorLines(_ lines: [String], syntax: ListingSyntax) -> [[SyntaxRun]]? {
    guard !lines.isEmpty else { return [] }
    if limits.cancellation?.isCancelled == true { return nil }
    let code = lines.joined(separator: "\n")
    let result = highlighter.highlight(
      code: code, path: syntax.path.isEmpty ? nil : syntax.path, language: syntax.language,
      theme: theme, alternateTheme: alternateTheme, limits: limits)
    guard result.fallback == nil, result.lines.count >= lines.count else { return nil }
    return result.lines.prefix(lines.count).map { runs(of: $0.spans) }
  }

  package func colorHunk(_ hunk: DiffHunk, path: String) -> [[SyntaxRun]]? {
    let lines = hunk.lines
    // A cancelled request (a server's) leaves the rest of the diff plain.
    if limits.cancellation?.isCancelled == true { return nil }
    // The same budgets as a whole-text call, applied to the hunk.
    var bytes = 0
    for line in lines {
      let count = tokenizedBytes(of: line.text)
      if count > limits.maxLineLength { return nil }
      bytes += count + 1
    }
    if bytes > limits.maxBytes { return nil }
    guard let line = cache.highlighter(for: path, coloring: self) else { return nil }
    func runs(_ text: String, from state: LineState) -> LineMemory.Entry {
      if text.utf8.count > maxColoredLineBytes { return ([], state) }
      return memory.runs(
        Self.prefix(text, bytes: maxHighlightedLineBytes), from: state, highlighter: line,
        coloring: self)
    }
    let lastRemoved = lines.lastIndex { $0.kind == .removed } ?? -1
    var oldState = LineState.initial
    var newState = LineState.initial
    var result = [[SyntaxRun]](repeating: [], count: lines.count)
    var runCount = 0
    let started = ThreadClock.nanoseconds()
    // Clamped before converting: a limit of NaN, infinity or beyond UInt64's nanoseconds
    // would trap in the conversion.
    let seconds = limits.timeLimit.isNaN ? 0 : min(max(limits.timeLimit, 0), 3600)
    let budget = UInt64(seconds * 1e9)
    for (index, entry) in lines.enumerated() {
      switch entry.kind {
      case .removed:
        (result[index], oldState) = runs(entry.text, from: oldState)
      case .added:
        (result[index], newState) = runs(entry.text, from: newState)
      case .context:
        let shared = oldState == newState
        (result[index], newState) = runs(entry.text, from: newState)
        if shared {
          oldState = newState
        } else if index < lastRemoved {
          // The old side still has removed lines to come: keep its state right too.
          oldState = runs(entry.text, from: oldState).end
        }
      }
      runCount += result[index].count
      if runCount > limits.maxRuns { return nil }
      if index & 63 == 63, ThreadClock.nanoseconds() - started > budget { return nil }
    }
    return result
  }

  /// How many bytes of a hunk line `colorHunk` tokenizes.
  package func tokenizedBytes(of text: String) -> Int {
    let count = text.utf8.count
    return count > maxColoredLineBytes ? 0 : min(count, maxHighlightedLineBytes)
  }

  /// `text` cut to at most `bytes` UTF-8 bytes, at a scalar boundary.
  static func prefix(_ text: String, bytes: Int) -> String {
    let utf8 = text.utf8
    guard utf8.count > bytes else { return text }
    var end = utf8.index(utf8.startIndex, offsetBy: max(0, bytes))
    while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
    return String(Substring(utf8[..<end]))
  }

  /// Spans as runs: plain stretches dropped, touching equal styles merged.
  func runs(of spans: [StyledSpan]) -> [SyntaxRun] {
    let plain = theme.defaultStyle
    let alternatePlain = alternateTheme?.defaultStyle
    var runs: [SyntaxRun] = []
    for span in spans where span.end > span.start {
      let isPlain =
        span.style.foreground == plain.foreground && span.style.fontStyle.isEmpty
        && (span.alternateStyle.map {
          $0.foreground == alternatePlain?.foreground && $0.fontStyle.isEmpty
        } ?? true)
      if isPlain { continue }
      let style = span.style.textStyle
      let alternate = span.alternateStyle?.textStyle
      if let last = runs.last, last.start + last.length == span.start, last.style == style,
        last.alternate == alternate
      {
        runs[runs.count - 1].length += span.end - span.start
      } else {
        runs.append(
          SyntaxRun(
            start: span.start, length: span.end - span.start, style: style, alternate: alternate))
      }
    }
    return runs
  }
}
