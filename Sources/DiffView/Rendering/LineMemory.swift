import Foundation
import Highlight

/// Lines already highlighted, by grammar, starting state and text, shared by the threads of
/// one `HighlightColoring` and the colorings made with `sharingHighlighter()`.
///
/// Diffs repeat lines far more than source files do: `git log -p` shows the same context in
/// commit after commit, and a regenerated file changes the same lines again and again (the
/// bench log's 187,000 C lines hold 17,000 distinct texts). A line's runs and the state after
/// it depend only on the grammar, the state before it and its text (the tokenizer's own memo
/// relies on the same; states are plain values, valid with any tokenizer of the grammar), so
/// a repeat costs a lookup instead of a tokenization, whichever thread saw the line first.
///
/// Two generations of at most `generationSize` lines each: when the newer one fills, the
/// older is dropped, and a line found in the older moves to the newer. Memory stays bounded
/// while lines in recent use stay known.
final class LineMemory: @unchecked Sendable {
  struct Key: Hashable {
    let grammar: ObjectIdentifier
    let state: LineState
    let text: String
  }

  typealias Entry = (runs: [SyntaxRun], end: LineState)

  /// Lines longer than this are highlighted each time (long lines rarely repeat).
  static let longestRemembered = 1024
  let generationSize: Int
  private let lock = NSLock()
  private var newer: [Key: Entry] = [:]
  private var older: [Key: Entry] = [:]

  init(generationSize: Int = 16_384) {
    self.generationSize = generationSize
  }

  /// The runs of `text` highlighted from `state` with `highlighter`, and the state after it.
  func runs(
    _ text: String, from state: LineState, highlighter: LineHighlighter,
    coloring: HighlightColoring
  ) -> Entry {
    guard text.utf8.count <= Self.longestRemembered else {
      return highlight(text, from: state, highlighter: highlighter, coloring: coloring)
    }
    let key = Key(
      grammar: ObjectIdentifier(highlighter.tokenizer.grammar), state: state, text: text)
    if let known = lookUp(key) { return known }
    let limitHitsBefore = highlighter.regexLimitLines
    let entry = highlight(text, from: state, highlighter: highlighter, coloring: coloring)
    // A search cut short at the retry limit is not a result to reuse.
    if highlighter.regexLimitLines == limitHitsBefore {
      lock.lock()
      remember(entry, for: key)
      lock.unlock()
    }
    return entry
  }

  private func lookUp(_ key: Key) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    if let known = newer[key] { return known }
    guard let known = older[key] else { return nil }
    remember(known, for: key)
    return known
  }

  private func highlight(
    _ text: String, from state: LineState, highlighter: LineHighlighter,
    coloring: HighlightColoring
  ) -> Entry {
    highlighter.reset(to: state)
    let runs = coloring.runs(of: highlighter.highlight(text))
    return (runs, highlighter.state)
  }

  /// Callers hold the lock.
  private func remember(_ entry: Entry, for key: Key) {
    if newer.count >= generationSize {
      older = newer
      newer = Dictionary(minimumCapacity: generationSize)
    }
    newer[key] = entry
  }
}
