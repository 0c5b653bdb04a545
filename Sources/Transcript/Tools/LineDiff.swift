/// A line diff of two texts, bounded in time and memory whatever their size.
///
/// The common head and tail lines are matched first (edits change a few lines of a snippet);
/// the middle is aligned by the longest common subsequence (Hirschberg-free dynamic
/// programming over at most `maxCells` line pairs, so memory is bounded), and a middle larger
/// than that is shown as all removed then all added, which is still a correct diff. Lines are
/// then grouped into hunks with `context` unchanged lines around each change, as `diff -u`
/// does.
package enum LineDiff {
  /// The most line pairs the alignment table may hold (16 MiB of `UInt16`s at most).
  package static let maxCells = 4 << 20

  /// The hunks turning `old` into `new`, numbered from `oldStart` and `newStart`.
  package static func hunks(
    old: String, new: String, oldStart: Int = 1, newStart: Int = 1, context: Int = 3
  ) -> [ToolDiff.Hunk] {
    let lines = self.lines(old: split(old), new: split(new))
    return group(lines, oldStart: oldStart, newStart: newStart, context: context)
  }

  /// `text` split at line breaks; a final break ends the last line instead of starting one.
  static func split(_ text: String) -> [Substring] {
    guard !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// Every line of both sides in diff order.
  static func lines(old: [Substring], new: [Substring]) -> [ToolDiff.Line] {
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    var out: [ToolDiff.Line] = old[..<head].map { ToolDiff.Line(.context, String($0)) }
    let oldMiddle = old[head..<(old.count - tail)]
    let newMiddle = new[head..<(new.count - tail)]
    out += middle(Array(oldMiddle), Array(newMiddle))
    out += old[(old.count - tail)...].map { ToolDiff.Line(.context, String($0)) }
    return out
  }

  private static func middle(_ old: [Substring], _ new: [Substring]) -> [ToolDiff.Line] {
    let n = old.count
    let m = new.count
    let removedAll = old.map { ToolDiff.Line(.removed, String($0)) }
    let addedAll = new.map { ToolDiff.Line(.added, String($0)) }
    // The table counts up to min(n, m), which fits 16 bits whenever n * m fits the budget.
    guard n > 0, m > 0, n * m <= maxCells, min(n, m) < Int(UInt16.max) else {
      return removedAll + addedAll
    }
    // table[i][j]: the LCS length of old[i...] and new[j...].
    let width = m + 1
    var table = [UInt16](repeating: 0, count: (n + 1) * width)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i * width + j] =
          old[i] == new[j]
          ? table[(i + 1) * width + j + 1] + 1
          : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var out: [ToolDiff.Line] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        out.append(ToolDiff.Line(.context, String(old[i])))
        i += 1
        j += 1
      } else if i < n, j == m || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        // Removed lines come before the added ones they pair with, as in `diff -u`.
        out.append(ToolDiff.Line(.removed, String(old[i])))
        i += 1
      } else {
        out.append(ToolDiff.Line(.added, String(new[j])))
        j += 1
      }
    }
    return out
  }

  /// Lines grouped into hunks with `context` unchanged lines around each change; with no
  /// change at all, one hunk of the unchanged text (an edit that changed nothing still shows
  /// what it was given).
  static func group(_ lines: [ToolDiff.Line], oldStart: Int, newStart: Int, context: Int)
    -> [ToolDiff.Hunk]
  {
    let changed = lines.indices.filter { lines[$0].kind != .context }
    guard !changed.isEmpty else {
      return lines.isEmpty
        ? [] : [ToolDiff.Hunk(oldStart: oldStart, newStart: newStart, lines: lines)]
    }
    var ranges: [Range<Int>] = []
    for index in changed {
      let low = max(0, index - context)
      let high = min(lines.count, index + context + 1)
      if let last = ranges.last, low <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, high)
      } else {
        ranges.append(low..<high)
      }
    }
    var hunks: [ToolDiff.Hunk] = []
    var oldLine = oldStart
    var newLine = newStart
    var position = 0
    for range in ranges {
      for line in lines[position..<range.lowerBound] {
        if line.kind != .added { oldLine += 1 }
        if line.kind != .removed { newLine += 1 }
      }
      hunks.append(
        ToolDiff.Hunk(oldStart: oldLine, newStart: newLine, lines: Array(lines[range])))
      for line in lines[range] {
        if line.kind != .added { oldLine += 1 }
        if line.kind != .removed { newLine += 1 }
      }
      position = range.upperBound
    }
    return hunks
  }
}
