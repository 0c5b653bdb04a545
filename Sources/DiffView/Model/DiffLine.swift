/// One line of a hunk: context, added or removed, with its numbers on each side.
package struct DiffLine: Hashable, Sendable {
  /// What a line does to the file.
  package enum Kind: String, Hashable, Sendable {
    /// Unchanged, present on both sides (a leading space in the diff).
    case context
    /// Present only in the new file (`+`).
    case added
    /// Present only in the old file (`-`).
    case removed
  }

  package var kind: Kind
  /// The 1-based line number in the old file, `nil` for added lines.
  package var oldLine: Int?
  /// The 1-based line number in the new file, `nil` for removed lines.
  package var newLine: Int?
  /// The line's content without its marker and without its line break (LF or CRLF).
  package var text: String
  /// A `\ No newline at end of file` followed this line.
  package var noNewlineAtEnd: Bool
  /// The content ended in CR before the LF (a CRLF file).
  package var hasCarriageReturn: Bool
  /// For combined diffs (`diff --cc`), the marker columns as written (one per parent).
  package var combinedMarkers: String?
  /// For word-diff hunks, the removed and added spans of the text (the line itself is
  /// context when it is on both sides).
  package var wordChanges: [WordChange]?
  /// For combined diffs, the line's number in each parent (`nil` where that parent lacks the
  /// line); `oldLine` is the first parent's.
  package var parentLines: [Int?]?

  package init(
    kind: Kind, oldLine: Int?, newLine: Int?, text: String, noNewlineAtEnd: Bool = false,
    hasCarriageReturn: Bool = false, combinedMarkers: String? = nil
  ) {
    self.kind = kind
    self.oldLine = oldLine
    self.newLine = newLine
    self.text = text
    self.noNewlineAtEnd = noNewlineAtEnd
    self.hasCarriageReturn = hasCarriageReturn
    self.combinedMarkers = combinedMarkers
  }
}
