import Foundation

/// The states the second part's thread has reached so far, published line by line for the
/// first part's thread to compare with, and its stop signal.
final class SecondPartProgress: @unchecked Sendable {
  enum Comparison { case agrees, differs, notThereYet }

  private let lock = NSLock()
  private var states: [LineState] = []
  private var stopped = false

  /// Records the state after the next line; false once the part should stop.
  func publish(_ state: LineState) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { return false }
    states.append(state)
    return true
  }

  /// How `state` compares with the published state after line `offset` of the part.
  func compare(_ state: LineState, at offset: Int) -> Comparison {
    lock.lock()
    guard !stopped, offset < states.count else {
      lock.unlock()
      return .notThereYet
    }
    let theirs = states[offset]
    lock.unlock()
    return theirs == state ? .agrees : .differs
  }

  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }
}
