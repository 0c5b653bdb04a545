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
/// The machine a diagram is drawn on has two cores or more, and the costliest phase (the
/// ordering's starts, which each sweep their own copy of the graph) is a handful of pure
/// functions of their index. Each thread claims the next unclaimed index until none is left,
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
    guard parallel, count > 1 else {
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
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let allowed = elsewhere(&attributes)
        let started =
          pthread_create(
            &thread, &attributes,
            { pointer in
              Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue().run()
              return nil
            }, job.toOpaque()) == 0
        if !started { job.release() }
        work()
        if started {
          // Any core again, this one too: if the other is busy, the rest of the second
          // thread's work runs here while this one waits for it.
          if var allowed, let calls = affinityCalls {
            _ = calls.setThreadAffinity(thread, MemoryLayout<cpu_set_t>.size, &allowed)
          }
          pthread_join(thread, nil)
        }
        // Results past the first wanted stop are unwanted, finished or not.
        let stop = slots.stop.load(ordering: .relaxed)
        return (0..<count).map { $0 <= stop ? slots.results[$0] : nil }
      }
    }
  }

  /// Starts the thread on another core than this one's, and returns the cores the process
  /// may use (nil when it cannot tell). Left to itself, the scheduler puts a new thread on
  /// its parent's core, where it waits until the parent blocks in the join: the work of a few
  /// milliseconds ran one piece after the other. The GNU calls are looked up at run time, as
  /// the C library's module does not declare them.
  private static func elsewhere(_ attributes: inout pthread_attr_t) -> cpu_set_t? {
    guard let calls = affinityCalls else { return nil }
    var allowed = cpu_set_t()
    let size = MemoryLayout<cpu_set_t>.size
    let here = Int(calls.getCPU())
    guard calls.getAffinity(0, size, &allowed) == 0, here >= 0, here < size * 8 else {
      return nil
    }
    var others = allowed
    let any = withUnsafeMutableBytes(of: &others) { bytes -> Bool in
      bytes[here / 8] &= ~(UInt8(1) << (here % 8))
      return bytes.contains { $0 != 0 }
    }
    guard any else { return nil }
    _ = calls.setAttributeAffinity(&attributes, size, &others)
    return allowed
  }

  private struct AffinityCalls: @unchecked Sendable {
    typealias GetCPU = @convention(c) () -> Int32
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
    typealias SetAttributeAffinity =
      @convention(c) (
        UnsafeMutablePointer<pthread_attr_t>, Int, UnsafePointer<cpu_set_t>
      ) -> Int32
    typealias SetThreadAffinity =
      @convention(c) (
        pthread_t, Int, UnsafePointer<cpu_set_t>
      ) -> Int32
    let getCPU: GetCPU
    let getAffinity: GetAffinity
    let setAttributeAffinity: SetAttributeAffinity
    let setThreadAffinity: SetThreadAffinity
  }

  private static let affinityCalls: AffinityCalls? = {
    guard let getCPU = dlsym(nil, "sched_getcpu"),
      let getAffinity = dlsym(nil, "sched_getaffinity"),
      let setAttributeAffinity = dlsym(nil, "pthread_attr_setaffinity_np"),
      let setThreadAffinity = dlsym(nil, "pthread_setaffinity_np")
    else { return nil }
    return AffinityCalls(
      getCPU: unsafeBitCast(getCPU, to: AffinityCalls.GetCPU.self),
      getAffinity: unsafeBitCast(getAffinity, to: AffinityCalls.GetAffinity.self),
      setAttributeAffinity: unsafeBitCast(
        setAttributeAffinity, to: AffinityCalls.SetAttributeAffinity.self),
      setThreadAffinity: unsafeBitCast(
        setThreadAffinity, to: AffinityCalls.SetThreadAffinity.self))
  }()
}
