import RenderSupport

/// The whole job, one file at a time: parse → pair and word-diff → colour → render.
///
/// Only the file being painted is held in memory; output is flushed as it is produced.
public struct DiffPipeline: Sendable {
  public var pairing = LinePairing()
  public var colorizer: FileColorizer

  public init(colorizer: FileColorizer) {
    self.colorizer = colorizer
  }

  /// Analyses one parsed file: pairing and emphasis per hunk, then syntax runs.
  public func analyze(_ file: DiffFile) -> AnalyzedFile {
    AnalyzedFile(
      file: file, analyses: file.hunks.map { pairing.analyze($0) },
      runs: colorizer.runs(for: file))
  }

  /// Reads every event of `parser` into `renderer`; diagnostics are reported as they are found.
  public func run(
    parser: DiffParser, renderer: any DiffRenderer, diagnostic: (Diagnostic) -> Void
  ) {
    renderer.begin()
    while let event = parser.next() {
      for found in parser.takeDiagnostics() { diagnostic(found) }
      switch event {
      case .commit(let commit): renderer.render(commit: commit)
      case .file(let file): renderer.render(file: analyze(file))
      case .text(let text): renderer.render(text: text)
      }
    }
    for found in parser.takeDiagnostics() { diagnostic(found) }
    renderer.finish()
  }
}
