/// A conflict region outside any diff: a conflicted file given to `diff`, between the text
/// lines around it.
package struct ConflictText: Hashable, Sendable {
  /// The lines from the region's `<<<<<<<` to its `>>>>>>>`, both included.
  package var lines: [String]
  /// The region, as indices into `lines`.
  package var conflict: MergeConflict
  /// The 1-based input line of `lines[0]`.
  package var inputLine: Int

  package init(lines: [String], conflict: MergeConflict, inputLine: Int) {
    self.lines = lines
    self.conflict = conflict
    self.inputLine = inputLine
  }
}
