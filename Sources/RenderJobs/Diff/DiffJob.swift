import DiffView
import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// A unified or git diff (also `git log -p`) to the terminal, HTML or JSON, streamed file by
/// file: what `intent-render diff`, `diff/render` and `render_diff` do, for any client.
///
/// Where the diff comes from (a file, a pipe, a git command) is the caller's business: the job
/// reads lines from a `LineReader` and, when given, the full sources of both sides from a
/// `DiffSourceProvider`.
public enum DiffJob {
  /// The output formats.
  public enum Format: String, CaseIterable, Sendable {
    case ansi, html, json
  }

  /// Everything one rendering is asked for.
  public struct Request: Sendable {
    public var format = Format.json
    /// Unified or side by side; `nil` decides by the width (terminal) or unified (HTML).
    public var layout: DiffRenderOptions.Layout?
    /// Terminal output: the width in cells, the colours and the palette used when no `theme`
    /// is given.
    public var width = 80
    public var colorLevel = ColorLevel.truecolor
    public var terminalTheme = TerminalThemeName.dark
    /// The syntax theme; `nil`: the terminal's palette for ANSI, light for JSON, and for HTML
    /// light with dark riding along so the page follows the reader's preference.
    public var theme: Theme?
    public var standalone = false
    /// Terminal output: OSC 8 links on paths and commit hashes (`--hyperlinks`).
    public var hyperlinks: DiffHyperlinks?
    /// Terminal output: file and hunk headers marked for a pager's search (`--navigate`).
    public var navigate = false
    /// Each input line kept as one output line, only colour added (git's `diffFilter`).
    public var colorOnly = false
    /// The language every file and listing is coloured as, by name or alias (`nil`: each
    /// file's from its name; a listing that names no file, as `git blame` without `-f`,
    /// from its lines' content).
    public var language: String?
    /// The budgets of each hunk's highlighting.
    public var hunkLimits = HighlightLimits()
    /// Whether a file left without syntax colours by a budget is reported.
    public var budgetNotes = false
    /// Analysis threads besides the caller's (fewer than two: all on the caller's thread).
    public var workers = 1
    /// Where grammars and themes are found.
    public var environment: [String: String] = [:]

    public init() {}
  }

  /// Renders the diff `reader` holds into `sink`; `name` names the input in diagnostics.
  /// A cancelled run stops before its next file (its output is then incomplete). `keep`
  /// receives the values whose release the caller may leave to its process's exit.
  package static func run(
    _ request: Request, reader: LineReader, name: String,
    sources: (any DiffSourceProvider)? = nil, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics(), cancellation: HighlightCancellation? = nil,
    keep: ((Any) -> Void)? = nil
  ) throws(JobError) {
    if request.colorOnly && request.format != .ansi {
      throw JobError(.usage, "--color-only works with --format ansi")
    }
    let (syntaxTheme, alternateTheme) = themes(request)
    var diffTheme: DiffTheme = syntaxTheme.isDark ? .dark : .light
    diffTheme.foreground = syntaxTheme.foreground
    let highlighter = Highlighter(environment: request.environment)
    try LanguageCheck.check(request.language, highlighter: highlighter)
    var coloring = HighlightColoring(
      highlighter: highlighter, theme: syntaxTheme, alternateTheme: alternateTheme)
    coloring.language = request.language
    coloring.limits = request.hunkLimits
    coloring.limits.cancellation = cancellation

    let reporter =
      request.budgetNotes
      ? DiffBudgetReporter(input: name, warn: { diagnostics.warn($0) }) : nil
    func reporting(_ coloring: HighlightColoring) -> any DiffSyntaxColoring {
      reporter.map { BudgetReportingColoring(base: coloring, reporter: $0) } ?? coloring
    }
    let workerColorizers =
      request.workers < 2
      ? []
      : (0..<request.workers).map { index in
        FileColorizer(
          coloring: reporting(index == 0 ? coloring : coloring.sharingHighlighter()),
          sources: sources)
      }
    var pipeline = DiffPipeline(
      colorizer: FileColorizer(coloring: reporting(coloring), sources: sources),
      workerColorizers: workerColorizers)
    pipeline.cancellation = cancellation
    // A conflicted file read as it is colours its regions by its own name.
    pipeline.inputPath = name
    keep?(pipeline)
    let out = DiffOutput { bytes in sink.write(Data(bytes)) }
    if request.colorOnly {
      var options = DiffRenderOptions()
      options.colorLevel = request.colorLevel
      options.theme = diffTheme
      ColorOnlyFilter(output: out, options: options, coloring: coloring).run(reader)
    } else {
      let renderer: any DiffRenderer
      switch request.format {
      case .ansi:
        var options = DiffRenderOptions()
        options.width = request.width
        options.layout = DiffRenderOptions.automaticLayout(
          width: options.width, requested: request.layout)
        options.colorLevel = request.colorLevel
        options.theme = diffTheme
        options.hyperlinks = request.hyperlinks
        options.navigate = request.navigate
        renderer = ANSIDiffRenderer(output: out, options: options)
      case .html:
        renderer = HTMLDiffRenderer(
          output: out, layout: request.layout ?? .unified, standalone: request.standalone,
          theme: alternateTheme == nil ? diffTheme : nil)
      case .json:
        renderer = JSONDiffRenderer(output: out, coloring: coloring)
      }
      pipeline.run(parser: DiffParser(reader: reader), renderer: renderer) { found in
        diagnostics.report(found, input: name)
      }
    }
    if cancellation?.isCancelled == true { throw JobError(.cancelled, "cancelled") }
    if let failure = reader.failure { throw error(failure, name: name) }
  }

  /// Renders the diff `text` into `sink` (a client's diff in memory).
  public static func run(
    _ request: Request, text: String, name: String, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics(), cancellation: HighlightCancellation? = nil
  ) throws(JobError) {
    try run(
      request, reader: LineReader(text: text), name: name, to: sink, diagnostics: diagnostics,
      cancellation: cancellation)
  }

  /// The syntax theme and the one riding along in HTML.
  static func themes(_ request: Request) -> (Theme, Theme?) {
    if let theme = request.theme { return (theme, nil) }
    switch request.format {
    case .ansi:
      return (request.terminalTheme == .light ? ThemeCatalog.light : ThemeCatalog.dark, nil)
    case .html: return (ThemeCatalog.light, ThemeCatalog.dark)
    case .json: return (ThemeCatalog.light, nil)
    }
  }

  /// The one-line error for an input that ended early.
  package static func error(_ failure: LineReader.Failure, name: String) -> JobError {
    switch failure {
    case .lineTooLong(let line, let limit):
      let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      return JobError(.badInput, "line \(line) is longer than \(size)", input: name, line: line)
    case .binary(let line):
      return JobError(
        .badInput, "looks like a binary file (it contains NUL bytes), not a diff", input: name,
        line: line)
    case .readFailed(let line, let code):
      return JobError(.badInput, "cannot read: \(describe(errno: code))", input: name, line: line)
    }
  }

  /// `strerror` in words, lowercased at the start as the CLI's messages are.
  package static func describe(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
