/// A source listing with the syntax runs of its lines: each run of adjacent lines (numbers
/// one apart, no break between) coloured as contiguous text of the listing's language, which
/// its path names or, when it names none (`git blame` without `-f`), its lines' content shows.
package struct AnalyzedListing: Sendable {
  package var listing: SourceListing
  /// Parallel to `listing.lines`.
  package var runs: [[SyntaxRun]]
  /// The language the lines are coloured as, when known by name.
  package var language: String?

  package init(listing: SourceListing, coloring: any DiffSyntaxColoring) {
    self.listing = listing
    var runs = [[SyntaxRun]](repeating: [], count: listing.lines.count)
    let lines = listing.lines
    let syntax = coloring.listingSyntax(
      lines.filter { !$0.isBreak }.map(\.text), path: listing.path)
    language = syntax?.language
    if let syntax {
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
          let colored = coloring.colorLines(lines[start..<end].map(\.text), syntax: syntax)
        {
          for (index, lineRuns) in zip(start..<end, colored) { runs[index] = lineRuns }
        }
        start = end
      }
    }
    self.runs = runs
  }
}
