import Foundation
import MarkdownRender
import RenderJobs
import RenderSupport
import Transcript

/// Converts one transcript: reads it (two passes), reports its diagnostics, writes the output.
///
/// Everything written goes through `context.withOutput`, so a failure in the second pass (a
/// read error, a record over its cap) leaves no file behind with `-o`.
enum TranscriptConversion {
  /// What happened to one input.
  struct Outcome: Sendable {
    /// Warning lines, already in `FILE:LINE:COL: message` form.
    var warnings: [String] = []
    /// Why nothing was written, when the input could not be read at all.
    var failure: String?
    var messageCount = 0
    /// What the directory's index shows of the session (HTML batches).
    var entry: TranscriptIndexPage.Entry?
  }

  /// One input to standard output or `-o`: warnings go to stderr as they are found; a failure
  /// is thrown as bad input (exit 1).
  static func runSingle(
    _ job: TranscriptConversionPlan, options: TranscriptCommand.Options, renderers: CodeRenderers,
    context: CommandContext
  ) throws {
    // Warnings go out after the first pass, before the (possibly long) output.
    let outcome = convert(job, options: options, renderers: renderers, context: context) {
      warnings in
      for warning in warnings { context.warn(warning) }
    }
    if let failure = outcome.failure { throw CLIError.badInput(failure) }
  }

  /// Converts `job`; never throws, so a batch can go on after a failure.
  static func convert(
    _ job: TranscriptConversionPlan, options: TranscriptCommand.Options, renderers: CodeRenderers,
    context: CommandContext, reportWarnings: (([String]) -> Void)? = nil
  ) -> Outcome {
    var outcome = Outcome()
    do {
      let source = try openSource(job.input, context: context)
      var request = TranscriptJob.Request()
      request.inputFormat = options.inputFormat.format
      request.redact = options.redact
      request.onlyRecord = job.record
      request.localTime = options.localTime
      request.expand = options.expand
      request.environment = context.environment
      let diagnostics = JobDiagnostics()
      let reading: TranscriptJob.Reading
      do {
        reading = try TranscriptJob.read(request, source: source, diagnostics: diagnostics)
      } catch {
        // What the first pass found is reported with the failure.
        outcome.warnings = diagnostics.all.map(\.description)
        reportWarnings?(outcome.warnings)
        if reportWarnings != nil { outcome.warnings = [] }
        throw error
      }
      outcome.messageCount = reading.header.messageCount
      outcome.warnings = diagnostics.all.map(\.description)
      if let reportWarnings {
        reportWarnings(outcome.warnings)
        outcome.warnings = []
      }
      let format = TranscriptCommand.format(options, output: job.output, context: context)
      if format == .html, let output = job.output, let directory = options.outDirectory {
        outcome.entry = TranscriptIndexPage.entry(
          header: reading.header, output: output, directory: directory)
      }
      terminalRequest(
        &request, format: format, options: options, toFile: job.output != nil, context: context)
      // Only a single conversion to standard output reaches a terminal's pager.
      let paging = TerminalPictures.paging(
        options.paging, images: options.images, ansi: format == .ansi,
        toFile: job.output != nil, context: context)
      let writeDiagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
      try context.withOutput(to: job.output, paging: paging) { sink in
        try TranscriptJob.write(
          reading, request: request, renderers: renderers, to: sink,
          diagnostics: writeDiagnostics)
      }
    } catch let error as CLIError {
      outcome.failure = error.message
    } catch let error as JobError {
      outcome.failure = error.description
    } catch let error as TranscriptError {
      outcome.failure = error.description
    } catch {
      outcome.failure = "\(job.input == "-" ? "<stdin>" : job.input): \(error)"
    }
    return outcome
  }

  /// The output's format and what the terminal decides of it: colours, width, palette,
  /// pictures.
  static func terminalRequest(
    _ request: inout TranscriptJob.Request, format: TranscriptCommand.Format,
    options: TranscriptCommand.Options, toFile: Bool, context: CommandContext
  ) {
    request.format = format
    request.htmlTheme =
      switch options.theme {
      case .light: .light
      case .dark: .dark
      case nil: .auto
      }
    guard format == .ansi || format == .text else { return }
    let level: ColorLevel =
      format == .text ? .none : context.colorLevel(options.color, writingToFile: toFile)
    request.colorLevel = level
    request.width =
      toFile ? (options.width ?? 80) : context.renderWidth(options.width, color: options.color)
    request.pictures = TerminalPictures.resolve(
      options.images, ansi: format == .ansi, toFile: toFile, context: context)
    request.links = options.links
    request.hyperlinks = LinkOptions.terminalShowsHyperlinks(context, toFile: toFile)
    // The palette asked for, else the terminal's (light only when it reports a light
    // background).
    request.terminalTheme =
      switch options.theme {
      case .light: .light
      case .dark: .dark
      case nil: context.prefersLightPalette(level: level, writingToFile: toFile) ? .light : .dark
      }
  }

  /// The input as a source read once: a regular file is read in place on each pass; standard
  /// input, pipes, `/dev/fd/N` and FIFOs are spooled to an unlinked temporary file first.
  static func openSource(_ input: String, context: CommandContext) throws -> TranscriptSource {
    if input == "-" {
      if let descriptor = context.standardInputDescriptor {
        context.announceTerminalInput(descriptor)
        return try TranscriptSource.spooling(descriptor: descriptor, name: "<stdin>")
      }
      let data: Data
      do {
        data = try context.readStandardInput()
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError.badInput("<stdin>: cannot read: \(error.localizedDescription)")
      }
      return .bytes([UInt8](data))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
      throw CLIError.badInput("\(input): no such file")
    }
    if isDirectory.boolValue { throw CLIError.badInput("\(input): is a directory") }
    return try TranscriptSource.open(input)
  }
}
