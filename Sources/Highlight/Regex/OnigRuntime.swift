import COniguruma
import Foundation

/// Process-wide Oniguruma set-up: the library is initialised once for UTF-8, and pattern
/// compilation is serialised because `onig_new` touches shared tables.
enum OnigRuntime {
  /// Upper bound on backtracking steps inside one match attempt.
  static let retryLimitInMatch: UInt = 200_000
  /// Upper bound on backtracking steps over all start positions of one search, so a
  /// catastrophic pattern costs a fallback instead of a hang.
  static let retryLimitInSearch: UInt = 2_000_000

  private static let initialized: Bool = {
    var encodings: [OnigEncoding?] = [ir_onig_encoding_utf8()]
    _ = encodings.withUnsafeMutableBufferPointer { buffer in
      onig_initialize(buffer.baseAddress, 1)
    }
    return true
  }()

  private static let compileLock = NSLock()
  nonisolated(unsafe) private static var regexCount = 0

  nonisolated(unsafe) private static var failures = 0

  /// Patterns that failed to compile so far; callers hold the compile lock. Grammars compare
  /// it with the count they last saw to know when to look for new compile errors.
  static var compileFailures: Int { failures }

  /// Counts one more pattern that failed to compile; callers hold the compile lock.
  static func noteCompileFailure() { failures += 1 }

  /// The next regex number; callers hold the compile lock.
  static func nextRegexID() -> Int {
    regexCount += 1
    return regexCount - 1
  }

  /// Runs `body` with the library initialised and pattern compilation serialised.
  static func withCompileLock<T>(_ body: () throws -> T) rethrows -> T {
    _ = initialized
    return try compileLock.withLock(body)
  }

  /// The message Oniguruma gives for an error code.
  static func message(for code: Int32, info: inout OnigErrorInfo) -> String {
    var buffer = [OnigUChar](repeating: 0, count: Int(ONIG_MAX_ERROR_MESSAGE_LEN) + 1)
    let length = buffer.withUnsafeMutableBufferPointer { pointer in
      withUnsafeMutablePointer(to: &info) { ir_onig_error_message(pointer.baseAddress, code, $0) }
    }
    return String(decoding: buffer.prefix(max(0, Int(length))), as: UTF8.self)
  }
}
