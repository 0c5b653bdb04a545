import Dispatch

/// Line-by-line work in which each line starts from the state the line before ended in,
/// spread over cores. The lines are cut into parts (`SplitPoints`); every part after the
/// first starts from a guessed state (the grammar's root) on its own thread. The parts are
/// then joined in order: where the real incoming state differs from the guess, lines are done
/// again from it until the states agree, so the outputs are always those of a sequential run.
///
/// The second part's guess is checked as soon as the first part's thread knows the real state
/// there: when it is wrong, that thread redoes the second part's lines while the second
/// part's thread goes on, comparing states as it goes (`SecondPartProgress`). Where they
/// agree, the second part's own lines from there on stand; where the redo catches up with the
/// second part's thread first, or the states have not met within `linesToMeet` lines, that
/// thread stops and the redo finishes the part alone. A grammar that never returns to its
/// root (bundled JavaScript) thus costs about a sequential run, not both parts one after the
/// other. Shared by `DocumentTokenizer` (tokens) and `DocumentHighlightPass` (styled spans).
enum SpeculativeParts {
  /// Does line `index` from `state`: its output and the state after it.
  typealias Step<Output> = (_ index: Int, _ state: LineState) -> (Output, LineState)
  /// True once the thread's time is up; made once per thread.
  typealias Budget = () -> Bool

  /// One thread's worker: its step, the state a part after the first guesses it starts in,
  /// and its budget.
  struct Worker<Output> {
    let step: Step<Output>
    let guess: LineState
    let isOverBudget: Budget
  }

  /// The outputs of `starts.count` parts covering `lineCount` lines, or nil when a budget
  /// ran out. A single part runs on the calling thread, with `localWorker` when given.
  static func run<Output>(
    starts: [Int], lineCount: Int, makeWorker: @escaping @Sendable () -> Worker<Output>,
    localWorker: (() -> Worker<Output>)? = nil
  ) -> [Output]? {
    let slots = PartSlots<Part<Output>>(count: starts.count)
    let fixes = PartSlots<Part<Output>>(count: starts.count)
    let progress = SecondPartProgress()
    if starts.count == 1 {
      runPart(
        0, starts: starts, lineCount: lineCount, worker: localWorker?() ?? makeWorker(),
        slots: slots, fixes: fixes, progress: progress)
    } else {
      DispatchQueue.concurrentPerform(iterations: starts.count) { part in
        runPart(
          part, starts: starts, lineCount: lineCount, worker: makeWorker(), slots: slots,
          fixes: fixes, progress: progress)
      }
    }
    var all: [Output] = []
    all.reserveCapacity(lineCount)
    var incoming = LineState.initial
    var fixer: Worker<Output>?
    for part in starts.indices {
      var result: Part<Output>
      if let fix = fixes.value(at: part) {
        // Redone by the first part's thread: alone, or up to where the states agreed.
        if fix.isWhole {
          result = fix
        } else {
          guard let own = slots.value(at: part) else { return nil }
          result = own
          result.outputs.replaceSubrange(0..<fix.outputs.count, with: fix.outputs)
          result.states.replaceSubrange(0..<fix.states.count, with: fix.states)
        }
      } else {
        guard let own = slots.value(at: part) else { return nil }
        result = own
        if part > 0, incoming != result.startState {
          let worker = fixer ?? makeWorker()
          fixer = worker
          var state = incoming
          for offset in result.outputs.indices {
            let (output, after) = worker.step(starts[part] + offset, state)
            let converged = after == result.states[offset]
            result.outputs[offset] = output
            result.states[offset] = after
            state = after
            if converged { break }
            if worker.isOverBudget() { return nil }
          }
        }
      }
      incoming = result.states.last ?? incoming
      all.append(contentsOf: result.outputs)
    }
    return all
  }

  /// How far the redo of a wrongly guessed second part looks for its states to meet those
  /// of the second part's thread before stopping that thread.
  static let linesToMeet = 2000

  /// A part's outputs, the state after each of its lines, and the state it started from.
  private struct Part<Output> {
    var outputs: [Output]
    var states: [LineState]
    let startState: LineState
    /// A fix covering all of its part (else only the lines up to where the states agreed).
    var isWhole = false
  }

  /// Does one part from its guessed start into its slot (left empty past the budget or when
  /// stopped). The first part's thread then checks the second part's guess and, when it is
  /// wrong, redoes the second part's lines into `fixes` (see the type's comment).
  private static func runPart<Output>(
    _ part: Int, starts: [Int], lineCount: Int, worker: Worker<Output>,
    slots: PartSlots<Part<Output>>, fixes: PartSlots<Part<Output>>,
    progress: SecondPartProgress
  ) {
    let end = part + 1 < starts.count ? starts[part + 1] : lineCount
    var result = Part<Output>(
      outputs: [], states: [], startState: part == 0 ? .initial : worker.guess)
    result.outputs.reserveCapacity(end - starts[part])
    result.states.reserveCapacity(end - starts[part])
    var state = result.startState
    for index in starts[part]..<end {
      let (output, after) = worker.step(index, state)
      result.outputs.append(output)
      result.states.append(after)
      state = after
      if worker.isOverBudget() { return }
      if part == 1, !progress.publish(after) { return }
    }
    slots.store(result, at: part)
    guard part == 0, starts.count > 1, state != worker.guess else { return }
    let nextEnd = starts.count > 2 ? starts[2] : lineCount
    var fix = Part<Output>(outputs: [], states: [], startState: state)
    for index in end..<nextEnd {
      let (output, after) = worker.step(index, state)
      fix.outputs.append(output)
      fix.states.append(after)
      state = after
      switch progress.compare(after, at: index - end) {
      case .agrees:
        fixes.store(fix, at: 1)
        return
      case .differs:
        // States that have not met within this many lines rarely do (unclosed rules pile
        // up under them): the second part's thread stops rather than compete for the core.
        if index - end == Self.linesToMeet { progress.stop() }
      case .notThereYet:
        // The redo caught up: the second part's thread stops, this one finishes alone.
        progress.stop()
      }
      if worker.isOverBudget() { return }
    }
    fix.isWhole = true
    fixes.store(fix, at: 1)
  }
}
