import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// Source code to JSON token runs, ANSI, HTML or a scope dump: what `intent-render highlight`,
/// the server's `highlight` and `render_code` do, for any client.
public enum HighlightJob {
  /// The output formats: the JSON client contract, terminal colours, HTML, or every token's
  /// scopes (a grammar author's view).
  public enum Format: String, CaseIterable, Sendable {
    case json, ansi, html, scopes
  }

  /// Everything one highlighting is asked for.
  public struct Request: Sendable {
    public var format = Format.json
    /// The language by name or alias; `nil` detects it from `path` and the first line.
    public var language: String?
    /// The file name the language is detected from (`nil` for none).
    public var path: String?
    /// A grammar file to tokenize with (its includes come from the search path).
    public var grammarPath: String?
    /// The theme; `nil`: the terminal's palette for ANSI, light for JSON and scopes, and for
    /// HTML light with dark riding along so the page follows the reader's preference.
    public var theme: Theme?
    /// A second theme whose colours ride along (HTML's stylesheet, the server's two themes).
    public var alternateTheme: Theme?
    /// Terminal output: the colours, and the palette used when no `theme` is given.
    public var colorLevel = ColorLevel.truecolor
    public var terminalTheme = TerminalThemeName.dark
    /// Terminal output: numbered lines, and a `File: NAME` line above the code.
    public var lineNumbers = false
    public var header: String?
    /// Terminal output: bat's grid, changes column, line ranges, highlighted lines and `-A`.
    public var decorations: ANSIDecorations?
    /// HTML output: a whole page titled `title` instead of a fragment.
    public var standalone = false
    public var title = ""
    /// The budgets: bytes, line length, runs and CPU time.
    public var limits = HighlightLimits()
    /// Whether code left plain by a budget is reported (a terminal's reader would not know).
    public var budgetNotes = false

    public init() {}
  }

  /// Highlights `code` (named `name` in diagnostics) into `sink` with `highlighter`, whose
  /// grammar and language tables a caller may share across runs. Once `cancellation` is set
  /// the tokenizer stops and the code is written plain. `keep` receives the values whose
  /// release the caller may leave to its process's exit.
  public static func run(
    _ request: Request, code: String, name: String, highlighter: Highlighter,
    session: HighlightSession? = nil, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics(), cancellation: HighlightCancellation? = nil,
    keep: ((Any) -> Void)? = nil
  ) throws(JobError) {
    try prepare(request, highlighter: highlighter)
    if request.format == .scopes {
      let dump = highlighter.scopeDump(code: code, path: request.path, language: request.language)
      if let reason = dump.fallback { diagnostics.warn("\(name): \(reason); no scopes listed") }
      sink.write(dump.text)
      return
    }
    let result = highlight(
      request, code: code, highlighter: highlighter, session: session,
      cancellation: cancellation)
    keep?(result)
    for warning in highlighter.warnings { diagnostics.warn(warning) }
    if request.budgetNotes, let note = BudgetNote.message(file: name, fallback: result.fallback) {
      diagnostics.warn(note)
    }
    switch request.format {
    case .json:
      sink.write(TokenRunJSONWriter.write(result))
    case .ansi:
      let options = ANSIHighlightOptions(
        level: request.colorLevel, lineNumbers: request.lineNumbers, header: request.header,
        decorations: request.decorations)
      sink.write(ANSIHighlightWriter.write(result, options: options))
    case .html:
      let fragment = HTMLHighlightWriter.write(result)
      sink.write(
        request.standalone
          ? HTMLHighlightPage.wrap(
            fragment, title: request.title, followsScheme: result.alternateTheme != nil)
          : fragment)
    case .scopes:
      break
    }
  }

  /// Loads the request's grammar and checks its language: what must hold before any output.
  public static func prepare(_ request: Request, highlighter: Highlighter) throws(JobError) {
    if let grammarPath = request.grammarPath {
      do {
        try highlighter.useGrammar(path: grammarPath)
      } catch {
        throw JobError(.badInput, "\(error)")
      }
    }
    try LanguageCheck.check(request.language, highlighter: highlighter)
  }

  /// The highlighted runs of `code` (a client writing its own format, such as the server's
  /// runs with two themes' colours); call `prepare` first.
  package static func highlight(
    _ request: Request, code: String, highlighter: Highlighter,
    session: HighlightSession? = nil, cancellation: HighlightCancellation? = nil
  ) -> HighlightedSource {
    let (theme, alternate) = themes(request)
    var limits = request.limits
    if let cancellation { limits.cancellation = cancellation }
    return highlighter.highlight(
      code: code, path: request.path, language: request.language, theme: theme,
      alternateTheme: alternate, limits: limits, session: session)
  }

  /// The theme and the one riding along.
  static func themes(_ request: Request) -> (Theme, Theme?) {
    if let theme = request.theme { return (theme, request.alternateTheme) }
    switch request.format {
    case .ansi:
      return (request.terminalTheme == .light ? ThemeCatalog.light : ThemeCatalog.dark, nil)
    case .html: return (ThemeCatalog.light, ThemeCatalog.dark)
    case .json, .scopes: return (ThemeCatalog.light, nil)
    }
  }
}
