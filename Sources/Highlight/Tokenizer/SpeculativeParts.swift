import Foundation
import RenderSupport

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
/// other.
///
/// Each line's work has two stages: the `step` that needs the state (tokenizing) and a
/// `finish` that does not (styling). Threads done with their part finish the first part's
/// thread's lines while it goes on (`FinalLines`); the other lines are finished on all cores
/// once joined. Shared by `DocumentTokenizer` (tokens) and `DocumentHighlightPass` (styled
/// spans).
enum SpeculativeParts {
  /// Does line `index` from `state`: its step output and the state after it.
  typealias Step<Raw> = (_ index: Int, _ state: LineState) -> (Raw, LineState)
  /// Makes line `index`'s output from its step output.
  typealias Finish<Raw, Output> = (_ index: Int, _ raw: Raw) -> Output
  /// True once the thread's time is up; made once per thread.
  typealias Budget = () -> Bool

  /// One thread's worker: its step and finish, the state a part after the first guesses it
  /// starts in, and its budget.
  struct Worker<Raw, Output> {
    let step: Step<Raw>
    let finish: Finish<Raw, Output>
    let guess: LineState
    let isOverBudget: Budget
  }

  /// The outputs of `starts.count` parts covering `lineCount` lines, or nil when a budget
  /// ran out. The parts run on `threads` threads (at least one per part; the others only
  /// finish lines), or on the calling thread, with `localWorker` when given, when there is
  /// one of each.
  static func run<Raw: Sendable, Output>(
    starts: [Int], lineCount: Int, threads: Int = 1,
    makeWorker: @escaping @Sendable () -> Worker<Raw, Output>,
    localWorker: (() -> Worker<Raw, Output>)? = nil
  ) -> [Output]? {
    let slots = PartSlots<Part<Raw>>(count: starts.count)
    let fixes = PartSlots<Part<Raw>>(count: starts.count)
    let progress = SecondPartProgress()
    if starts.count == 1 && threads <= 1 {
      let worker = localWorker?() ?? makeWorker()
      runPart(
        0, starts: starts, lineCount: lineCount, worker: worker, slots: slots, fixes: fixes,
        progress: progress, final: nil)
      return slots.value(at: 0).map { part in
        part.outputs.enumerated().map { worker.finish($0.offset, $0.element) }
      }
    }
    let final = FinalLines<Raw, Output>(capacity: lineCount)
    DispatchQueue.concurrentPerform(iterations: max(threads, starts.count)) { part in
      let worker = makeWorker()
      if part < starts.count {
        runPart(
          part, starts: starts, lineCount: lineCount, worker: worker, slots: slots,
          fixes: fixes, progress: progress, final: final)
      }
      final.help(worker.finish)
    }
    guard
      let raws = join(
        starts: starts, lineCount: lineCount, slots: slots, fixes: fixes,
        makeWorker: makeWorker)
    else { return nil }
    var outputs = final.outputs()
    outputs.append(contentsOf: finishOnAllCores(raws[outputs.count...], makeWorker: makeWorker))
    return outputs
  }

  /// The parts' step outputs in order, each part's wrongly guessed lines redone from the
  /// real state until the states agree (nil when a part ran out of budget).
  private static func join<Raw, Output>(
    starts: [Int], lineCount: Int, slots: PartSlots<Part<Raw>>, fixes: PartSlots<Part<Raw>>,
    makeWorker: () -> Worker<Raw, Output>
  ) -> [Raw]? {
    var all: [Raw] = []
    all.reserveCapacity(lineCount)
    var incoming = LineState.initial
    var fixer: Worker<Raw, Output>?
    for part in starts.indices {
      var result: Part<Raw>
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

  /// The outputs of the lines no helper finished, made on every core in even shares.
  private static func finishOnAllCores<Raw: Sendable, Output>(
    _ raws: ArraySlice<Raw>, makeWorker: @escaping @Sendable () -> Worker<Raw, Output>
  ) -> [Output] {
    guard !raws.isEmpty else { return [] }
    let shares = min(ProcessorCount.active, raws.count / 64 + 1)
    return PartSlots<[Output]>.concurrently(shares) { share in
      let finish = makeWorker().finish
      let lower = raws.startIndex + raws.count * share / shares
      let upper = raws.startIndex + raws.count * (share + 1) / shares
      return (lower..<upper).map { finish($0, raws[$0]) }
    }.flatMap { $0 }
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
  private static func runPart<Raw, Output>(
    _ part: Int, starts: [Int], lineCount: Int, worker: Worker<Raw, Output>,
    slots: PartSlots<Part<Raw>>, fixes: PartSlots<Part<Raw>>,
    progress: SecondPartProgress, final: FinalLines<Raw, Output>?
  ) {
    // The first part's lines, and its redo of the second part's, are final as made: they
    // are handed on a chunk at a time.
    let final = part == 0 ? final : nil
    var handedOn = 0
    func handOn(_ outputs: [Raw], force: Bool = false) {
      guard let final, force || outputs.count - handedOn >= FinalLines<Raw, Output>.chunkSize
      else { return }
      final.append(contentsOf: outputs[handedOn...])
      handedOn = outputs.count
    }
    defer { final?.close() }
    let end = part + 1 < starts.count ? starts[part + 1] : lineCount
    var result = Part<Raw>(
      outputs: [], states: [], startState: part == 0 ? .initial : worker.guess)
    result.outputs.reserveCapacity(end - starts[part])
    result.states.reserveCapacity(end - starts[part])
    var state = result.startState
    for index in starts[part]..<end {
      let (output, after) = worker.step(index, state)
      result.outputs.append(output)
      result.states.append(after)
      handOn(result.outputs)
      state = after
      if worker.isOverBudget() { return }
      if part == 1, !progress.publish(after) { return }
    }
    handOn(result.outputs, force: true)
    slots.store(result, at: part)
    guard part == 0, starts.count > 1, state != worker.guess else { return }
    let nextEnd = starts.count > 2 ? starts[2] : lineCount
    var fix = Part<Raw>(outputs: [], states: [], startState: state)
    handedOn = 0
    defer { handOn(fix.outputs, force: true) }
    for index in end..<nextEnd {
      let (output, after) = worker.step(index, state)
      fix.outputs.append(output)
      fix.states.append(after)
      handOn(fix.outputs)
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
