/// One `@@ -a,b +c,d @@ context` section of a file's diff and its lines.
public struct DiffHunk: Hashable, Sendable {
  /// The header line as written, without its line break.
  public var header: String
  public var oldStart: Int
  public var oldLines: Int
  public var newStart: Int
  public var newLines: Int
  /// The function context git prints after the second `@@`, or `nil`.
  public var context: String?
  public var lines: [DiffLine]
  /// The 1-based line of the header in the diff input, for diagnostics.
  public var inputLine: Int
  /// The number of parents of a combined diff hunk (`@@@` has two); 1 for ordinary hunks.
  public var parents: Int
  /// A combined hunk's `-start,count` range of each parent, in order (`oldStart`/`oldLines`
  /// are the first's); empty for ordinary hunks.
  public var parentRanges: [LineRange] = []
  /// A word diff's format, when the hunk is one (its lines then carry `wordChanges`).
  public var wordDiff: WordDiffFormat?
  /// A hunk cut between two pieces of a file: the part after the cut is a continuation (no
  /// header of its own), the part before it `continues`.
  public var isContinuation = false
  /// More lines of this hunk follow in the next piece of its file.
  public var continues = false

  public init(
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
public struct LineRange: Hashable, Sendable {
  public var start: Int
  public var count: Int

  public init(start: Int, count: Int) {
    self.start = start
    self.count = count
  }
}
