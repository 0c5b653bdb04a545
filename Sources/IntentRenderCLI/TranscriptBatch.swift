import Foundation
import RenderJobs
import RenderSupport

/// Converts many transcripts in parallel, one worker per core, with a progress bar on stderr
/// when it is a terminal and a summary of failures at the end.
struct TranscriptBatch {
  let jobs: [TranscriptConversionPlan]
  let options: TranscriptCommand.Options
  let renderers: CodeRenderers
  let context: CommandContext

  /// Shared progress between workers.
  final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var done = 0
    private(set) var failures: [(String, String)] = []
    private(set) var warnings = 0
    private(set) var entries: [TranscriptIndexPage.Entry] = []

    func take(limit: Int) -> Int? {
      return lock.withLock { () -> Int? in
        guard next < limit else { return nil }
        next += 1
        return next - 1
      }
    }

    /// Records an outcome and runs `report` under the lock, so output lines never interleave.
    func finish(
      _ job: TranscriptConversionPlan, _ outcome: TranscriptConversion.Outcome, report: () -> Void
    ) {
      lock.withLock {
        done += 1
        warnings += outcome.warnings.count
        if let failure = outcome.failure { failures.append((job.input, failure)) }
        if outcome.failure == nil, let entry = outcome.entry { entries.append(entry) }
        report()
      }
    }
  }

  func run() throws {
    guard !jobs.isEmpty else {
      throw CLIError.badInput(
        "no .json or .jsonl transcripts found in \(options.inputs.joined(separator: ", "))")
    }
    if let outDirectory = options.outDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: outDirectory, withIntermediateDirectories: true)
      } catch {
        throw CLIError.badInput(
          "\(outDirectory): cannot create directory: \(error.localizedDescription)")
      }
    }
    let progress = Progress()
    let showBar = context.stderrIsTTY
    let total = jobs.count
    let workers = max(1, min(ProcessorCount.active, total))
    let jobs = self.jobs
    let options = self.options
    let context = self.context
    let renderers = self.renderers
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = progress.take(limit: total) {
        let job = jobs[index]
        if let output = job.output {
          let folder = (output as NSString).deletingLastPathComponent
          try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        }
        let outcome = TranscriptConversion.convert(
          job, options: options, renderers: renderers, context: context)
        progress.finish(job, outcome) {
          if showBar { Self.stderr(context, clearingBar: true) }
          for warning in outcome.warnings { context.warn(warning) }
          if let failure = outcome.failure {
            Self.stderr(context, line: "intent-render: error: \(failure)")
          }
          if showBar {
            Self.stderr(context, bar: Self.bar(done: progress.done, total: total))
          }
        }
      }
    }
    if showBar { Self.stderr(context, clearingBar: true) }
    if let outDirectory = options.outDirectory, !progress.entries.isEmpty {
      let page = TranscriptIndexPage(entries: progress.entries)
      try context.withOutput(to: outDirectory + "/" + TranscriptConversionPlanner.indexName) {
        sink in
        sink.write(page.html)
      }
    }
    let failed = progress.failures.count
    Self.stderr(
      context,
      line:
        "intent-render: transcript: converted \(total - failed) of \(total) into \(options.outDirectory ?? ".")"
        + (progress.warnings > 0
          ? " (\(progress.warnings) \(progress.warnings == 1 ? "warning" : "warnings"))" : ""))
    if failed > 0 {
      let names = progress.failures.map(\.0).sorted().joined(separator: ", ")
      throw CLIError.badInput("\(failed) of \(total) transcripts failed: \(names)")
    }
  }

  /// The one place a batch writes to standard error besides `context.warn`: whole lines (an
  /// error, the summary; they may quote file names of the input directory, so they are made
  /// inert), the progress bar and the escape that clears it.
  static func stderr(
    _ context: CommandContext, line: String? = nil, bar: String? = nil, clearingBar: Bool = false
  ) {
    if clearingBar { context.standardError.write("\r\u{1B}[K") }
    if let bar { context.standardError.write(bar) }
    if let line { context.standardError.write(InertText.escape(line) + "\n") }
  }

  /// `[#########-----------] 12/40 transcripts`.
  static func bar(done: Int, total: Int) -> String {
    let cells = 30
    let filled = total == 0 ? cells : done * cells / total
    return "[" + String(repeating: "#", count: filled)
      + String(repeating: "-", count: cells - filled)
      + "] \(done)/\(total) transcripts"
  }
}
