/// Pairs removed and added lines and finds their changed words.
///
/// A change block is a run of removed lines followed by a run of added lines; its i-th removed
/// line pairs with its i-th added line (the convention of GitHub's and most side-by-side
/// views), so pairing is linear. Word diffs run only on pairs, and each pair costs at most
/// O(L · maxEdits) for lines of L bytes (`WordDiff.Options`, `maxLineBytes`), so a hunk costs
/// time linear in its size whatever it holds.
package struct LinePairing: Sendable {
  package var wordOptions = WordDiff.Options()
  /// Longer lines get no word diff (they are compared by prefix and suffix only).
  package var maxLineBytes = 4096
  /// Lines a block may pair; beyond it lines stand alone (one huge regenerated block is not
  /// worth emphasising word by word).
  package var maxPairsPerBlock = 20_000

  package init() {}

  package func analyze(_ hunk: DiffHunk) -> HunkAnalysis {
    let lines = hunk.lines
    var partner = [Int?](repeating: nil, count: lines.count)
    var emphasis = [[Range<Int>]](repeating: [], count: lines.count)
    var rows: [HunkAnalysis.Row] = []
    rows.reserveCapacity(lines.count)
    var i = 0
    while i < lines.count {
      if lines[i].kind == .context {
        rows.append(.init(left: i, right: i))
        i += 1
        continue
      }
      let removedStart = i
      while i < lines.count && lines[i].kind == .removed { i += 1 }
      let addedStart = i
      while i < lines.count && lines[i].kind == .added { i += 1 }
      let removed = addedStart - removedStart
      let added = i - addedStart
      let paired = min(removed, added)
      for k in 0..<max(removed, added) {
        let left = k < removed ? removedStart + k : nil
        let right = k < added ? addedStart + k : nil
        rows.append(.init(left: left, right: right))
        guard k < paired, k < maxPairsPerBlock, let left, let right else { continue }
        partner[left] = right
        partner[right] = left
        if let result = compare(lines[left], lines[right]) {
          emphasis[left] = result.old
          emphasis[right] = result.new
        }
      }
    }
    return HunkAnalysis(partner: partner, emphasis: emphasis, rows: rows)
  }

  private func compare(_ old: DiffLine, _ new: DiffLine) -> WordDiff.Result? {
    if old.text == new.text { return nil }
    var a = old.text
    var b = new.text
    return a.withUTF8 { pa in
      b.withUTF8 { pb in
        if pa.count > maxLineBytes || pb.count > maxLineBytes {
          var options = wordOptions
          options.maxTokens = 0
          return WordDiff.compare(pa, pb, options: options)
        }
        return WordDiff.compare(pa, pb, options: wordOptions)
      }
    }
  }
}
