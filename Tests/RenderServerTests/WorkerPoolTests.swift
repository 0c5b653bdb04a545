import Foundation
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
}
