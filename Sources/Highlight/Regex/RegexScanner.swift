/// Finds the first match among N patterns at or after a position (like vscode-oniguruma's
/// `OnigScanner`): the leftmost match wins, ties go to the earlier pattern. Each pattern is
/// searched on its own, so Oniguruma can use its per-pattern optimisations, through the
/// tokenizer's `MatchCache`. Uses that cache's regions, so it stays on one thread.
final class RegexScanner {
  /// Keeps the compiled patterns alive for `handles`.
  private let regexes: [CompiledRegex]
  private let handles: [RegexHandle]
  /// The caller's index of each compiled pattern (invalid patterns are left out).
  private let indices: [Int]
  private let cache: MatchCache

  /// `nil` entries are patterns that failed to compile: they never match.
  init(_ regexes: [CompiledRegex?], cache: MatchCache) {
    var kept: [CompiledRegex] = []
    var indices: [Int] = []
    for (index, regex) in regexes.enumerated() {
      if let regex {
        kept.append(regex)
        indices.append(index)
      }
    }
    self.regexes = kept
    handles = kept.map(\.handle)
    self.indices = indices
    self.cache = cache
  }

  /// The leftmost match at or after `position` (a UTF-8 offset into `text`).
  func findNextMatch(in text: SearchText, from position: Int) -> ScanMatch? {
    var best = -1
    var bestStart = Int.max
    for index in handles.indices {
      let start = cache.search(handles[index], in: text, from: position)
      if start >= 0 && start < bestStart {
        best = index
        bestStart = start
        if start == position { break }
      }
    }
    guard best >= 0 else { return nil }
    return ScanMatch(index: indices[best], captures: cache.captures(of: handles[best]))
  }
}
