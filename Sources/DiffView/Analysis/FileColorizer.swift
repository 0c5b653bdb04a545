/// Finds the syntax runs of every hunk line of a file.
///
/// With only the hunks, each hunk's old side (context and removed lines) and new side (context
/// and added lines) are coloured as contiguous text from a fresh grammar state; context lines
/// take the new side's colours. With full sources, each whole file is coloured once and lines
/// are looked up by their numbers, so a comment opened above a hunk colours the hunk right;
/// when a source does not match the diff's lines (a stale file), the hunk way is used instead.
package struct FileColorizer: Sendable {
  package var coloring: any DiffSyntaxColoring
  package var sources: (any DiffSourceProvider)?

  package init(coloring: any DiffSyntaxColoring, sources: (any DiffSourceProvider)? = nil) {
    self.coloring = coloring
    self.sources = sources
  }

  /// Runs parallel to `file.hunks` and their lines; empty when the file stays plain.
  package func runs(for file: DiffFile) -> [[[SyntaxRun]]] {
    guard colors(file) else { return [] }
    if let sources, let mapped = fullSourceRuns(file, path: file.displayPath, sources: sources) {
      return mapped
    }
    return hunkRuns(for: file, hunks: file.hunks.indices)
  }

  /// Whether `file` gets syntax runs at all (not binary, has hunks, a known language).
  package func colors(_ file: DiffFile) -> Bool {
    !file.binary && !file.hunks.isEmpty && coloring.supports(path: file.displayPath)
  }

  /// Whether hunks may be coloured apart, on different threads: each hunk then starts from a
  /// fresh grammar state anyway. Full sources colour a whole file in one pass instead.
  package var colorsHunksApart: Bool { sources == nil }

  /// Runs for the hunks `hunks` of a file that `colors`, each from a fresh grammar state
  /// (empty for a hunk left plain).
  package func hunkRuns(for file: DiffFile, hunks: Range<Int>) -> [[[SyntaxRun]]] {
    let path = file.displayPath
    return file.hunks[hunks].map { coloring.colorHunk($0, path: path) ?? [] }
  }

  private func fullSourceRuns(
    _ file: DiffFile, path: String, sources: any DiffSourceProvider
  ) -> [[[SyntaxRun]]]? {
    let needsOld = file.hunks.contains { $0.lines.contains { $0.kind == .removed } }
    let needsNew = file.hunks.contains { $0.lines.contains { $0.kind != .removed } }
    var oldLines: [String] = []
    var newLines: [String] = []
    var oldRuns: [[SyntaxRun]] = []
    var newRuns: [[SyntaxRun]] = []
    if needsOld {
      guard let text = sources.oldSource(for: file) else { return nil }
      oldLines = Self.splitLines(text)
    }
    if needsNew {
      guard let text = sources.newSource(for: file) else { return nil }
      newLines = Self.splitLines(text)
    }
    // Every diff line must match its source line, else the sources are not this diff's.
    for hunk in file.hunks {
      for line in hunk.lines {
        if line.kind == .removed {
          guard let n = line.oldLine, n >= 1, n <= oldLines.count, oldLines[n - 1] == line.text
          else { return nil }
        } else {
          guard let n = line.newLine, n >= 1, n <= newLines.count, newLines[n - 1] == line.text
          else { return nil }
        }
      }
    }
    if needsOld {
      guard let colored = coloring.colorLines(oldLines, path: path) else { return nil }
      oldRuns = colored
    }
    if needsNew {
      guard let colored = coloring.colorLines(newLines, path: path) else { return nil }
      newRuns = colored
    }
    return file.hunks.map { hunk in
      hunk.lines.map { line in
        line.kind == .removed ? oldRuns[line.oldLine! - 1] : newRuns[line.newLine! - 1]
      }
    }
  }

  /// Lines split at LF with a CR before it dropped, as the diff shows them; a final line
  /// break does not start another line.
  static func splitLines(_ text: String) -> [String] {
    // Split on bytes: "\r\n" is one Character, so a Character split would miss CRLF breaks.
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      let body = line.last == 0x0D ? line.dropLast() : line
      return String(decoding: body, as: UTF8.self)
    }
    if text.utf8.last == 0x0A { lines.removeLast() }
    return lines
  }
}
