import Foundation
import RenderSupport

/// Cache entries made on the second core while the run that asked for them goes on.
///
/// A grammar's first run stores the analyses of every pattern its rules can compile, for the
/// runs after it; the run itself needs only the ones it searches, and works each out when it
/// first searches it (`CompiledRegex`), exactly as the stored one would be. Storing beside
/// the run takes the analysis of all the others off the first run's wall clock.
///
/// Off unless the process turns it on, and only a process that calls `finish` before it ends
/// may: a write cut off by the process's end is no write (its file is renamed into place
/// only when whole), and the next run would pay for it again. With one processor the work
/// runs in place, where it costs no more than on another thread.
///
/// While the run goes on, one write at a time runs in the background: a second would take
/// the core the run itself is on. Once the run is done its core is free, and `finish` puts
/// it to work instead of waiting: it runs the writes not yet started, and takes a share of
/// the one running (`Shared`), so the two cores end the writes together.
package enum BackgroundCacheWrites {
  private static let condition = NSCondition()
  nonisolated(unsafe) private static var enabled = false
  /// Writes handed over and not yet started, oldest first.
  nonisolated(unsafe) private static var waiting: [@Sendable () -> Void] = []
  /// Writes started and not yet done, on any thread.
  nonisolated(unsafe) private static var running = 0
  /// Work of running writes that another thread may take a share of.
  nonisolated(unsafe) private static var shares: [any Sharable] = []
  /// Starts the waiting writes one at a time, in order.
  private static let queue = DispatchQueue(label: "intent-render.cache-writes")

  /// Lets `perform` run work in the background from now on (with two processors or more).
  package static func enable() {
    let second = ProcessorCount.active > 1
    condition.withLock { enabled = second }
  }

  /// Runs `work` in the background when enabled, else now.
  static func perform(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    guard enabled else {
      condition.unlock()
      return work()
    }
    waiting.append(work)
    condition.unlock()
    // One start per write; when `finish` started it first there is none left, and the queue
    // helps with the one `finish` is running instead.
    queue.async {
      if !runNextWaiting() { helpShares() }
    }
  }

  /// Ends every write `perform` was handed: the caller runs those not started yet and
  /// shares the running ones' work, then waits for the rest.
  package static func finish() {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if !waiting.isEmpty {
        condition.unlock()
        _ = runNextWaiting()
        condition.lock()
      } else if let share = shares.first(where: { $0.hasWork }) {
        condition.unlock()
        share.help()
        condition.lock()
      } else if running == 0 {
        return
      } else {
        condition.wait()
      }
    }
  }

  /// Runs the oldest waiting write, if any is left.
  private static func runNextWaiting() -> Bool {
    condition.lock()
    guard !waiting.isEmpty else {
      condition.unlock()
      return false
    }
    let work = waiting.removeFirst()
    running += 1
    condition.unlock()
    work()
    condition.withLock {
      running -= 1
      condition.broadcast()
    }
    return true
  }

  /// Takes a share of each running write's work that has some left.
  private static func helpShares() {
    while let share = condition.withLock({ shares.first(where: { $0.hasWork }) }) {
      share.help()
    }
  }

  /// A piece of a write that threads waiting in `finish` may help with.
  fileprivate protocol Sharable: AnyObject, Sendable {
    var hasWork: Bool { get }
    /// Takes items until none is left.
    func help()
  }

  /// `count` items of one write, each made by `make` from its index, in any order and on
  /// any thread: the write's own thread takes them from the last, and a thread waiting in
  /// `finish` from the first, until they meet. `make` must be safe to call from two threads
  /// at once.
  final class Shared<Value>: Sharable, @unchecked Sendable {
    private let lock = NSCondition()
    private let make: (Int) -> Value
    private var results: [Value?]
    private var front = 0
    private var back: Int
    /// Items a helper took and has not finished.
    private var helping = 0

    init(count: Int, make: @escaping (Int) -> Value) {
      self.make = make
      results = Array(repeating: nil, count: count)
      back = count
    }

    /// Every item's value, by index. Nobody else takes any unless the process ends while
    /// they are made (`finish`).
    func values() -> [Value] {
      condition.withLock {
        shares.append(self)
        condition.broadcast()
      }
      while let index = take(fromFront: false) {
        let value = make(index)
        lock.withLock { results[index] = value }
      }
      condition.withLock { shares.removeAll { $0 === self } }
      return lock.withLock {
        while helping > 0 { lock.wait() }
        return results.map { $0! }
      }
    }

    var hasWork: Bool { lock.withLock { front < back } }

    func help() {
      while let index = take(fromFront: true) {
        let value = make(index)
        lock.withLock {
          results[index] = value
          helping -= 1
          lock.broadcast()
        }
      }
    }

    private func take(fromFront: Bool) -> Int? {
      lock.withLock {
        guard front < back else { return nil }
        if fromFront {
          helping += 1
          front += 1
          return front - 1
        }
        back -= 1
        return back
      }
    }
  }
}
