import Foundation
import Synchronization
import Testing

@testable import RenderServer

@Suite struct WorkerPoolTests {
  /// One lane (a document flooded with changes) fills only its share of the queue: its
  /// excess is refused, and other lanes and lane-less requests still find room.
  @Test func aLaneFillsOnlyItsShareOfTheQueue() {
    let pool = WorkerPool(threads: 1, capacity: 16, maxQueuedBytes: 1 << 20)
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    #expect(
      pool.submit(cost: 1) {
        started.signal()
        gate.wait()
      } == .accepted)
    started.wait()
    let flood = (0..<16).map { _ in pool.submit(cost: 1, lane: "a") {} }
    #expect(flood.filter { $0 == .accepted }.count == pool.maxQueuedPerLane)
    #expect(flood.last == .laneFull)
    #expect(pool.submit(cost: 1, lane: "b") {} == .accepted)
    #expect(pool.submit(cost: 1) {} == .accepted)
    gate.signal()
    pool.drain()
    // Once its jobs ran, the lane has its whole share again.
    #expect(
      (0..<pool.maxQueuedPerLane).allSatisfy { _ in pool.submit(cost: 1, lane: "a") {} == .accepted
      })
    pool.drain()
    pool.stop()
  }

  @Test func aLaneMayQueueAQuarterOfTheBytes() {
    let pool = WorkerPool(threads: 1, capacity: 16, maxQueuedBytes: 400)
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    _ = pool.submit(cost: 1) {
      started.signal()
      gate.wait()
    }
    started.wait()
    #expect(pool.submit(cost: 60, lane: "a") {} == .accepted)
    #expect(pool.submit(cost: 60, lane: "a") {} == .laneFull)
    #expect(pool.submit(cost: 60, lane: "b") {} == .accepted)
    gate.signal()
    pool.drain()
    pool.stop()
  }

  /// `stop` returns once every worker has ended, its thread-specific data freed (the
  /// Markdown arena and the SVG libraries' per-thread state are freed that way).
  @Test func stopWaitsUntilEveryWorkersOwnStateIsFreed() {
    let pool = WorkerPool(threads: 3, capacity: 16, maxQueuedBytes: 1 << 20)
    WorkerPoolTests.freed.withLock { $0 = 0 }
    let ready = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    for _ in 0..<3 {
      _ = pool.submit(cost: 1) {
        pthread_setspecific(WorkerPoolTests.key, UnsafeRawPointer(bitPattern: 1))
        ready.signal()
        gate.wait()
      }
    }
    // All three run at once, one on each worker.
    for _ in 0..<3 { ready.wait() }
    for _ in 0..<3 { gate.signal() }
    pool.drain()
    pool.stop()
    #expect(WorkerPoolTests.freed.withLock { $0 } == 3)
  }

  static let freed = Mutex(0)
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { _ in WorkerPoolTests.freed.withLock { $0 += 1 } }
    return key
  }()
}
