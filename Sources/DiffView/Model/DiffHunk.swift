/// One `@@ -a,b +c,d @@ context` section of a file's diff and its lines.
package struct DiffHunk: Hashable, Sendable {
  /// The header line as written, without its line break.
  package var header: String
  package var oldStart: Int
  package var oldLines: Int
  package var newStart: Int
  package var newLines: Int
  /// The function context git prints after the second `@@`, or `nil`.
  package var context: String?
  package var lines: [DiffLine]
  /// The 1-based line of the header in the diff input, for diagnostics.
  package var inputLine: Int
  /// The number of parents of a combined diff hunk (`@@@` has two); 1 for ordinary hunks.
  package var parents: Int
  /// A combined hunk's `-start,count` range of each parent, in order (`oldStart`/`oldLines`
  /// are the first's); empty for ordinary hunks.
  package var parentRanges: [LineRange] = []
  /// A word diff's format, when the hunk is one (its lines then carry `wordChanges`).
  package var wordDiff: WordDiffFormat?
  /// The conflict regions among the lines (`git diff` of a file with unresolved conflicts),
  /// as indices into `lines`; a region holds no removed line.
  package var conflicts: [MergeConflict] = []
  /// A hunk cut between two pieces of a file: the part after the cut is a continuation (no
  /// header of its own), the part before it `continues`.
  package var isContinuation = false
  /// More lines of this hunk follow in the next piece of its file.
  package var continues = false

  package init(
    header: String, oldStart: Int, oldLines: Int, newStart: Int, newLines: Int,
    context: String?, lines: [DiffLine] = [], inputLine: Int = 0, parents: Int = 1
  ) {
    self.header = header
    self.oldStart = oldStart
    self.oldLines = oldLines
    self.newStart = newStart
    self.newLines = newLines
    self.context = context
    self.lines = lines
    self.inputLine = inputLine
    self.parents = parents
  }
}

/// The lines `start ..< start + count` of one side of a hunk.
package struct LineRange: Hashable, Sendable {
  package var start: Int
  package var count: Int

  package init(start: Int, count: Int) {
    self.start = start
    self.count = count
  }
}
