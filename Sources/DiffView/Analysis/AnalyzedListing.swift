/// A source listing with the syntax runs of its lines: each run of adjacent lines (numbers
/// one apart, no break between) coloured as contiguous text of the path's language.
package struct AnalyzedListing: Sendable {
  package var listing: SourceListing
  /// Parallel to `listing.lines`.
  package var runs: [[SyntaxRun]]

  package init(listing: SourceListing, coloring: any DiffSyntaxColoring) {
    self.listing = listing
    var runs = [[SyntaxRun]](repeating: [], count: listing.lines.count)
    let lines = listing.lines
    if !listing.path.isEmpty, coloring.supports(path: listing.path) {
      var start = 0
      while start < lines.count {
        var end = start + 1
        while end < lines.count, !lines[end].isBreak, !lines[start].isBreak,
          let previous = lines[end - 1].number, let number = lines[end].number,
          number == previous + 1
        {
          end += 1
        }
        if !lines[start].isBreak,
          let colored = coloring.colorLines(lines[start..<end].map(\.text), path: listing.path)
        {
          for (index, lineRuns) in zip(start..<end, colored) { runs[index] = lineRuns }
        }
        start = end
      }
    }
    self.runs = runs
  }
}
