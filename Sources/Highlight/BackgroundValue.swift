import Foundation

/// A value computed on another thread from the moment it is created; `value` waits for it.
///
/// Start-up on a small file is a few independent decodes (the language table, the grammar
/// catalogue's index, a theme's selector tables): computing one of them on the second core
/// while the first does the others takes its time off the wall clock of every short run.
final class BackgroundValue<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var result: Value?

  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async {
      let made = make()
      self.lock.lock()
      self.result = made
      self.lock.unlock()
      self.done.signal()
    }
  }

  /// The value, once computed (waits the first time if it is not yet).
  var value: Value {
    lock.lock()
    if let result {
      lock.unlock()
      return result
    }
    lock.unlock()
    done.wait()
    lock.lock()
    defer { lock.unlock() }
    // Signalled once: later callers find the result stored.
    return result!
  }
}
