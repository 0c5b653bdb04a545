import Foundation
import RenderSupport

/// Styles every line of a document, on several cores when it is long (`SpeculativeParts`:
/// the spans are always those of a sequential run).
struct DocumentHighlightPass: Sendable {
  let grammar: Grammar
  let theme: Theme
  let alternateTheme: Theme?
  let maxLineLength: Int
  /// Seconds of CPU time the pass may spend, all its threads together (`HighlightLimits`).
  let timeLimit: Double
  /// Ends the pass at its next budget check once cancelled.
  var cancellation: HighlightCancellation?
  var maxParts = ProcessorCount.active

  /// The spans of each line (UTF-8 offsets of the line), or nil when the time budget ran out.
  /// A short document is styled on the calling thread, with the session's highlighter if any.
  func run(_ lines: [Substring], session: HighlightSession? = nil) -> [[StyledSpan]]? {
    let budget = PassBudget(seconds: timeLimit, cancellation: cancellation)
    let parts = max(1, min(maxParts, lines.count / DocumentTokenizer.minimumLinesPerPart))
    let starts = SplitPoints.starts(
      lines, parts: parts, convention: .init(scopeName: grammar.scopeName))
    let local = session.map { session in
      {
        worker(
          lines, budget,
          session.lineHighlighter(
            grammar: grammar, theme: theme, alternateTheme: alternateTheme,
            maxLineLength: maxLineLength))
      }
    }
    // A long document that cannot be split still styles on a second thread.
    let styled = SpeculativeParts.run(
      starts: starts, lineCount: lines.count, threads: parts,
      makeWorker: { worker(lines, budget, makeLineHighlighter()) }, localWorker: local)
    // A line styled after the budget ran out is nil: the pass as a whole failed.
    guard let styled else { return nil }
    var spans: [[StyledSpan]] = []
    spans.reserveCapacity(styled.count)
    for line in styled {
      guard let line else { return nil }
      spans.append(line)
    }
    return spans
  }

  /// A worker styling lines with `highlighter` within `budget`, which its clock checks while
  /// tokenizing, stitching and styling (a line styled past it is nil).
  private func worker(_ lines: [Substring], _ budget: PassBudget, _ highlighter: LineHighlighter)
    -> SpeculativeParts.Worker<TokenizedLine, [StyledSpan]?>
  {
    var clock = BudgetClock(pass: budget)
    // Checked inside a line too: one line of a hostile grammar can outlast any limit.
    let interrupt = { clock.isOverBudget() }
    return SpeculativeParts.Worker(
      step: { index, state in
        let tokens = highlighter.tokenizer.tokenizeLine(
          lines[index], state: state, interrupt: interrupt)
        return (tokens, tokens.state)
      },
      finish: { _, tokens in clock.isOverBudget() ? nil : highlighter.spans(of: tokens) },
      guess: highlighter.tokenizer.rootState, isOverBudget: { clock.isOverBudget() })
  }

  private func makeLineHighlighter() -> LineHighlighter {
    LineHighlighter(
      grammar: grammar, theme: theme, alternateTheme: alternateTheme,
      maxLineLength: maxLineLength)
  }
}
