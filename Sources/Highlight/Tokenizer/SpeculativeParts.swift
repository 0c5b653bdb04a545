import Dispatch

/// Line-by-line work in which each line starts from the state the line before ended in,
/// spread over cores. The lines are cut into parts (`SplitPoints`); every
/// part after the first starts from a guessed state (the grammar's root) on its own thread.
/// The parts are then joined in order: where the real incoming state differs from the guess,
/// lines are done again from it until the states agree, so the outputs are always those of
/// a sequential run. The first part's thread checks the second part's guess as soon as it
/// knows the real state there and, when it is wrong, stops that part at once and does its
/// lines itself: a grammar that never returns to its root (bundled JavaScript) then costs
/// about a sequential run rather than both parts one after the other. Shared by `DocumentTokenizer` (tokens) and `DocumentHighlightPass`
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
    let cancelled = PartSlots<Bool>(count: starts.count)
    if starts.count == 1 {
      runPart(
        0, starts: starts, lineCount: lineCount, worker: localWorker?() ?? makeWorker(),
        into: slots, cancelled: cancelled)
    } else {
      DispatchQueue.concurrentPerform(iterations: starts.count) { part in
        runPart(
          part, starts: starts, lineCount: lineCount, worker: makeWorker(), into: slots,
          cancelled: cancelled)
      }
    }
    var all: [Output] = []
    all.reserveCapacity(lineCount)
    var incoming = LineState.initial
    var fixer: Worker<Output>?
    for part in starts.indices {
      guard var result = slots.value(at: part) else { return nil }
      if result.isWholePart {
        // Done by the thread before it: already joined.
      } else if part > 0, incoming != result.startState {
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
    /// Also holds the next part's lines, done from the real state (its guess was wrong).
    var isWholePart = false
  }

  /// Does one part from its guessed start into its slot (left empty past the budget). The
  /// first part, once done, checks the second part's guess; when it is wrong it stops that
  /// part and does its lines too, storing them as the second part, already joined.
  private static func runPart<Output>(
    _ part: Int, starts: [Int], lineCount: Int, worker: Worker<Output>,
    into slots: PartSlots<Part<Output>>, cancelled: PartSlots<Bool>
  ) {
    let end = part + 1 < starts.count ? starts[part + 1] : lineCount
    var result = Part<Output>(
      outputs: [], states: [], startState: part == 0 ? .initial : worker.guess)
    result.outputs.reserveCapacity(end - starts[part])
    result.states.reserveCapacity(end - starts[part])
    var state = result.startState
    for index in starts[part]..<end {
      // Only a speculative part can be stopped, and only by the first.
      if part == 1, (index - starts[part]) & 63 == 0, cancelled.value(at: 1) == true { return }
      let (output, after) = worker.step(index, state)
      result.outputs.append(output)
      result.states.append(after)
      state = after
      if worker.isOverBudget() { return }
    }
    // A stopped part stores nothing (should it store late, the join still checks its guess).
    if part == 1, cancelled.value(at: 1) == true { return }
    slots.store(result, at: part)
    guard part == 0, starts.count > 1, state != worker.guess else { return }
    cancelled.store(true, at: 1)
    let nextEnd = starts.count > 2 ? starts[2] : lineCount
    var next = Part<Output>(outputs: [], states: [], startState: state, isWholePart: true)
    next.outputs.reserveCapacity(nextEnd - end)
    next.states.reserveCapacity(nextEnd - end)
    for index in end..<nextEnd {
      let (output, after) = worker.step(index, state)
      next.outputs.append(output)
      next.states.append(after)
      state = after
      if worker.isOverBudget() { return }
    }
    slots.store(next, at: 1)
  }
}
