import Foundation

/// Styles every line of a document, on several cores when it is long (`SpeculativeParts`:
/// the spans are always those of a sequential run).
struct DocumentHighlightPass: Sendable {
  let grammar: Grammar
  let theme: Theme
  let alternateTheme: Theme?
  let maxLineLength: Int
  /// Seconds of CPU time each thread may spend (the budget of `HighlightLimits`).
  let timeLimit: Double
  var maxParts = ProcessInfo.processInfo.activeProcessorCount

  /// The spans of each line (UTF-8 offsets of the line), or nil when the time budget ran out.
  /// A short document is styled on the calling thread, with the session's highlighter if any.
  func run(_ lines: [Substring], session: HighlightSession? = nil) -> [[StyledSpan]]? {
    let parts = max(1, min(maxParts, lines.count / DocumentTokenizer.minimumLinesPerPart))
    let starts = SplitPoints.starts(
      lines, parts: parts, convention: .init(scopeName: grammar.scopeName))
    let local = session.map { session in
      {
        worker(
          lines,
          session.lineHighlighter(
            grammar: grammar, theme: theme, alternateTheme: alternateTheme,
            maxLineLength: maxLineLength))
      }
    }
    // A long document that cannot be split still styles on a second thread.
    return SpeculativeParts.run(
      starts: starts, lineCount: lines.count, threads: parts,
      makeWorker: { worker(lines, makeLineHighlighter()) }, localWorker: local)
  }

  /// A worker styling lines with `highlighter`, within this pass's CPU time per thread.
  private func worker(_ lines: [Substring], _ highlighter: LineHighlighter)
    -> SpeculativeParts.Worker<TokenizedLine, [StyledSpan]>
  {
    var clock = BudgetClock(limit: timeLimit)
    return SpeculativeParts.Worker(
      step: { index, state in
        let tokens = highlighter.tokenizer.tokenizeLine(lines[index], state: state)
        return (tokens, tokens.state)
      },
      finish: { _, tokens in highlighter.spans(of: tokens) },
      guess: highlighter.tokenizer.rootState, isOverBudget: { clock.isOverBudget() })
  }

  private func makeLineHighlighter() -> LineHighlighter {
    LineHighlighter(
      grammar: grammar, theme: theme, alternateTheme: alternateTheme,
      maxLineLength: maxLineLength)
  }
}
