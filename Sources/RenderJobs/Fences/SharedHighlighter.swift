import Foundation
import Highlight
import RenderSupport

/// One `Highlighter` for a whole run: created on the first fence that names a language (notes
/// without code never load the language table), its compiled grammars reused by every block.
package final class SharedHighlighter: @unchecked Sendable {
  /// CPU seconds one block may take before it falls back to plain text: a safety net, not a
  /// budget (highlighting is linear in the code, so real blocks stay far below it); its firing
  /// is reported, since it makes the output depend on the machine's speed.
  package static let defaultBlockTimeLimit = 1.0

  private let environment: [String: String]
  /// The safety net of one block (an internal option, so tests can make it fire).
  let blockTimeLimit: Double
  /// Where the warnings of a fired safety net go (`nil`: nowhere).
  private let warn: (@Sendable (String) -> Void)?
  /// A server's request cancellation: once set, no fence is highlighted any more.
  private let cancellation: HighlightCancellation?
  /// Whether a block shown plain because of a budget is reported through `warn` too (output
  /// to a terminal, where plain code would otherwise look like an unknown language).
  let budgetNotes: Bool
  private let lock = NSLock()
  private var instance: Highlighter?
  /// Sessions not in use; a call takes one (or makes one) and gives it back, so each thread
  /// highlighting at a time has its own and blocks reuse compiled scanners and style caches.
  private var idleSessions: [HighlightSession] = []
  /// Whether each language name seen so far has a grammar.
  private var known: [String: Bool] = [:]
  /// Where a block's warnings go when its place in the document is known (a note's fence:
  /// `NOTE:LINE:COL:`); nil: through `warn`, without a place.
  private var placedWarn: (@Sendable (Diagnostic) -> Void)?

  init(
    environment: [String: String], blockTimeLimit: Double = defaultBlockTimeLimit,
    cancellation: HighlightCancellation? = nil, warn: (@Sendable (String) -> Void)? = nil,
    budgetNotes: Bool = false
  ) {
    self.environment = environment
    self.cancellation = cancellation
    self.blockTimeLimit = blockTimeLimit
    self.warn = warn
    self.budgetNotes = budgetNotes
  }

  /// Sends the warnings of blocks whose place is known to `report` from now on.
  func placeWarnings(_ report: (@Sendable (Diagnostic) -> Void)?) {
    lock.withLock { placedWarn = report }
  }

  /// A warning about one block: at the block's place when it is known and someone places
  /// warnings, else through `warn`.
  private func warn(_ message: String, block start: SourcePosition?) {
    if let start, let placed = lock.withLock({ placedWarn }) {
      placed(Diagnostic(.warning, message, at: start))
    } else {
      warn?(message)
    }
  }

  /// Reports, when budget notes are on, that the fences past the document's byte budget are
  /// shown plain.
  func noteByteBudget(_ bytes: Int) {
    guard budgetNotes else { return }
    warn?(
      "the fences after the first \(bytes / 1024) KiB of highlighted code are shown plain (budget \(bytes) bytes of code a document)"
    )
  }

  /// The shared highlighter, created on first use.
  var highlighter: Highlighter {
    lock.withLock {
      if let instance { return instance }
      let made = Highlighter(environment: environment)
      instance = made
      return made
    }
  }

  /// Highlights `code` in `language` (a Linguist name, alias or extension), or `nil` when the
  /// language is unknown, a limit is exceeded or `budget` is used up: the caller then renders
  /// the block plain. A block `prefetcher` already handled is taken from it. A warning about
  /// the block is placed at `start`, the fence's place in its document, when known.
  func highlight(
    code: String, language: String, theme: Theme, alternateTheme: Theme? = nil,
    budget: HighlightBudget, prefetcher: FencePrefetcher? = nil, start: SourcePosition? = nil
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
      budget: budget, start: start)
  }

  /// Whether `language` names a language with a grammar (blocks in other languages stay plain
  /// and take nothing from a budget).
  func hasGrammar(for language: String) -> Bool {
    let cached = lock.withLock { known[language] }
    if let cached { return cached }
    // The grammar's file is enough: loading it here would parse it on the writer's thread,
    // while prefetched blocks load it on a worker.
    let highlighter = self.highlighter
    let found =
      highlighter.language(named: language)?.scopeName.flatMap {
        highlighter.grammars.path(scopeName: $0)
      } != nil
    lock.withLock { known[language] = found }
    return found
  }

  /// The highlighting itself, on any thread, once the block's bytes are claimed; `start` is
  /// the block's place in its document, for its warnings.
  func tokenize(
    code: String, language: String, theme: Theme, alternateTheme: Theme?, budget: HighlightBudget,
    start: SourcePosition? = nil
  ) -> HighlightedSource? {
    guard cancellation?.isCancelled != true,
      budget.hasTimeLeft(onExhaustion: { seconds in
        self.warn?(
          "highlighting the fences of this document took over \(seconds) s of CPU time; the fences after it are shown plain"
        )
      })
    else { return nil }
    let highlighter = self.highlighter
    let session = lock.withLock { idleSessions.popLast() ?? HighlightSession() }
    let started = ThreadClock.nanoseconds()
    var limits = HighlightLimits(timeLimit: blockTimeLimit)
    limits.cancellation = cancellation
    let result = highlighter.highlight(
      code: code, language: language, theme: theme, alternateTheme: alternateTheme,
      limits: limits, session: session)
    budget.spend(ThreadClock.nanoseconds() &- started)
    lock.withLock { idleSessions.append(session) }
    if case .timeLimit? = result.fallback {
      warn(
        "a \(language) fence of \(code.utf8.count) bytes starting \(Self.excerpt(code)) took over \(blockTimeLimit) s of CPU time to highlight; shown plain",
        block: start)
    } else if budgetNotes, BudgetNote.flag(for: result.fallback) != nil,
      let reason = result.fallback
    {
      warn(
        "a \(language) fence of \(code.utf8.count) bytes starting \(Self.excerpt(code)) is shown plain: \(reason)",
        block: start)
    }
    return result.fallback == nil ? result : nil
  }

  /// The start of a block's first line, quoted, to name the block in a warning.
  static func excerpt(_ code: String) -> String {
    let firstLine = code.prefix { $0 != "\n" && $0 != "\r" }
    let cut = firstLine.prefix(32)
    return "\"\(cut)\(cut.count < firstLine.count ? "…" : "")\""
  }
}
