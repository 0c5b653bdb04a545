import Foundation

/// Worker threads fed from a bounded queue.
///
/// The queue holds at most `capacity` jobs and `maxQueuedBytes` of their requests: when either
/// is reached, `submit` refuses at once (the caller answers "server busy"), so a flood of
/// requests never grows the heap past that. A job may name a lane: jobs of one lane run one
/// at a time in the order they were queued (a document's edits), and a worker passes over a
/// job whose lane is busy for the next one, so a long job holds up only its own lane.
///
/// One lane may fill only its share of the queue (`maxQueuedPerLane` jobs, `maxQueuedBytes`
/// / 4 of bytes): a client flooding one document is refused for that document alone, and
/// every other request still finds room.
final class WorkerPool: @unchecked Sendable {
  /// What `submit` did with a job.
  enum Admission: Equatable {
    case accepted
    /// The queue is full.
    case queueFull
    /// The job's lane has its share of the queue waiting already.
    case laneFull
  }

  private struct Job {
    var cost: Int
    var lane: String?
    var run: () -> Void
  }

  private let condition = NSCondition()
  private var queue: [Job] = []
  private var busyLanes: Set<String> = []
  /// The jobs and bytes each lane has waiting.
  private var queuedByLane: [String: (jobs: Int, bytes: Int)] = [:]
  private var queuedBytes = 0
  private var running = 0
  private var stopping = false
  let capacity: Int
  let maxQueuedBytes: Int
  /// The jobs one lane may have waiting: an eighth of the queue.
  let maxQueuedPerLane: Int

  /// The workers, joined by `stop`.
  private var threads: [pthread_t] = []

  /// Starts `threads` workers (each with a stack large enough for deep documents).
  init(threads count: Int, capacity: Int, maxQueuedBytes: Int) {
    self.capacity = capacity
    self.maxQueuedBytes = maxQueuedBytes
    maxQueuedPerLane = max(1, capacity / 8)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 16 << 20)
    for _ in 0..<max(1, count) {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          let pool = Unmanaged<WorkerPool>.fromOpaque(context!).takeRetainedValue()
          pool.work()
          return nil
        }, context)
      if started == 0 {
        threads.append(thread)
      } else {
        Unmanaged<WorkerPool>.fromOpaque(context).release()
      }
    }
    // Without a thread nothing would ever run: the caller's thread is not one to borrow.
    precondition(!threads.isEmpty, "no worker thread could be started")
  }

  /// Queues `job` (after every queued job of `lane`), unless the queue or the lane's share of
  /// it is full.
  func submit(cost: Int, lane: String? = nil, _ job: @escaping () -> Void) -> Admission {
    condition.withLock {
      guard queue.count < capacity, queue.isEmpty || queuedBytes + cost <= maxQueuedBytes else {
        return .queueFull
      }
      if let lane, let waiting = queuedByLane[lane] {
        // A lane's first job always fits (as the queue's does), however large.
        guard waiting.jobs < maxQueuedPerLane, waiting.bytes + cost <= maxQueuedBytes / 4 else {
          return .laneFull
        }
      }
      queue.append(Job(cost: cost, lane: lane, run: job))
      queuedBytes += cost
      if let lane {
        let waiting = queuedByLane[lane] ?? (0, 0)
        queuedByLane[lane] = (waiting.jobs + 1, waiting.bytes + cost)
      }
      // Every waiting worker looks: the one woken by a signal could find only busy lanes.
      condition.broadcast()
      return .accepted
    }
  }

  /// Waits until every queued job has finished.
  func drain() {
    condition.withLock {
      while !queue.isEmpty || running > 0 { condition.wait() }
    }
  }

  /// Lets the workers end once the queue is empty, and waits until they have: a thread's own
  /// state (the Markdown parser's arena, the SVG libraries' per-thread globals) is freed when
  /// the thread ends, so after `stop` nothing of the workers is left. Not from a worker.
  func stop() {
    let joining: [pthread_t] = condition.withLock {
      stopping = true
      condition.broadcast()
      defer { threads = [] }
      return threads
    }
    for thread in joining { pthread_join(thread, nil) }
  }

  /// The first queued job whose lane is free (the queue is at most `capacity` long).
  private func nextRunnable() -> Int? {
    queue.firstIndex { job in job.lane.map { !busyLanes.contains($0) } ?? true }
  }

  private func work() {
    while true {
      let next: Job? = condition.withLock {
        var index = nextRunnable()
        while index == nil, !(stopping && queue.isEmpty) {
          condition.wait()
          index = nextRunnable()
        }
        guard let index else { return nil }
        let job = queue.remove(at: index)
        queuedBytes -= job.cost
        running += 1
        if let lane = job.lane {
          busyLanes.insert(lane)
          let waiting = queuedByLane[lane] ?? (1, job.cost)
          queuedByLane[lane] =
            waiting.jobs > 1 ? (waiting.jobs - 1, waiting.bytes - job.cost) : nil
        }
        return job
      }
      guard let job = next else { return }
      job.run()
      condition.withLock {
        running -= 1
        if let lane = job.lane { busyLanes.remove(lane) }
        condition.broadcast()
      }
    }
  }
}
