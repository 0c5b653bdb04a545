import Foundation

/// Patterns shared by every grammar of the process, by pattern text. A grammar reaches every
/// rule it uses, embedded grammars included, so C's rules are reached from C, C++ and
/// Objective-C, and CSS and JavaScript from HTML and Markdown; the big keyword lists of those
/// grammars cost most of their analysis (`LiteralFilter`) and of their compile. A
/// `CompiledRegex` compiles itself once, so one instance serves every grammar and thread.
enum RegexCache {
  private static let condition = NSCondition()
  nonisolated(unsafe) private static var patterns: [PatternText: CompiledRegex] = [:]
  /// Patterns a thread is analysing: another thread asking for one waits for it rather than
  /// analysing it again (two workers of a diff reach C's rules through C and C++ at once).
  nonisolated(unsafe) private static var inProgress: Set<PatternText> = []

  /// The pattern, made (analysed, not yet compiled) on first request.
  static func regex(_ pattern: PatternText) -> CompiledRegex {
    let known: CompiledRegex? = condition.withLock {
      while patterns[pattern] == nil && inProgress.contains(pattern) { condition.wait() }
      if let known = patterns[pattern] { return known }
      inProgress.insert(pattern)
      return nil
    }
    if let known { return known }
    // Analysed outside the lock, so other patterns are analysed meanwhile.
    let made = CompiledRegex(lazy: pattern.text)
    condition.withLock {
      patterns[pattern] = made
      inProgress.remove(pattern)
      condition.broadcast()
    }
    return made
  }
}
