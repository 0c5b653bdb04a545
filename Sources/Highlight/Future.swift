import Foundation

/// A value computed on another thread from the moment it is created; `value` waits for it.
///
/// Start-up on a small file is a few independent decodes (the language table, the grammar
/// catalogue's index, a theme's selector tables): computing one of them on the second core
/// while the first does the others takes its time off the wall clock of every short run.
final class Future<Value>: @unchecked Sendable {
  // A condition rather than a semaphore: any number of threads may be waiting when the value
  // arrives (a diff's analysis workers all ask for the language table at once), and a
  // semaphore signalled once would wake only one of them.
  private let ready = NSCondition()
  private var result: Value?

  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global(qos: .userInitiated).async {
      let made = make()
      self.ready.withLock {
        self.result = made
        self.ready.broadcast()
      }
    }
  }

  /// Set by `deferred(_:)`: made by the first `value`, on the asking thread.
  private var deferred: (() -> Value)?

  /// A value already at hand: nothing runs in the background.
  init(ready value: Value) {
    result = value
  }

  /// A value made only when first asked for (most runs never need it), on the asking thread;
  /// others asking meanwhile wait for it.
  static func deferred(_ make: @escaping () -> Value) -> Future {
    Future(pending: make)
  }

  private init(pending make: @escaping () -> Value) {
    deferred = make
  }

  /// Whether the value has been made (asking for it would not wait).
  var isReady: Bool {
    ready.withLock { result != nil }
  }

  /// The value, once computed (waits the first time if it is not yet).
  var value: Value {
    ready.withLock {
      if let make = deferred {
        deferred = nil
        let made = make()
        result = made
        return made
      }
      while true {
        if let result { return result }
        ready.wait()
      }
    }
  }
}
