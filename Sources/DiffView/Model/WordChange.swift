/// One changed span of a word-diff line (`git diff --word-diff`): removed or added words,
/// whose markers (`[-…-]`, `{+…+}`, or porcelain's `-`/`+` lines) are not part of the text.
package struct WordChange: Hashable, Sendable {
  /// UTF-8 byte offsets in the line's `text`.
  package var range: Range<Int>
  /// `.removed` or `.added`.
  package var kind: DiffLine.Kind

  package init(range: Range<Int>, kind: DiffLine.Kind) {
    self.range = range
    self.kind = kind
  }
}

extension WordChange {
  /// `text` with git's plain markers around its changes (`[-removed-]`, `{+added+}`).
  package static func marked(_ text: String, _ changes: [WordChange]) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    var pos = 0
    for change in changes
    where change.range.lowerBound >= pos && change.range.upperBound <= bytes.count {
      out += bytes[pos..<change.range.lowerBound]
      let removed = change.kind == .removed
      out += Array((removed ? "[-" : "{+").utf8) + bytes[change.range]
      out += Array((removed ? "-]" : "+}").utf8)
      pos = change.range.upperBound
    }
    out += bytes[pos...]
    return String(decoding: out, as: UTF8.self)
  }
}

/// How a hunk's lines are written: git's word-diff modes (git-diff(1), `--word-diff`).
package enum WordDiffFormat: String, Hashable, Sendable {
  /// `[-removed-]{+added+}` inside each line (`--word-diff`, `--word-diff=plain`).
  case plain
  /// One fragment a line, `-`/`+`/space first, and `~` ending each line of the file.
  case porcelain
  /// `--color-words`: removed words red, added words green, no markers.
  case color
}
