import Foundation

/// Compiled patterns shared by every grammar of the process, by pattern text. A grammar
/// compiles every rule it reaches, embedded grammars included, so C's rules are reached from
/// C, C++ and Objective-C, and CSS and JavaScript from HTML and Markdown; the big keyword
/// lists of those grammars cost most of a compile (Oniguruma and `LiteralFilter`). A
/// `CompiledRegex` is only read once made, so one instance serves every grammar and thread.
enum RegexCache {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var compiled: [String: Result<CompiledRegex, RegexError>] =
    [:]

  /// The compiled pattern, or its compile error, made on first request.
  static func regex(_ pattern: String) throws(RegexError) -> CompiledRegex {
    lock.lock()
    let known = compiled[pattern]
    lock.unlock()
    if let known { return try known.get() }
    // Compiled outside the lock: two threads may both compile a pattern; the first stored wins.
    let made: Result<CompiledRegex, RegexError>
    do {
      made = .success(try CompiledRegex(pattern))
    } catch {
      made = .failure(error)
    }
    lock.lock()
    let result = compiled[pattern] ?? made
    compiled[pattern] = result
    lock.unlock()
    return try result.get()
  }
}
