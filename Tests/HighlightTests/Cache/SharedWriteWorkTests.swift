import Foundation
import Synchronization
import Testing

@testable import Highlight

/// `BackgroundCacheWrites.Shared`: a write's items made once each, whichever thread takes
/// them, and handed back by index.
@Suite struct SharedWriteWorkTests {
  @Test func helpersTakeItemsFromTheFrontAndEachIsMadeOnce() {
    let helped = Atomic<Int>(0)
    for round in 0..<20 {
      let count = 200 + round
      let makes = Mutex<[Int: Int]>([:])
      let owner = Mutex<Thread?>(nil)
      let shared = BackgroundCacheWrites.Shared(count: count) { index in
        makes.withLock { $0[index, default: 0] += 1 }
        if owner.withLock({ $0 }) != Thread.current { helped.add(1, ordering: .relaxed) }
        // Slow enough that the helpers get a share.
        Thread.sleep(forTimeInterval: 0.00002)
        return index * 3
      }
      let started = DispatchSemaphore(value: 0)
      let helpers = DispatchGroup()
      for _ in 0..<2 {
        DispatchQueue.global().async(group: helpers) {
          started.wait()
          shared.help()
        }
      }
      owner.withLock { $0 = Thread.current }
      started.signal()
      started.signal()
      let values = shared.values()
      helpers.wait()
      #expect(values == (0..<count).map { $0 * 3 })
      let made = makes.withLock { $0 }
      #expect(made.count == count && made.values.allSatisfy { $0 == 1 })
      #expect(!shared.hasWork)
    }
    #expect(helped.load(ordering: .relaxed) > 0, "no helper took a share")
  }

  @Test func withoutHelpersTheOwnerMakesEveryItem() {
    let shared = BackgroundCacheWrites.Shared(count: 5) { "item \($0)" }
    #expect(shared.values() == (0..<5).map { "item \($0)" })
    let none = BackgroundCacheWrites.Shared(count: 0) { $0 }
    #expect(none.values().isEmpty)
  }

  @Test func finishWithNothingPendingReturns() {
    BackgroundCacheWrites.finish()
  }
}
