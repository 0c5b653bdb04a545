import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// A Markdown note to HTML, terminal text or plain text, with its fences highlighted within
/// budgets and its Mermaid fences drawn: what `intent-render note`, `note/render` and
/// `render_markdown` do, for any client.
///
/// The note is parsed and written section by section, so a large one never sits whole in
/// memory; fences of the sections ahead are highlighted on worker threads meanwhile.
public enum NoteJob {
  /// Bytes of fenced code a note highlights at most, in document order; the block that would
  /// pass the bound and all after it stay plain. Far above what notes carry, it keeps a huge
  /// note near cmark-gfm's time: tokenizing costs a few microseconds a byte, parsing and
  /// writing a tenth of that.
  public static let maxHighlightedCode = 128 * 1024

  /// How many parsed sections may wait for the writer while their fences are highlighted.
  static let lookahead = 6

  /// The output formats: terminal text, HTML, plain text, or the document as data
  /// (`schemas/note.v1.schema.json`).
  public enum Format: String, CaseIterable, Sendable {
    case ansi, html, text, json
  }

  /// Everything one rendering is asked for.
  public struct Request: Sendable {
    public var format = Format.html
    public var parse = MarkdownParseOptions.note
    /// Terminal output: the width in cells, and the prose cap (`nil`: none).
    public var width = 80
    public var maxProseWidth: Int? = 100
    /// Terminal output: the colours (none for `text`), the palette, OSC 8 links.
    public var colorLevel = ColorLevel.truecolor
    public var terminalTheme = TerminalThemeName.dark
    public var hyperlinks = false
    /// Terminal output: how links show where they lead (`auto` follows `hyperlinks`).
    public var links = TerminalLinkStyle.auto
    /// HTML output: the colours of code and diagrams (`auto` follows the reader's scheme; in
    /// JSON, `auto` is the light theme).
    public var htmlTheme = CodeRenderers.HTMLTheme.auto
    /// The syntax theme of code in place of the palette's built-in one (a shipped theme or a
    /// theme file); HTML that follows the reader's scheme keeps both built-in ones.
    public var codeTheme: Highlight.Theme?
    public var unsafeHTML = false
    public var standalone = false
    public var headingIDs = false
    /// Whether fenced code is highlighted and Mermaid fences drawn.
    public var highlight = true
    public var diagrams = true
    /// Terminal diagrams in ASCII only.
    public var asciiDiagrams = false
    /// Pictures on a terminal that shows them, and where a note's relative images are found.
    public var pictures: TerminalPictures?
    public var imageBaseDirectory: String?
    /// The budgets of the fences: bytes of code highlighted, and the CPU seconds of one fence.
    public var maxCodeBytes = NoteJob.maxHighlightedCode
    public var blockTimeLimit = SharedHighlighter.defaultBlockTimeLimit
    /// Whether a fence left plain by a budget is reported (a terminal's reader would not know).
    public var budgetNotes = false
    /// Where grammars and themes are found (`INTENT_RENDER_GRAMMARS`, …).
    public var environment: [String: String] = [:]

    public init() {}
  }

  /// Renders `source` into `sink`; diagnostics (budgets that fired, pictures not shown) go to
  /// `diagnostics`. Once `cancellation` is set, no further fence is highlighted.
  public static func run(
    _ request: Request, source: NoteSource, to sink: any OutputSink,
    diagnostics: JobDiagnostics = JobDiagnostics(), cancellation: HighlightCancellation? = nil
  ) {
    // Source positions place a diagram's warnings in the note (HTML writes them only if asked).
    let parser = MarkdownParser(options: request.parse.withSourcePositions)
    var renderers = CodeRenderers(
      environment: request.environment, highlight: request.highlight,
      diagrams: request.diagrams, blockTimeLimit: request.blockTimeLimit,
      cancellation: cancellation, warn: { diagnostics.warn($0) },
      budgetNotes: request.budgetNotes)
    renderers.asciiDiagrams = request.asciiDiagrams
    renderers.maxCodeBytes = request.maxCodeBytes
    renderers.codeTheme = request.codeTheme
    renderers.diagramWarnings = MermaidFenceWarnings { diagnostics.report($0, input: source.name) }
    switch request.format {
    case .html:
      writeHTML(source, parser: parser, request: request, renderers: renderers, to: sink)
    case .json:
      writeJSON(source, parser: parser, request: request, renderers: renderers, to: sink)
    case .ansi, .text:
      writeTerminal(
        source, parser: parser, request: request, renderers: renderers,
        diagnostics: diagnostics, to: sink)
    }
  }

