import Foundation
import MarkdownRender
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
    _ job: TranscriptJob, options: TranscriptCommand.Options, renderers: CodeRenderers,
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
    _ job: TranscriptJob, options: TranscriptCommand.Options, renderers: CodeRenderers,
    context: CommandContext, reportWarnings: (([String]) -> Void)? = nil
  ) -> Outcome {
    var outcome = Outcome()
    let name = job.input == "-" ? "<stdin>" : job.input
    do {
      let source = try openSource(job.input, context: context)
      var reader = try TranscriptReader(source: source, format: options.inputFormat.format)
      let redactor = options.redact ? TranscriptRedactor() : nil
      reader.redactor = redactor
      reader.onlyRecord = job.record
      let (header, report) = try reader.scanHeader()
      outcome.messageCount = header.messageCount
      outcome.warnings = report.diagnostics.map { $0.formatted(file: name) }
      if report.droppedDiagnostics > 0 {
        outcome.warnings.append("\(name): \(report.droppedDiagnostics) more problems not shown")
      }
      if let skipped = report.skippedSummary { outcome.warnings.append("\(name): \(skipped)") }
      if let redactor {
        // Counted in the first pass; the second replaces the same secrets again.
        let replaced = redactor.summary
        let total = replaced.reduce(0) { $0 + $1.count }
        outcome.warnings.append(
          total == 0
            ? "\(name): redacted nothing"
            : "\(name): redacted \(total): "
              + replaced.map { "\($0.kind) ×\($0.count)" }.joined(separator: ", "))
      }
      if let reportWarnings {
        reportWarnings(outcome.warnings)
        outcome.warnings = []
      }
      if report.nothingRead {
        outcome.failure = "\(name): " + nothingReadReason(report, format: reader.format)
        return outcome
      }
      let format = TranscriptCommand.format(options, output: job.output, context: context)
      if format == .html, let output = job.output, let directory = options.outDirectory {
        outcome.entry = TranscriptIndexPage.entry(
          header: header, output: output, directory: directory)
      }
      // Only a single conversion to standard output reaches a terminal's pager.
      let paging = TerminalPictures.paging(
        options.paging, images: options.images, ansi: format == .ansi,
        toFile: job.output != nil, context: context)
      try context.withOutput(to: job.output, paging: paging) { sink in
        try write(
          reader, header: header, format: format, options: options, renderers: renderers,
          toFile: job.output != nil, context: context, sink: sink)
      }
    } catch let error as CLIError {
      outcome.failure = error.message
    } catch let error as TranscriptError {
      outcome.failure = error.description
    } catch {
      outcome.failure = "\(name): \(error)"
    }
    return outcome
  }

  /// Why nothing could be read, in words.
  static func nothingReadReason(_ report: TranscriptReader.Report, format: TranscriptFormat)
    -> String
  {
    if report.isEmpty { return "empty input" }
    if report.recordCount == 0 {
      return report.diagnostics.contains { $0.severity == .error }
        ? "no message could be read: the input is neither a JSON document of messages nor "
          + "JSON Lines"
        : "no messages found: the file has no records"
    }
    let records = report.recordCount == 1 ? "1 record" : "\(report.recordCount) records"
    return "no message could be read from \(records) (read as \(format.rawValue) format)"
  }

  /// The input as a source read once: a regular file is read in place on each pass; standard
  /// input, pipes, `/dev/fd/N` and FIFOs are spooled to an unlinked temporary file first.
  static func openSource(_ input: String, context: CommandContext) throws -> TranscriptSource {
    if input == "-" {
      if let descriptor = context.standardInputDescriptor {
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

  /// Code in HTML follows `--theme`, else the reader's colour scheme.
  private static func htmlTheme(_ theme: NoteCommand.Theme?) -> CodeRenderers.HTMLTheme {
    switch theme {
    case .light: .light
    case .dark: .dark
    case nil: .auto
    }
  }

  /// The palette asked for, else the terminal's (light only when it reports a light
  /// background).
  private static func terminalTheme(
    _ theme: NoteCommand.Theme?, level: ColorLevel, toFile: Bool, context: CommandContext
  ) -> TerminalThemeName {
    switch theme {
    case .light: .light
    case .dark: .dark
    case nil: context.prefersLightPalette(level: level, writingToFile: toFile) ? .light : .dark
    }
  }

  static func write(
    _ reader: TranscriptReader, header: TranscriptHeader, format: TranscriptCommand.Format,
    options: TranscriptCommand.Options, renderers: CodeRenderers, toFile: Bool,
    context: CommandContext, sink: OutputSink
  ) throws {
    switch format {
    case .html:
      var html = TranscriptHTMLOptions(
        codeBlockRenderers: renderers.html(theme: htmlTheme(options.theme)),
        baseDirectory: reader.source.baseDirectory,
        diffRenderer: TranscriptDiffView(
          highlighter: renderers.highlighter, htmlTheme: htmlTheme(options.theme)))
      html.localTime = options.localTime
      let exporter = TranscriptHTMLExporter(options: html)
      try exporter.export(reader, header: header) { sink.write(Data($0)) }
    case .ansi, .text:
      let level: ColorLevel =
        format == .text ? .none : context.colorLevel(options.color, writingToFile: toFile)
      let width =
        toFile ? (options.width ?? 80) : context.renderWidth(options.width, color: options.color)
      let pictures = TerminalPictures.resolve(
        options.images, ansi: format == .ansi, toFile: toFile, context: context)
      var terminal = TranscriptTerminalOptions(
        width: width, colorLevel: level, expand: options.expand,
        theme: terminalTheme(options.theme, level: level, toFile: toFile, context: context),
        codeHighlighter: renderers.terminal(pictures: pictures),
        diffRenderer: TranscriptDiffView(highlighter: renderers.highlighter))
      terminal.localTime = options.localTime
      // Images in messages resolve next to the transcript file (a stream has no directory:
      // its relative images stay references; embedded ones are shown either way).
      terminal.images = pictures.map {
        NoteImageSource(
          pictures: $0, baseDirectory: reader.source.baseDirectory,
          documentName: reader.source.name, warn: { [context] in context.warn($0) })
      }
      let renderer = TranscriptTerminalRenderer(options: terminal)
      try renderer.render(reader, header: header) { sink.write($0) }
    case .markdown:
      var exporter = TranscriptMarkdownExporter()
      exporter.localTime = options.localTime
      try exporter.export(reader, header: header) { sink.write($0) }
    }
  }
}
