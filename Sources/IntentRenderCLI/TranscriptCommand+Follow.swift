import Foundation
import RenderJobs
import RenderSupport

/// `transcript --follow FILE|DIR`: a running session rendered as it is written.
extension TranscriptCommand {
  /// Set by SIGINT while following: the loop notices it after its current wait, paints the
  /// open turn, erases the status line and returns, so Ctrl-C leaves the terminal as it was.
  nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

  static func runFollow(_ options: Options, context: CommandContext) throws {
    guard options.inputs.count == 1, let path = options.inputs.first, path != "-" else {
      throw CLIError.usage("--follow takes one FILE or DIR (not standard input)")
    }
    guard options.output == nil, options.outDirectory == nil else {
      throw CLIError.usage("--follow writes to standard output: -o and --out-dir do not apply")
    }
    let format = options.format ?? (context.stdoutIsTTY ? .ansi : .text)
    guard format == .ansi || format == .text else {
      throw CLIError.usage("--follow writes the terminal formats: --format ansi or text")
    }
    var request = TranscriptFollowJob.Request(path: path)
    request.render.inputFormat = options.inputFormat.format
    request.render.redact = options.redact
    request.render.localTime = options.localTime
    request.render.expand = options.expand
    request.render.environment = context.environment
    TranscriptConversion.terminalRequest(
      &request.render, format: format, options: options, toFile: false, context: context)
    // Pictures are painted in place by escapes a status line redrawn under them would tear.
    request.render.pictures = nil
    request.statusLine = context.stdoutIsTTY
    request.screenHeight = context.terminalHeight ?? 24
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    interrupted = 0
    var previous = sigaction()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in TranscriptCommand.interrupted = 1 }
    sigemptyset(&action.sa_mask)
    sigaction(SIGINT, &action, &previous)
    defer { sigaction(SIGINT, &previous, nil) }
    try context.withOutput(to: nil, paging: .never) { sink in
      try TranscriptFollowJob.run(
        request, to: sink, diagnostics: diagnostics, shouldStop: { interrupted != 0 })
    }
  }
}
