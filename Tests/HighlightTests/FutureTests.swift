import Foundation
import Testing

@testable import Highlight

@Suite struct FutureTests {
  /// Every thread that asks before the value is ready gets it: a semaphore signalled once
  /// woke only the first waiter, and a diff's second analysis worker waited forever.
  @Test func everyEarlyWaiterIsWoken() {
    let value = Future<Int> {
      usleep(200_000)
      return 42
    }
    let waiters = 6
    let answered = DispatchSemaphore(value: 0)
    let results = Results()
    for _ in 0..<waiters {
      Thread.detachNewThread {
        results.append(value.value)
        answered.signal()
      }
    }
    for _ in 0..<waiters {
      #expect(answered.wait(timeout: .now() + 10) == .success, "a waiter was never woken")
    }
    #expect(results.values == Array(repeating: 42, count: waiters))
    #expect(value.value == 42)
  }
}

private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ value: Int) { lock.withLock { stored.append(value) } }

  /// A deferred value is made by the first thread that asks, once.
  @Test func deferredValueIsMadeOnFirstAsk() {
    let made = Results()
    let value = Future<Int>.deferred {
      made.append(1)
      return 7
    }
    #expect(!value.isReady)
    #expect(made.values.isEmpty)
    #expect(value.value == 7)
    #expect(value.value == 7)
    #expect(value.isReady)
    #expect(made.values == [1])
  }
}
