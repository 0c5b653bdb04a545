import RenderSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Independent pieces of one phase's work shared by the calling thread and one more thread.
///
/// Machines that draw diagrams mostly have two cores or more, and the costliest phase (the
/// ordering's starts, which each sweep their own copy of the graph) is a handful of pure
/// functions of their index; on a single core everything runs on the calling thread. Each thread claims the next unclaimed index until none is left,
/// and every result lands in its index's slot, so what the caller does with the results, in
/// index order, does not depend on which thread ran what. A plain POSIX thread, started and
/// joined per call: it costs tens of microseconds, a thread pool's first use more.
enum SecondThread {
  /// The slots the threads write, each by the one thread that claimed its index; read only
  /// after the join.
  private final class Slots<Result>: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result?>
    let next = Atomic<Int>(0)
    /// Indices from here on are not started: the caller's `skip` no longer wants them.
    let stop = Atomic<Int>(Int.max)

    init(count: Int) {
      results = .allocate(capacity: count)
      results.initialize(repeating: nil)
    }

    deinit {
      results.deinitialize()
      results.deallocate()
    }
  }

  /// The work the second thread runs, handed over through the thread's one pointer argument.
  private final class Job: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
      self.run = run
    }
  }

  /// Whether a second thread can run beside this one: on a single core it would only take
  /// turns with the caller and add the cost of starting it.
  private static let hasSecondCore = ProcessorCount.active > 1

  /// `body(i)` for every `i` in `0..<count`, each called once, on this thread and one more
  /// when `parallel` (in index order on this thread otherwise). `body` is told whether it
  /// should give up: once `stopAfter` says so of an index's result, later indices are not
  /// started and those under way are asked to end (their results are then unwanted, and
  /// left out). Results of indices not run are nil.
  static func map<Result>(
    count: Int, parallel: Bool, stopAfter: (Result) -> Bool,
    _ body: (_ index: Int, _ abandoned: () -> Bool) -> Result
  ) -> [Result?] {
    let slots = Slots<Result>(count: count)
    guard parallel, count > 1, hasSecondCore else {
      for index in 0..<count {
        let result = body(index, { false })
        slots.results[index] = result
        if stopAfter(result) { break }
      }
      return Array(slots.results)
    }
    return withoutActuallyEscaping(body) { body in
      withoutActuallyEscaping(stopAfter) { stopAfter in
        let work = {
          while true {
            let index = slots.next.add(1, ordering: .relaxed).oldValue
            guard index < count, index < slots.stop.load(ordering: .relaxed) else { return }
            let result = body(index, { slots.stop.load(ordering: .relaxed) < index })
            slots.results[index] = result
            if stopAfter(result) { _ = slots.stop.min(index, ordering: .relaxed) }
          }
        }
        let job = Unmanaged.passRetained(Job(work))
        // `pthread_t` is an integer on Linux and an optional pointer on Darwin.
        #if canImport(Darwin)
          var thread: pthread_t?
        #else
          var thread = pthread_t()
        #endif
        let started =
          pthread_create(
            &thread, nil,
            { pointer in
              Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().run()
              return nil
            }, job.toOpaque()) == 0
        if !started { job.release() }
        work()
        #if canImport(Darwin)
          if started, let thread { pthread_join(thread, nil) }
        #else
          if started { pthread_join(thread, nil) }
        #endif
        // Results past the first wanted stop are unwanted, finished or not.
        let stop = slots.stop.load(ordering: .relaxed)
        return (0..<count).map { $0 <= stop ? slots.results[$0] : nil }
      }
    }
  }
}
