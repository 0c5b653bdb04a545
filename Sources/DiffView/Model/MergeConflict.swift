/// One conflict region a merge left in a file (git-merge(1), "How conflicts are presented"):
/// `<<<<<<< ours`, our lines, optionally `||||||| base` and the common ancestor's lines
/// (`merge.conflictStyle diff3` or `zdiff3`), `=======`, their lines, `>>>>>>> theirs`.
///
/// Ranges are indices into the list of lines the region was found in: a hunk's `lines`, or a
/// `ConflictText`'s `lines`.
package struct MergeConflict: Hashable, Sendable {
  /// One side of the region: the label its marker line carries and its lines (markers not
  /// included).
  package struct Side: Hashable, Sendable {
    /// What follows the marker (`HEAD`, a branch, a commit and its subject), `nil` when empty.
    package var label: String?
    package var lines: Range<Int>

    package init(label: String?, lines: Range<Int>) {
      self.label = label
      self.lines = lines
    }
  }

  package var ours: Side
  /// The common ancestor, when the markers include one.
  package var base: Side?
  package var theirs: Side
  /// From the `<<<<<<<` line to the `>>>>>>>` line, both included.
  package var range: Range<Int>

  package init(ours: Side, base: Side?, theirs: Side, range: Range<Int>) {
    self.ours = ours
    self.base = base
    self.theirs = theirs
    self.range = range
  }

  /// The sides in the order they are shown: ours, base (when present), theirs.
  package var sides: [(name: String, side: Side)] {
    var sides = [("ours", ours)]
    if let base { sides.append(("base", base)) }
    sides.append(("theirs", theirs))
    return sides
  }
}
