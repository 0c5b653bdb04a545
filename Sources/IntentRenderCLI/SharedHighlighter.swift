import Foundation
import Highlight
import RenderSupport

/// One `Highlighter` for a whole run: created on the first fence that names a language (notes
/// without code never load the language table), its compiled grammars reused by every block.
final class SharedHighlighter: @unchecked Sendable {
  /// CPU seconds one block may take before it falls back to plain text.
  static let blockTimeLimit = 1.0

  private let environment: [String: String]
  private let lock = NSLock()
  private var instance: Highlighter?
  /// Sessions not in use; a call takes one (or makes one) and gives it back, so each thread
  /// highlighting at a time has its own and blocks reuse compiled scanners and style caches.
  private var idleSessions: [HighlightSession] = []
  /// Whether each language name seen so far has a grammar.
  private var known: [String: Bool] = [:]

  init(environment: [String: String]) {
    self.environment = environment
  }

  /// The shared highlighter, created on first use.
  var highlighter: Highlighter {
    lock.lock()
    defer { lock.unlock() }
    if let instance { return instance }
    let made = Highlighter(environment: environment)
    instance = made
    return made
  }

  /// Highlights `code` in `language` (a Linguist name, alias or extension), or `nil` when the
  /// language is unknown, a limit is exceeded or `budget` is used up: the caller then renders
  /// the block plain. A block `prefetcher` already handled is taken from it.
  func highlight(
    code: String, language: String, theme: Theme, alternateTheme: Theme? = nil,
    budget: HighlightBudget, prefetcher: FencePrefetcher? = nil
  ) -> HighlightedSource? {
    guard !language.isEmpty else { return nil }
    if let prefetcher,
      let known = prefetcher.take(
        FencePrefetcher.Key(
          language: language, code: code, theme: theme.name,
          alternateTheme: alternateTheme?.name))
    {
      return known
    }
    guard hasGrammar(for: language), budget.claim(bytes: code.utf8.count) else { return nil }
    return tokenize(
      code: code, language: language, theme: theme, alternateTheme: alternateTheme,
      budget: budget)
  }

  /// Whether `language` names a language with a grammar (blocks in other languages stay plain
  /// and take nothing from a budget).
  func hasGrammar(for language: String) -> Bool {
    lock.lock()
    let cached = known[language]
    lock.unlock()
    if let cached { return cached }
    // The grammar's file is enough: loading it here would parse it on the writer's thread,
    // while prefetched blocks load it on a worker.
    let highlighter = self.highlighter
    let found =
      highlighter.languages.language(named: language)?.scopeName.flatMap {
        highlighter.grammars.path(scopeName: $0)
      } != nil
    lock.lock()
    known[language] = found
    lock.unlock()
    return found
  }

  /// The highlighting itself, on any thread, once the block's bytes are claimed.
  func tokenize(
    code: String, language: String, theme: Theme, alternateTheme: Theme?, budget: HighlightBudget
  ) -> HighlightedSource? {
    guard let remaining = budget.remainingSeconds else { return nil }
    let highlighter = self.highlighter
    lock.lock()
    let session = idleSessions.popLast() ?? HighlightSession()
    lock.unlock()
    let started = ThreadClock.nanoseconds()
    let result = highlighter.highlight(
      code: code, language: language, theme: theme, alternateTheme: alternateTheme,
      limits: HighlightLimits(timeLimit: min(Self.blockTimeLimit, remaining)), session: session)
    budget.spend(ThreadClock.nanoseconds() &- started)
    lock.lock()
    idleSessions.append(session)
    lock.unlock()
    return result.fallback == nil ? result : nil
  }

}

/// What the fences of one document may spend on highlighting together: CPU time (a note of a
/// thousand pathological fences cannot cost a thousand per-block limits) and, optionally, bytes
/// of code, claimed in document order so the choice of blocks is deterministic. Blocks past
/// either stay plain.
final class HighlightBudget: @unchecked Sendable {
  private let lock = NSLock()
  private let totalNanoseconds: UInt64
  private var spentNanoseconds: UInt64 = 0
  private var bytesLeft: Int

  init(seconds: Double = 5, maxCodeBytes: Int = .max) {
    totalNanoseconds = UInt64(seconds * 1e9)
    bytesLeft = maxCodeBytes
  }

  /// The seconds left, or `nil` when none are.
  var remainingSeconds: Double? {
    lock.lock()
    defer { lock.unlock() }
    guard spentNanoseconds < totalNanoseconds else { return nil }
    return Double(totalNanoseconds - spentNanoseconds) / 1e9
  }

  func spend(_ nanoseconds: UInt64) {
    lock.lock()
    spentNanoseconds &+= nanoseconds
    lock.unlock()
  }

  /// Takes `bytes` of code from the byte budget; `false` (nothing taken) when they do not fit.
  func claim(bytes: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard bytes <= bytesLeft else {
      bytesLeft = 0
      return false
    }
    bytesLeft -= bytes
    return true
  }
}
