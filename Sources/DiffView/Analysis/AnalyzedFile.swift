/// A parsed file with everything the renderers paint from: per hunk, the pairing and emphasis
/// and, per line, its syntax runs (empty when the file is plain).
package struct AnalyzedFile: Sendable {
  package var file: DiffFile
  /// Parallel to `file.hunks`.
  package var analyses: [HunkAnalysis]
  /// Parallel to `file.hunks`, then to each hunk's `lines`; empty for a plain hunk.
  package var runs: [[[SyntaxRun]]]

  package init(file: DiffFile, analyses: [HunkAnalysis], runs: [[[SyntaxRun]]]) {
    self.file = file
    self.analyses = analyses
    self.runs = runs
  }

  /// Added and removed line counts over all hunks.
  package var lineCounts: (added: Int, removed: Int) {
    var added = 0
    var removed = 0
    for hunk in file.hunks {
      for line in hunk.lines {
        switch line.kind {
        case .added: added += 1
        case .removed: removed += 1
        case .context: break
        }
      }
    }
    return (added, removed)
  }
}
