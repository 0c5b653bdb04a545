import Dispatch

/// Line-by-line work in which each line starts from the state the line before ended in,
/// spread over cores. The lines are cut into parts (`DocumentTokenizer.splitPoints`); every
/// part after the first starts from a guessed state (the grammar's root) on its own thread.
/// The parts are then joined in order: where the real incoming state differs from the guess,
/// lines are done again from it until the states agree, so the outputs are always those of
/// a sequential run. Shared by `DocumentTokenizer` (tokens) and `DocumentHighlightPass`
/// (styled spans).
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
    if starts.count == 1 {
      runPart(
        0, starts: starts, lineCount: lineCount, worker: localWorker?() ?? makeWorker(), into: slots
      )
    } else {
      DispatchQueue.concurrentPerform(iterations: starts.count) { part in
        runPart(part, starts: starts, lineCount: lineCount, worker: makeWorker(), into: slots)
      }
    }
    var all: [Output] = []
    all.reserveCapacity(lineCount)
    var incoming = LineState.initial
    var fixer: Worker<Output>?
    for part in starts.indices {
      guard var result = slots.value(at: part) else { return nil }
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
      incoming = result.states.last ?? incoming
      all.append(contentsOf: result.outputs)
    }
    return all
  }

  /// A part's outputs, the state after each of its lines, and the state it started from.
  private struct Part<Output> {
    var outputs: [Output]
    var states: [LineState]
    let startState: LineState
  }

  /// Does one part from its guessed start into its slot (left empty past the budget).
  private static func runPart<Output>(
    _ part: Int, starts: [Int], lineCount: Int, worker: Worker<Output>,
    into slots: PartSlots<Part<Output>>
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
    }
    slots.store(result, at: part)
  }
}
