import Foundation

/// Compiled patterns shared by every grammar of the process, by pattern text. A grammar
/// compiles every rule it reaches, embedded grammars included, so C's rules are reached from
/// C, C++ and Objective-C, and CSS and JavaScript from HTML and Markdown; the big keyword
/// lists of those grammars cost most of a compile (Oniguruma and `LiteralFilter`). A
/// `CompiledRegex` is only read once made, so one instance serves every grammar and thread.
enum RegexCache {
  private static let condition = NSCondition()
  nonisolated(unsafe) private static var compiled: [String: Result<CompiledRegex, RegexError>] =
    [:]
  /// Patterns a thread is compiling: another thread asking for one waits for it rather than
  /// compiling it again (two workers of a diff reach C's rules through C and C++ at once).
  nonisolated(unsafe) private static var inProgress: Set<String> = []

  /// The compiled pattern, or its compile error, made on first request.
  static func regex(_ pattern: String) throws(RegexError) -> CompiledRegex {
    condition.lock()
    while compiled[pattern] == nil && inProgress.contains(pattern) { condition.wait() }
    if let known = compiled[pattern] {
      condition.unlock()
      return try known.get()
    }
    inProgress.insert(pattern)
    condition.unlock()
    // Compiled outside the lock, so other patterns compile meanwhile.
    let made: Result<CompiledRegex, RegexError>
    do {
      made = .success(try CompiledRegex(pattern))
    } catch {
      made = .failure(error)
    }
    condition.lock()
    compiled[pattern] = made
    inProgress.remove(pattern)
    condition.broadcast()
    condition.unlock()
    return try made.get()
  }
}
