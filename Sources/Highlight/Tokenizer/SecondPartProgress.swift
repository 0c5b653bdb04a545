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
    lock.withLock {
      guard !stopped else { return false }
      states.append(state)
      return true
    }
  }

  /// How `state` compares with the published state after line `offset` of the part.
  func compare(_ state: LineState, at offset: Int) -> Comparison {
    let theirs: LineState? = lock.withLock {
      !stopped && offset < states.count ? states[offset] : nil
    }
    guard let theirs else { return .notThereYet }
    return theirs == state ? .agrees : .differs
  }

  func stop() {
    lock.withLock { stopped = true }
  }
}
