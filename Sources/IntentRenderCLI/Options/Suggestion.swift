/// "did you mean …": the candidate closest to a mistyped word.
///
/// Distance is optimal string alignment (Damerau–Levenshtein where a transposition counts as
/// one edit, as git's and cargo's suggestions do), compared case-insensitively; a candidate is
/// offered when it is at most a third of the word's length away (at least 1, at most 3 edits),
/// or when the word is the start of exactly one candidate (`--line` for `--line-numbers`).
public enum Suggestion {
  /// The best candidate for `word`, or `nil` when none is close.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    guard !typed.isEmpty, typed.count <= 200 else { return nil }
    let limit = min(3, max(1, typed.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let target = Array(candidate.lowercased().unicodeScalars)
      guard abs(target.count - typed.count) <= limit else { continue }
      let distance = editDistance(typed, target)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.candidate }
    let lowered = word.lowercased()
    let starts = candidates.filter { $0 != word && $0.lowercased().hasPrefix(lowered) }
    return typed.count >= 3 && starts.count == 1 ? starts[0] : nil
  }

  /// ` (did you mean 'X'?)`, or nothing when no candidate is close.
  public static func hint(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// neighbours, each one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
