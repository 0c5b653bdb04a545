import Foundation
import Synchronization

/// A value made by the first thread that asks for it, under a lock, then read by every
/// thread without one.
///
/// A grammar's word and symbol sets are made on their first answer and then asked for every
/// candidate position by each of a diff's workers: taking a lock on every answer made them
/// queue on it. Unlike `Future.deferred`, whose every read takes its lock, a read here is
/// one acquiring load once the value is made.
final class BuiltOnce<Value>: @unchecked Sendable {
  private let lock = NSLock()
  /// Set (releasing) once `made` is final: a read that sees it (acquiring) reads `made`
  /// without the lock.
  private let ready = Atomic<Bool>(false)
  private var made: Value?

  init() {}

  /// The value, made by `make` if no call has made it yet (others asking meanwhile wait for
  /// it); `make` runs at most once over all calls.
  func get(make: () -> Value) -> Value {
    if ready.load(ordering: .acquiring), let made { return made }
    return lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      ready.store(true, ordering: .releasing)
      return value
    }
  }
}
