import Foundation

/// One result slot per part of a document, written by concurrent workers and read once they
/// are done; an empty slot means the worker gave up (time budget).
final class PartSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value?]

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) {
    lock.withLock { values[index] = value }
  }

  func value(at index: Int) -> Value? {
    lock.withLock { values[index] }
  }
}

extension PartSlots {
  /// `body(index)` for each of `count` indices, run concurrently; the values in order.
  static func concurrently(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
    let slots = PartSlots(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { slots.store(body($0), at: $0) }
    return (0..<count).map { slots.value(at: $0)! }
  }
}
