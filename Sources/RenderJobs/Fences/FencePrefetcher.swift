import Dispatch
import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// Highlights the fences of a note's upcoming sections on worker threads while the writer is
/// still busy with earlier ones; the writer then picks the results up in page order
/// (`SharedHighlighter.highlight` asks here first). Tokenizing dominates the cost of a note
/// with much code, and this spreads it over the machine's cores.
///
/// Which blocks get highlighted is decided in `submit`, on the writer's thread and in document
/// order (`HighlightBudget.claim`), so the output never depends on thread timing.
package final class FencePrefetcher: @unchecked Sendable {
  struct Key: Hashable {
    var language: String
    var code: String
    var theme: String
    var alternateTheme: String?
  }

  /// Guarded by `condition`.
  private final class Entry: @unchecked Sendable {
    /// `nil` while a worker is on it; `.some(nil)` when the block stays plain.
    var result: HighlightedSource??
    var uses = 1
    /// The last section that uses the result (a block may repeat in later sections).
    var section: Int

    init(section: Int) {
      self.section = section
    }
  }

  let highlighter: SharedHighlighter
  let budget: HighlightBudget
  private let condition = NSCondition()
  private var entries: [Key: Entry] = [:]
  private var section = 0
  private let queue = DispatchQueue(
    label: "intent-render.fences", qos: .userInitiated, attributes: .concurrent)
  /// At most one block per core at a time: each concurrent block needs its own tokenizer
  /// session, whose scanners are compiled again, so more threads would only add that cost.
  private let workers = DispatchSemaphore(
    value: max(1, ProcessorCount.active))

  init(highlighter: SharedHighlighter, budget: HighlightBudget) {
    self.highlighter = highlighter
    self.budget = budget
  }

  /// Starts highlighting the fences of the next section (Mermaid ones excepted) with `theme`
  /// and `alternateTheme`; returns the section's number (from 1) for `discard(through:)`.
  /// One job per section, not per block: the writer waits for a section at most once, and a
  /// busy machine makes every hand-over between threads cost a scheduling delay.
  @discardableResult
  func submit(_ document: MarkdownDocument, theme: Theme, alternateTheme: Theme?) -> Int {
    section += 1
    let current = section
    var jobs: [(CodeBlock, Entry)] = []
    // Looked up before taking the lock: the first block of a language loads its grammar.
    let blocks = document.codeBlocks.filter { $0.language != "mermaid" }
    let highlightable = blocks.map { highlighter.hasGrammar(for: $0.language) }
    condition.withLock {
      for (block, hasGrammar) in zip(blocks, highlightable) {
        let key = Key(
          language: block.language, code: block.code, theme: theme.name,
          alternateTheme: alternateTheme?.name)
        if let known = entries[key] {
          known.uses += 1
          known.section = current
          continue
        }
        let entry = Entry(section: current)
        entries[key] = entry
        if hasGrammar, budget.claim(bytes: block.code.utf8.count) {
          jobs.append((block, entry))
        } else {
          entry.result = .some(nil)
        }
      }
    }
    guard !jobs.isEmpty else { return current }
    let work = Job(blocks: jobs)
    queue.async { [condition, highlighter, budget, workers] in
      workers.wait()
      defer { workers.signal() }
      for (block, entry) in work.blocks {
        let result = highlighter.tokenize(
          code: block.code, language: block.language, theme: theme,
          alternateTheme: alternateTheme, budget: budget, start: block.start)
        condition.withLock {
          entry.result = .some(result)
          condition.broadcast()
        }
      }
    }
    return current
  }

  /// The blocks of one section for a worker.
  private struct Job: @unchecked Sendable {
    var blocks: [(CodeBlock, Entry)]
  }

  /// The result for a block submitted earlier (waiting until it is ready; `.some(nil)` when it
  /// stays plain), or `nil` when it was never submitted.
  func take(_ key: Key) -> HighlightedSource?? {
    condition.withLock {
      guard let entry = entries[key] else { return nil }
      while entry.result == nil { condition.wait() }
      entry.uses -= 1
      if entry.uses == 0 { entries[key] = nil }
      return entry.result
    }
  }

  /// Forgets the results of sections up to `finished` that were never asked for, once their
  /// workers are done.
  func discard(through finished: Int) {
    condition.withLock {
      for (key, entry) in entries where entry.section <= finished {
        while entry.result == nil { condition.wait() }
        entries[key] = nil
      }
    }
  }
}
