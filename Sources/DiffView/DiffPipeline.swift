import Foundation
import RenderSupport

/// The whole job, one file at a time: parse → pair and word-diff → colour → render.
///
/// Only a bounded window of files is held in memory; output is flushed as it is produced.
/// With more than one colorizer, files are analysed on worker threads (tokenizing dominates
/// the cost) while the calling thread parses and renders in input order; each colorizer is
/// used by one thread at a time, since highlighters keep per-grammar state.
public struct DiffPipeline: Sendable {
  public var pairing = LinePairing()
  public var colorizer: FileColorizer
  /// Extra colorizers for worker threads (each with its own highlighter); empty = sequential.
  public var workerColorizers: [FileColorizer] = []

  public init(colorizer: FileColorizer, workerColorizers: [FileColorizer] = []) {
    self.colorizer = colorizer
    self.workerColorizers = workerColorizers
  }

  /// Analyses one parsed file: pairing and emphasis per hunk, then syntax runs.
  public func analyze(_ file: DiffFile) -> AnalyzedFile {
    analyze(file, with: colorizer)
  }

  func analyze(_ file: DiffFile, with colorizer: FileColorizer) -> AnalyzedFile {
    AnalyzedFile(
      file: file, analyses: file.hunks.map { pairing.analyze($0) },
      runs: colorizer.runs(for: file))
  }

  /// Reads every event of `parser` into `renderer`; diagnostics are reported as they are found.
  public func run(
    parser: DiffParser, renderer: any DiffRenderer, diagnostic: (Diagnostic) -> Void
  ) {
    renderer.begin()
    if workerColorizers.count > 1 {
      runConcurrently(parser: parser, renderer: renderer, diagnostic: diagnostic)
    } else {
      while let event = parser.next() {
        for found in parser.takeDiagnostics() { diagnostic(found) }
        switch event {
        case .commit(let commit): renderer.render(commit: commit)
        case .file(let file): renderer.render(file: analyze(file))
        case .text(let text): renderer.render(text: text)
        }
      }
    }
    for found in parser.takeDiagnostics() { diagnostic(found) }
    renderer.finish()
  }

  /// One event on its way through the workers; `done` is signalled once it can be rendered.
  private final class Slot: @unchecked Sendable {
    let event: DiffEvent
    var analyzed: AnalyzedFile?
    let done = DispatchSemaphore(value: 0)

    init(_ event: DiffEvent) {
      self.event = event
    }
  }

  /// Colorizers not in use, handed to whichever worker starts next.
  private final class Pool: @unchecked Sendable {
    private var free: [FileColorizer]
    private let lock = NSLock()
    private let available: DispatchSemaphore

    init(_ colorizers: [FileColorizer]) {
      free = colorizers
      available = DispatchSemaphore(value: colorizers.count)
    }

    func take() -> FileColorizer {
      available.wait()
      lock.lock()
      defer { lock.unlock() }
      return free.removeLast()
    }

    func put(_ colorizer: FileColorizer) {
      lock.lock()
      free.append(colorizer)
      lock.unlock()
      available.signal()
    }
  }

  private func runConcurrently(
    parser: DiffParser, renderer: any DiffRenderer, diagnostic: (Diagnostic) -> Void
  ) {
    let pool = Pool(workerColorizers)
    let queue = DispatchQueue(label: "diffview.analysis", attributes: .concurrent)
    let window = workerColorizers.count * 4
    var slots: [Slot] = []
    var head = 0
    func render(_ slot: Slot) {
      switch slot.event {
      case .commit(let commit): renderer.render(commit: commit)
      case .text(let text): renderer.render(text: text)
      case .file: if let analyzed = slot.analyzed { renderer.render(file: analyzed) }
      }
    }
    func renderReady(block: Bool) {
      while head < slots.count {
        let slot = slots[head]
        if block {
          slot.done.wait()
        } else if slot.done.wait(timeout: .now()) != .success {
          return
        }
        render(slot)
        head += 1
        if head > 64 {
          slots.removeFirst(head)
          head = 0
        }
        if block && slots.count - head < window { return }
      }
    }
    while let event = parser.next() {
      for found in parser.takeDiagnostics() { diagnostic(found) }
      let slot = Slot(event)
      slots.append(slot)
      if case .file(let file) = event {
        let pipeline = self
        queue.async {
          let colorizer = pool.take()
          slot.analyzed = pipeline.analyze(file, with: colorizer)
          pool.put(colorizer)
          slot.done.signal()
        }
      } else {
        slot.done.signal()
      }
      renderReady(block: false)
      if slots.count - head >= window { renderReady(block: true) }
    }
    while head < slots.count {
      slots[head].done.wait()
      render(slots[head])
      head += 1
    }
  }
}
