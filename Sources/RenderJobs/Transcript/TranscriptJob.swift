import Foundation
import Highlight
import MarkdownRender
import RenderSupport
import Transcript

/// An agent conversation to one self-contained HTML page, terminal text, plain text or
/// Markdown: what `intent-render transcript`, `transcript/render` and `export_transcript` do,
/// for any client.
///
/// A transcript is read twice: a first pass (`read`) finds its format, its header and its
/// problems, so they can be reported before the (possibly long) output; the second (`write`)
/// streams the output. `run` does both.
public enum TranscriptJob {
  /// The output formats.
  public enum Format: String, CaseIterable, Sendable {
    case html, ansi, text, markdown

    /// The file extension of an output in this format.
    public var fileExtension: String {
      switch self {
      case .html: return "html"
      case .markdown: return "md"
      case .ansi: return "ans"
      case .text: return "txt"
      }
    }
  }

  /// Everything one rendering is asked for.
  public struct Request: Sendable {
    public var format = Format.html
    /// The input's format; `nil` detects it from the content.
    public var inputFormat: TranscriptFormat?
    /// Secrets replaced before anything is written; what was replaced is reported.
    public var redact = false
    public var localTime = false
    /// Terminal output: activity rails in full, the width, colours and palette.
    public var expand = false
    public var width = 80
    public var colorLevel = ColorLevel.truecolor
    public var terminalTheme = TerminalThemeName.dark
    /// HTML output: the colours of code (`auto` follows the reader's scheme).
    public var htmlTheme = CodeRenderers.HTMLTheme.auto
    /// Pictures on a terminal that shows them.
    public var pictures: TerminalPictures?
    /// Terminal output: how links in messages show where they lead, and whether the terminal
    /// takes OSC 8 hyperlinks (what `auto` follows).
    public var links = TerminalLinkStyle.auto
    public var hyperlinks = false
    /// Only this record of the input (a batch's one conversation of a ChatGPT export).
    public var onlyRecord: Int?
    /// The CPU seconds one fence may take to highlight.
    public var blockTimeLimit = SharedHighlighter.defaultBlockTimeLimit
    /// Where grammars and themes are found.
    public var environment: [String: String] = [:]

    public init() {}
  }

  /// A transcript after its first pass.
  package struct Reading {
    package let reader: TranscriptReader
    package let header: TranscriptHeader
    /// The input's name in diagnostics.
    package let name: String
  }

  /// Reads `source` once: its format, header and problems (reported to `diagnostics`).
  /// Throws when nothing could be read.
  package static func read(
    _ request: Request, source: TranscriptSource, diagnostics: JobDiagnostics
  ) throws(JobError) -> Reading {
    let name = source.name
    do {
      var reader = try TranscriptReader(source: source, format: request.inputFormat)
      let redactor = request.redact ? TranscriptRedactor() : nil
      reader.redactor = redactor
      reader.onlyRecord = request.onlyRecord
      let (header, report) = try reader.scanHeader()
      for diagnostic in report.diagnostics { diagnostics.report(diagnostic, input: name) }
      if report.droppedDiagnostics > 0 {
        diagnostics.report(
          Diagnostic(.warning, "\(report.droppedDiagnostics) more problems not shown"),
          input: name)
      }
      if let skipped = report.skippedSummary {
        diagnostics.report(Diagnostic(.warning, skipped), input: name)
      }
      if let redactor {
        // Counted in the first pass; the second replaces the same secrets again.
        let replaced = redactor.summary
        let total = replaced.reduce(0) { $0 + $1.count }
        diagnostics.report(
          Diagnostic(
            .warning,
            total == 0
              ? "redacted nothing"
              : "redacted \(total): "
                + replaced.map { "\($0.kind) ×\($0.count)" }.concatenated(separator: ", ")),
          input: name)
      }
      if report.nothingRead {
        throw JobError(
          .badInput, nothingReadReason(report, format: reader.format), input: name)
      }
      return Reading(reader: reader, header: header, name: name)
    } catch let error as JobError {
      throw error
    } catch let error as TranscriptError {
      throw JobError(.badInput, error.description)
    } catch {
      throw JobError(.badInput, "\(error)", input: name)
    }
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

  /// Writes what `reading` read into `sink` in `request.format`. `renderers` may be shared by
  /// the conversions of one batch (grammars then compile once); by default the job makes its
  /// own.
  package static func write(
    _ reading: Reading, request: Request, renderers: CodeRenderers? = nil,
    to sink: any OutputSink, diagnostics: JobDiagnostics,
    cancellation: HighlightCancellation? = nil
  ) throws(JobError) {
    let renderers =
      renderers
      ?? CodeRenderers(
        environment: request.environment, blockTimeLimit: request.blockTimeLimit,
        cancellation: cancellation, warn: { diagnostics.warn($0) })
    let reader = reading.reader
    do {
      switch request.format {
      case .html:
        var html = TranscriptHTMLOptions(
          codeBlockRenderers: renderers.html(theme: request.htmlTheme),
          baseDirectory: reader.source.baseDirectory,
          diffRenderer: TranscriptDiffView(
            highlighter: renderers.highlighter, htmlTheme: request.htmlTheme))
        html.localTime = request.localTime
        let exporter = TranscriptHTMLExporter(options: html)
        try exporter.export(reader, header: reading.header) { sink.write(Data($0)) }
      case .ansi, .text:
        let terminal = terminalOptions(
          request, renderers: renderers, source: reader.source, diagnostics: diagnostics)
        let renderer = TranscriptTerminalRenderer(options: terminal)
        try renderer.render(reader, header: reading.header) { sink.write($0) }
      case .markdown:
        var exporter = TranscriptMarkdownExporter()
        exporter.localTime = request.localTime
        try exporter.export(reader, header: reading.header) { sink.write($0) }
      }
    } catch let error as TranscriptError {
      throw JobError(.badInput, error.description)
    } catch {
      throw JobError(.badInput, "\(error)", input: reading.name)
    }
  }

  /// The terminal rendering `request` asks for (`ansi` or `text`), images in messages
  /// resolved next to `source`.
  static func terminalOptions(
    _ request: Request, renderers: CodeRenderers, source: TranscriptSource,
    diagnostics: JobDiagnostics
  ) -> TranscriptTerminalOptions {
    let pictures = request.format == .ansi ? request.pictures : nil
    var terminal = TranscriptTerminalOptions(
      width: request.width, colorLevel: request.format == .text ? .none : request.colorLevel,
      expand: request.expand, theme: request.terminalTheme,
      codeHighlighter: renderers.terminal(pictures: pictures),
      diffRenderer: TranscriptDiffView(highlighter: renderers.highlighter))
    terminal.localTime = request.localTime
    terminal.links = request.links
    terminal.hyperlinks = request.hyperlinks
    // Images in messages resolve next to the transcript file (a stream has no directory:
    // its relative images stay references; embedded ones are shown either way).
    terminal.images = pictures.map {
      NoteImageSource(
        pictures: $0, baseDirectory: source.baseDirectory,
        documentName: source.name, warn: { diagnostics.warn($0) })
    }
    return terminal
  }

  /// Both passes: reads `source` and writes it into `sink`.
  public static func run(
    _ request: Request, source: TranscriptSource, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics(), cancellation: HighlightCancellation? = nil
  ) throws(JobError) {
    let reading = try read(request, source: source, diagnostics: diagnostics)
    try write(
      reading, request: request, to: sink, diagnostics: diagnostics, cancellation: cancellation)
  }
}
