import Foundation

/// One result slot per part of a document, written by concurrent workers and read once they
/// are done; an empty slot means the worker gave up (time budget).
final class PartSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value?]

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }

  func value(at index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return values[index]
  }
}
