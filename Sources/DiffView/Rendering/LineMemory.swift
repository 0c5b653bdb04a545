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
/// Lines are spread over `shardCount` shards by hash, each with its own lock, so workers
/// rarely wait for each other. A shard keeps two generations: when the newer one fills, the
/// older is dropped, and a line found in the older moves to the newer. Memory stays bounded
/// while lines in recent use stay known.
final class LineMemory: @unchecked Sendable {
  /// A line's identity, its hash computed once: the shard is picked by it and each shard
  /// looks the key up in up to two generations and may insert it, and hashing the text each
  /// time took as long as the lookups themselves.
  struct Key: Hashable {
    let grammar: ObjectIdentifier
    let state: LineState
    let text: String
    let hash: Int

    init(grammar: ObjectIdentifier, state: LineState, text: String) {
      self.grammar = grammar
      self.state = state
      self.text = text
      var hasher = Hasher()
      hasher.combine(grammar)
      hasher.combine(state)
      hasher.combine(text)
      hash = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.hash == rhs.hash && lhs.grammar == rhs.grammar && lhs.text == rhs.text
        && lhs.state == rhs.state
    }
  }

  typealias Entry = (runs: [SyntaxRun], end: LineState)

  /// Lines longer than this are highlighted each time (long lines rarely repeat).
  static let longestRemembered = 1024
  static let shardCount = 16
  private let shards: [Shard]

  /// At most about `2 * capacity` lines are kept (two generations).
  init(capacity: Int = 16_384) {
    let perShard = max(1, capacity / Self.shardCount)
    shards = (0..<Self.shardCount).map { _ in Shard(generationSize: perShard) }
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
    let shard = shards[Int(UInt(bitPattern: key.hash) % UInt(Self.shardCount))]
    if let known = shard.lookUp(key) { return known }
    let limitHitsBefore = highlighter.regexLimitLines
    let entry = highlight(text, from: state, highlighter: highlighter, coloring: coloring)
    // A search cut short at the retry limit is not a result to reuse.
    if highlighter.regexLimitLines == limitHitsBefore { shard.remember(entry, for: key) }
    return entry
  }

  private func highlight(
    _ text: String, from state: LineState, highlighter: LineHighlighter,
    coloring: HighlightColoring
  ) -> Entry {
    highlighter.reset(to: state)
    let runs = coloring.runs(of: highlighter.highlight(text))
    return (runs, highlighter.state)
  }

}

/// One lock's share of a `LineMemory`.
private final class Shard: @unchecked Sendable {
  let generationSize: Int
  private let lock = NSLock()
  private var newer: [LineMemory.Key: LineMemory.Entry] = [:]
  private var older: [LineMemory.Key: LineMemory.Entry] = [:]

  init(generationSize: Int) {
    self.generationSize = generationSize
  }

  func lookUp(_ key: LineMemory.Key) -> LineMemory.Entry? {
    var dropped: [LineMemory.Key: LineMemory.Entry]?
    let found: LineMemory.Entry? = lock.withLock {
      if let known = newer[key] { return known }
      guard let known = older[key] else { return nil }
      dropped = insert(known, for: key)
      return known
    }
    withExtendedLifetime(dropped) {}
    return found
  }

  func remember(_ entry: LineMemory.Entry, for key: LineMemory.Key) {
    let dropped = lock.withLock { insert(entry, for: key) }
    withExtendedLifetime(dropped) {}
  }

  /// Callers hold the lock, and free the dropped generation (if any) after releasing it.
  private func insert(_ entry: LineMemory.Entry, for key: LineMemory.Key) -> [LineMemory.Key:
    LineMemory.Entry]?
  {
    var dropped: [LineMemory.Key: LineMemory.Entry]?
    if newer.count >= generationSize {
      dropped = older
      older = newer
      newer = Dictionary(minimumCapacity: generationSize)
    }
    newer[key] = entry
    return dropped
  }
}
