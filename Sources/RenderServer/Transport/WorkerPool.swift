import Foundation

/// Worker threads fed from a bounded queue.
///
/// The queue holds at most `capacity` jobs and `maxQueuedBytes` of their requests: when either
/// is reached, `submit` refuses at once (the caller answers "server busy"), so a flood of
/// requests never grows the heap past that.
final class WorkerPool: @unchecked Sendable {
  private let condition = NSCondition()
  private var queue: [(cost: Int, job: () -> Void)] = []
  private var head = 0
  private var queuedBytes = 0
  private var running = 0
  private var stopping = false
  let capacity: Int
  let maxQueuedBytes: Int

  /// Starts `threads` workers (each with a stack large enough for deep documents).
  init(threads: Int, capacity: Int, maxQueuedBytes: Int) {
    self.capacity = capacity
    self.maxQueuedBytes = maxQueuedBytes
    for index in 0..<max(1, threads) {
      let thread = Thread { [self] in work() }
      thread.name = "render-worker-\(index)"
      thread.stackSize = 16 << 20
      thread.start()
    }
  }

  /// Queues `job`; false when the queue is full.
  func submit(cost: Int, _ job: @escaping () -> Void) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    let waiting = queue.count - head
    guard waiting < capacity, waiting == 0 || queuedBytes + cost <= maxQueuedBytes else {
      return false
    }
    queue.append((cost, job))
    queuedBytes += cost
    condition.signal()
    return true
  }

  /// Waits until every queued job has finished.
  func drain() {
    condition.lock()
    while queue.count > head || running > 0 { condition.wait() }
    condition.unlock()
  }

  /// Lets the workers end once the queue is empty.
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
  }

  private func work() {
    while true {
      condition.lock()
      while queue.count == head && !stopping { condition.wait() }
      if queue.count == head {
        condition.unlock()
        return
      }
      let (cost, job) = queue[head]
      queue[head] = (0, {})
      head += 1
      if head > 64 && head * 2 > queue.count {
        queue.removeFirst(head)
        head = 0
      }
      queuedBytes -= cost
      running += 1
      condition.unlock()
      job()
      condition.lock()
      running -= 1
      condition.broadcast()
      condition.unlock()
    }
  }
}
