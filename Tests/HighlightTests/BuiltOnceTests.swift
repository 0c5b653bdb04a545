import Foundation
import Synchronization
import Testing

@testable import Highlight

/// `BuiltOnce` makes its value once, whichever thread asks first, and every thread gets it.
@Suite struct BuiltOnceTests {
  @Test func racingThreadsMakeTheValueOnceAndAllGetIt() {
    for _ in 0..<50 {
      let built = BuiltOnce<[Int]>()
      let makes = Atomic<Int>(0)
      let seen = Mutex<[[Int]]>([])
      DispatchQueue.concurrentPerform(iterations: 8) { thread in
        let value = built.get {
          makes.add(1, ordering: .relaxed)
          // Slow enough that the other threads reach the lock before the value is ready.
          Thread.sleep(forTimeInterval: 0.002)
          return [thread, 1, 2, 3]
        }
        seen.withLock { $0.append(value) }
      }
      let values = seen.withLock { $0 }
      #expect(makes.load(ordering: .relaxed) == 1)
      #expect(values.count == 8 && Set(values).count == 1)
    }
  }

  @Test func laterCallsDoNotMakeAgain() {
    let built = BuiltOnce<String>()
    #expect(built.get { "first" } == "first")
    #expect(built.get { "second" } == "first")
  }
}
