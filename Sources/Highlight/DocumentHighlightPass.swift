import Dispatch
import Foundation

/// Styles every line of a document, on several cores when it is long. As in
/// `DocumentTokenizer`, lines are split into parts at lines that probably start at the root
/// rule; each part after the first is highlighted speculatively from the root state, and where
/// the real incoming state differs its lines are highlighted again until the states agree, so
/// the spans are always those of a sequential run.
struct DocumentHighlightPass: Sendable {
  let grammar: Grammar
  let theme: Theme
  let alternateTheme: Theme?
  let maxLineLength: Int
  /// Seconds of CPU time each thread may spend (the budget of `HighlightLimits`).
  let timeLimit: Double
  var maxParts = ProcessInfo.processInfo.activeProcessorCount

  /// A part's spans and the state after each of its lines, and the state it started from.
  private struct Part: @unchecked Sendable {
    var spans: [[StyledSpan]]
    var states: [LineState]
    let startState: LineState
  }

  /// The spans of each line (UTF-8 offsets of the line), or nil when the time budget ran out.
  /// A short document is styled on the calling thread, with the session's highlighter if any.
  func run(_ lines: [Substring], session: HighlightSession? = nil) -> [[StyledSpan]]? {
    let parts = max(1, min(maxParts, lines.count / DocumentTokenizer.minimumLinesPerPart))
    let starts = DocumentTokenizer.splitPoints(lines, parts: parts)
    let slots = PartSlots<Part>(count: starts.count)
    let work: @Sendable (Int) -> Void = { part in
      highlightPart(part, lines: lines, starts: starts, into: slots, using: makeLineHighlighter())
    }
    if starts.count == 1 {
      let reused = session?.lineHighlighter(
        grammar: grammar, theme: theme, alternateTheme: alternateTheme,
        maxLineLength: maxLineLength)
      highlightPart(
        0, lines: lines, starts: starts, into: slots, using: reused ?? makeLineHighlighter())
    } else {
      DispatchQueue.concurrentPerform(iterations: starts.count, execute: work)
    }
    return stitch(lines, starts: starts, slots: slots)
  }

  /// Styles one part from its guessed start state into its slot (left empty past the budget).
  private func highlightPart(
    _ part: Int, lines: [Substring], starts: [Int], into slots: PartSlots<Part>,
    using highlighter: LineHighlighter
  ) {
    let startState = part == 0 ? LineState.initial : highlighter.tokenizer.rootState
    highlighter.reset(to: startState)
    let end = part + 1 < starts.count ? starts[part + 1] : lines.count
    var result = Part(spans: [], states: [], startState: startState)
    result.spans.reserveCapacity(end - starts[part])
    result.states.reserveCapacity(end - starts[part])
    var clock = BudgetClock(limit: timeLimit)
    for index in starts[part]..<end {
      result.spans.append(highlighter.highlight(lines[index]))
      result.states.append(highlighter.state)
      if clock.isOverBudget() { return }
    }
    slots.store(result, at: part)
  }

  /// The parts in order, each corrected from the real state its previous part ended in.
  private func stitch(_ lines: [Substring], starts: [Int], slots: PartSlots<Part>)
    -> [[StyledSpan]]?
  {
    var all: [[StyledSpan]] = []
    all.reserveCapacity(lines.count)
    var incoming = LineState.initial
    var fixer: LineHighlighter?
    var clock = BudgetClock(limit: timeLimit)
    for part in starts.indices {
      guard var result = slots.value(at: part) else { return nil }
      if part > 0, incoming != result.startState {
        let highlighter = fixer ?? makeLineHighlighter()
        fixer = highlighter
        highlighter.reset(to: incoming)
        for offset in result.spans.indices {
          result.spans[offset] = highlighter.highlight(lines[starts[part] + offset])
          let converged = highlighter.state == result.states[offset]
          result.states[offset] = highlighter.state
          if converged { break }
          if clock.isOverBudget() { return nil }
        }
      }
      incoming = result.states.last ?? incoming
      all.append(contentsOf: result.spans)
    }
    return all
  }

  private func makeLineHighlighter() -> LineHighlighter {
    LineHighlighter(
      grammar: grammar, theme: theme, alternateTheme: alternateTheme,
      maxLineLength: maxLineLength)
  }
}