  /// ANSI or plain text: the same layout, escapes only for `ansi` with colour on.
  private static func writeTerminal(
    _ source: NoteSource, parser: MarkdownParser, request: Request, renderers: CodeRenderers,
    diagnostics: JobDiagnostics, to sink: any OutputSink
  ) {
    let level = request.format == .text ? .none : request.colorLevel
    let prefetcher = renderers.prefetcher()
    let pictures = request.format == .ansi ? request.pictures : nil
    let images = pictures.map {
      NoteImageSource(
        pictures: $0, baseDirectory: request.imageBaseDirectory, documentName: source.name,
        warn: { diagnostics.warn($0) })
    }
    var options = TerminalRenderOptions(
      width: request.width, colorLevel: level, theme: request.terminalTheme,
      hyperlinks: request.hyperlinks,
      codeHighlighter: renderers.terminal(prefetcher: prefetcher, pictures: pictures),
      maxProseWidth: request.maxProseWidth, images: images)
    options.links = request.links
    var renderer = TerminalStreamRenderer(options: options, plain: level == .none)
    // Without colour nothing is highlighted (the layout skips it), so nothing is prefetched.
    let themes: (Highlight.Theme, Highlight.Theme?)? =
      level == .none
      ? nil
      : (renderers.syntaxTheme(dark: request.terminalTheme == .dark), nil)
    streamSections(source, parser: parser, prefetcher: prefetcher, themes: themes) { section in
      renderer.render(section) { sink.write($0) }
    }
  }

  /// HTML, streamed section by section.
  private static func writeHTML(
    _ source: NoteSource, parser: MarkdownParser, request: Request, renderers: CodeRenderers,
    to sink: any OutputSink
  ) {
    let theme = request.htmlTheme
    let prefetcher = renderers.prefetcher()
    let themes: (Highlight.Theme, Highlight.Theme?) =
      switch theme {
      case .light: (renderers.syntaxTheme(dark: false), nil)
      case .dark: (renderers.syntaxTheme(dark: true), nil)
      case .auto: (ThemeCatalog.light, ThemeCatalog.dark)
      }
    var renderer = HTMLStreamRenderer(
      options: HTMLRenderOptions(
        unsafeRawHTML: request.unsafeHTML,
        tagFilter: request.parse.extensions.contains(.tagfilter),
        // A page gets ids by default so its table of contents works; GitHub's prefix keeps
        // them from clobbering the page's own names, and fragment links follow it.
        headingIDs: request.headingIDs || request.standalone,
        headingIDPrefix: request.standalone ? "user-content-" : "",
        sourcePositions: request.parse.sourcePositions,
        codeBlockRenderers: renderers.html(theme: theme, prefetcher: prefetcher)))
    var first = true
    streamSections(source, parser: parser, prefetcher: prefetcher, themes: themes) { section in
      if first, request.standalone {
        sink.write(
          HTMLPage.header(
            title: title(of: section, source: source), restrictive: !request.unsafeHTML,
            scheme: HTMLPage.ColorScheme(rawValue: theme.rawValue) ?? .auto))
      }
      first = false
      sink.write(Data(renderer.render(section)))
    }
    if request.standalone { sink.write(HTMLPage.footer) }
  }

  /// The JSON model, streamed section by section; blocks always carry their source ranges.
  private static func writeJSON(
    _ source: NoteSource, parser: MarkdownParser, request: Request, renderers: CodeRenderers,
    to sink: any OutputSink
  ) {
    var parse = request.parse
    parse.sourcePositions = true
    let prefetcher = renderers.prefetcher()
    let theme = renderers.syntaxTheme(dark: request.htmlTheme == .dark)
    var renderer = NoteJSONStreamRenderer(
      options: NoteJSONOptions(
        unsafeRawHTML: request.unsafeHTML,
        tagFilter: request.parse.extensions.contains(.tagfilter),
        codeData: renderers.data(theme: request.htmlTheme, prefetcher: prefetcher)))
    streamSections(
      source, parser: MarkdownParser(options: parse), prefetcher: prefetcher,
      themes: (theme, nil)
    ) { section in
      sink.write(renderer.render(section))
    }
    sink.write(renderer.finish())
  }

  /// Sections of the note to `render` in order, a few behind the parser so their fences are
  /// highlighted on worker threads meanwhile (with `themes`, when there is a `prefetcher`).
  private static func streamSections(
    _ source: NoteSource, parser: MarkdownParser, prefetcher: FencePrefetcher?,
    themes: (Highlight.Theme, Highlight.Theme?)?, render: (MarkdownDocument) -> Void
  ) {
    guard let prefetcher, let themes else {
      source.parseSections(with: parser, render)
      return
    }
    var waiting: [(section: MarkdownDocument, number: Int)] = []
    func renderOldest() {
      let (section, number) = waiting.removeFirst()
      render(section)
      prefetcher.discard(through: number)
    }
    source.parseSections(with: parser) { section in
      let number = prefetcher.submit(section, theme: themes.0, alternateTheme: themes.1)
      waiting.append((section, number))
      if waiting.count > lookahead { renderOldest() }
    }
    while !waiting.isEmpty { renderOldest() }
  }

  /// The page title: the front matter's `title`, else the first heading's text, else the
  /// file's name.
  private static func title(of document: MarkdownDocument, source: NoteSource) -> String {
    if let title = document.frontMatter?.title { return title }
    for block in document.blocks {
      if case .heading(_, let inlines, _) = block {
        let text = inlines.plainText.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { return text }
      }
    }
    return source.name == "<stdin>"
      ? "Note" : URL(fileURLWithPath: source.name).lastPathComponent
  }
}
