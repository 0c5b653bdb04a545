/// A conflict region outside a diff with the syntax runs of its lines (each side coloured as
/// contiguous text of the file's language; markers and plain files get none).
package struct AnalyzedConflict: Sendable {
  package var text: ConflictText
  /// Parallel to `text.lines`.
  package var runs: [[SyntaxRun]]

  package init(text: ConflictText, runs: [[SyntaxRun]]) {
    self.text = text
    self.runs = runs
  }

  /// Colours each side of `text` by `path`'s language with `coloring`.
  package init(text: ConflictText, path: String?, coloring: any DiffSyntaxColoring) {
    var runs = [[SyntaxRun]](repeating: [], count: text.lines.count)
    if let path, coloring.supports(path: path) {
      for (_, side) in text.conflict.sides where !side.lines.isEmpty {
        guard let colored = coloring.colorLines(Array(text.lines[side.lines]), path: path)
        else { continue }
        for (index, lineRuns) in zip(side.lines, colored) { runs[index] = lineRuns }
      }
    }
    self.init(text: text, runs: runs)
  }
}
