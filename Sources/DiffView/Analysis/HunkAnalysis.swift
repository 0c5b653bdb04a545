/// What the renderers need beyond the parsed hunk: which removed and added lines pair up,
/// the words to emphasise in each paired line, and the rows of a side-by-side view.
package struct HunkAnalysis: Sendable {
  /// One side-by-side row: indices into the hunk's `lines` for the left (old) and right (new)
  /// cells; a context line fills both.
  package struct Row: Equatable, Sendable {
    package var left: Int?
    package var right: Int?

    package init(left: Int?, right: Int?) {
      self.left = left
      self.right = right
    }
  }

  /// Parallel to the hunk's `lines`: the index of the paired line, if any.
  package var partner: [Int?]
  /// Parallel to the hunk's `lines`: UTF-8 byte ranges of `text` to emphasise.
  package var emphasis: [[Range<Int>]]
  package var rows: [Row]

  package init(partner: [Int?], emphasis: [[Range<Int>]], rows: [Row]) {
    self.partner = partner
    self.emphasis = emphasis
    self.rows = rows
  }
}
