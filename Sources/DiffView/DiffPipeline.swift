import Foundation
import Highlight
import RenderSupport

/// The whole job, one file at a time: parse → pair and word-diff → colour → render.
///
/// Only a bounded window of files is held in memory; output is flushed as it is produced.
/// With more than one colorizer, files are analysed on worker threads (tokenizing dominates
/// the cost), in parts of whole hunks, while the calling thread parses and renders in input
/// order; each colorizer belongs to one worker, since line highlighters keep per-thread state.
package struct DiffPipeline: Sendable {
  package var pairing = LinePairing()
  package var colorizer: FileColorizer
  /// Colorizers for worker threads, one each (sharing one highlighter is fine; see
  /// `HighlightColoring.sharingHighlighter()`); fewer than two = sequential.
  package var workerColorizers: [FileColorizer] = []
  /// Once set, no further event is read: the output so far stays, the rest is not made (a
  /// server's request that was cancelled).
  package var cancellation: HighlightCancellation?
  /// The path of the input, when it is a file: a conflicted file's regions are coloured by
  /// its language.
  package var inputPath: String?

  package init(colorizer: FileColorizer, workerColorizers: [FileColorizer] = []) {
    self.colorizer = colorizer
    self.workerColorizers = workerColorizers
  }

  /// Analyses one parsed file: pairing and emphasis per hunk, then syntax runs.
  package func analyze(_ file: DiffFile) -> AnalyzedFile {
    analyze(file, with: colorizer)
  }

  func analyze(_ file: DiffFile, with colorizer: FileColorizer) -> AnalyzedFile {
    AnalyzedFile(
      file: file, analyses: file.hunks.map { pairing.analyze($0) },
      runs: colorizer.runs(for: file))
  }

  /// A conflict region with its sides coloured (rare enough to colour on the rendering thread).
  package func analyze(_ text: ConflictText) -> AnalyzedConflict {
    AnalyzedConflict(text: text, path: inputPath, coloring: colorizer.coloring)
  }

  /// Reads every event of `parser` into `renderer`; diagnostics are reported as they are found.
  package func run(
    parser: DiffParser, renderer: any DiffRenderer, diagnostic: (Diagnostic) -> Void
  ) {
    renderer.begin()
    if workerColorizers.count > 1 {
      runConcurrently(parser: parser, renderer: renderer, diagnostic: diagnostic)
    } else {
      while !isCancelled, let event = parser.next() {
        for found in parser.takeDiagnostics() { diagnostic(found) }
        switch event {
        case .commit(let commit): renderer.render(commit: commit)
        case .file(let file): renderer.render(file: analyze(file))
        case .text(let text): renderer.render(text: text)
        case .coloredText(let text, let raw): renderer.render(text: text, raw: raw)
        case .conflict(let text): renderer.render(conflict: analyze(text))
        case .listing(let listing):
          renderer.render(listing: AnalyzedListing(listing: listing, coloring: colorizer.coloring))
        }
      }
    }
    for found in parser.takeDiagnostics() { diagnostic(found) }
    renderer.finish()
  }

  private var isCancelled: Bool { cancellation?.isCancelled == true }

  /// Line text of the files analysed ahead of rendering, at most (their runs take a few
  /// times as much).
  static let maxBytesInFlight = 2 * 1024 * 1024

  /// Hunks are handed to workers in parts of about this many bytes of line text, so a big
  /// file (a regenerated source in dozens of hunks) spreads over every core.
  static let partBytes = 16 * 1024

  /// The hunk ranges of `file` that make its parts, in order, and its line text in bytes.
  static func parts(of file: DiffFile) -> (ranges: [Range<Int>], bytes: Int) {
    var parts: [Range<Int>] = []
    var start = 0
    var bytes = 0
    var total = 0
    for (index, hunk) in file.hunks.enumerated() {
      for line in hunk.lines { bytes += line.text.utf8.count + 1 }
      if bytes >= partBytes {
        parts.append(start..<(index + 1))
        start = index + 1
        total += bytes
        bytes = 0
      }
    }
    if start < file.hunks.count || parts.isEmpty { parts.append(start..<file.hunks.count) }
    return (parts, total + bytes)
  }

  /// Queues the analysis of one file on `workers`; the returned event signals when it is done.
  private func submit(_ file: DiffFile, event: DiffEvent, to workers: AnalysisWorkers)
    -> PendingEvent
  {
    let pairing = pairing
    let (parts, bytes) = Self.parts(of: file)
    guard colorizer.colorsHunksApart else {
      let pending = PendingEvent(event, parts: 1, bytes: bytes)
      let pipeline = self
      workers.submit { colorizer in
        pending.finish(whole: pipeline.analyze(file, with: colorizer))
      }
      return pending
    }
    let pending = PendingEvent(event, parts: parts.count, bytes: bytes)
    for (index, hunks) in parts.enumerated() {
      workers.submit { colorizer in
        let analyses = file.hunks[hunks].map { pairing.analyze($0) }
        let runs = colorizer.colors(file) ? colorizer.hunkRuns(for: file, hunks: hunks) : nil
        pending.finish(part: index, PendingEvent.Part(analyses: analyses, runs: runs))
      }
    }
    return pending
  }

  private func runConcurrently(
    parser: DiffParser, renderer: any DiffRenderer, diagnostic: (Diagnostic) -> Void
  ) {
    let workers = AnalysisWorkers(colorizers: workerColorizers)
    defer { workers.close() }
    // Files in flight: enough to keep every worker busy while the oldest one (waiting for a
    // grammar to compile, say) holds up rendering, few enough to bound memory. Commit headers
    // in between are not counted: `git log -p` has one per file or two.
    let maxFiles = max(64, workerColorizers.count * 16)
    // Rendered slots are set to `nil` at once (an event holds its file and analysis); the
    // array is only compacted every 64 events.
    var pending: [PendingEvent?] = []
    var head = 0
    var filesInFlight = 0
    var bytesInFlight = 0
    func render(_ event: PendingEvent) {
      switch event.event {
      case .commit(let commit): renderer.render(commit: commit)
      case .text(let text): renderer.render(text: text)
      case .coloredText(let text, let raw): renderer.render(text: text, raw: raw)
      case .conflict(let text): renderer.render(conflict: analyze(text))
      case .listing(let listing):
        renderer.render(listing: AnalyzedListing(listing: listing, coloring: colorizer.coloring))
      case .file: if let analyzed = event.analyzedFile() { renderer.render(file: analyzed) }
      }
    }
    /// Renders finished events in order; with `block`, waits until the window has room.
    func renderReady(block: Bool) {
      while head < pending.count, let next = pending[head] {
        if block && (filesInFlight >= maxFiles || bytesInFlight >= Self.maxBytesInFlight) {
          next.done.wait()
        } else if next.done.wait(timeout: .now()) != .success {
          return
        }
        render(next)
        if case .file = next.event {
          filesInFlight -= 1
          bytesInFlight -= next.bytes
        }
        pending[head] = nil
        head += 1
        if head >= 64 {
          pending.removeFirst(head)
          head = 0
        }
      }
    }
    while !isCancelled, let event = parser.next() {
      for found in parser.takeDiagnostics() { diagnostic(found) }
      if case .file(let file) = event {
        let submitted = submit(file, event: event, to: workers)
        filesInFlight += 1
        bytesInFlight += submitted.bytes
        pending.append(submitted)
      } else {
        pending.append(PendingEvent(event, parts: 0))
      }
      renderReady(block: true)
    }
    while head < pending.count, let next = pending[head] {
      next.done.wait()
      render(next)
      pending[head] = nil
      head += 1
    }
  }
}
