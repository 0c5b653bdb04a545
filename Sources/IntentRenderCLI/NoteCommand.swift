import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// `intent-render note`: a Markdown note to HTML, terminal text or plain text.
struct NoteCommand: Subcommand {
  static let spec = CommandSpec(
    name: "note", summary: "render a Markdown note (GFM) to HTML, the terminal or plain text",
    synopsis: "[FILE|-] [OPTIONS]",
    description: """
      Renders a Markdown note (GitHub Flavored Markdown). Reads standard input when FILE is '-'
      or missing.
      """,
    epilogue: "Exit status: 0 ok, 1 bad input (missing, directory or binary file), 2 usage error.",
    options: [
      SharedOptions.format(
        Format.allCases.map(\.rawValue),
        "ansi (default: the terminal), html or text (plain, same layout)"),
      SharedOptions.width(),
      OptionSpec(
        "--max-width", .number(0...1000), placeholder: "N",
        help: "wrap prose at most N cells wide even on a wider terminal (default: 100, as glow; "
          + "0: no cap); tables and code use the whole width"),
      SharedOptions.palette(
        "the terminal palette (default: the terminal's background, from an OSC 11 query or "
          + "COLORFGBG, else dark); in HTML the colours of code and diagrams, and of the page "
          + "with --standalone (default in HTML: both, following the reader's colour scheme)"),
      SharedOptions.color,
      OptionSpec(
        "--unsafe-html", .flag,
        help: "write raw HTML and every URL as written (like cmark-gfm --unsafe); by default "
          + "raw HTML passes an allow-list and unsafe URLs are removed"),
      SharedOptions.standalone,
      OptionSpec(
        "--no-highlight", .flag,
        help: "leave fenced code uncoloured (by default the first 128 KiB of code in known "
          + "languages is coloured); Mermaid is still drawn"),
      OptionSpec(
        "--ascii", .flag,
        help: "draw Mermaid fences in the terminal with ASCII (+-|>) only; the default when the "
          + "locale is not UTF-8. A diagram wider than the width shows its source and a remark"),
      TerminalPictures.option,
      OptionSpec(
        "--heading-ids", .flag,
        help: "give HTML headings GitHub-style ids (#install-on-linux); pages of --standalone get "
          + "them by default, as GitHub's user-content- ids with the note's #fragment links "
          + "pointing at them"),
      OptionSpec(
        "--commonmark", .flag,
        help: "CommonMark exactly as cmark-gfm writes it: no GFM extension (all six are on by "
          + "default) and fenced code neither highlighted nor drawn as a diagram"),
      OptionSpec(
        "--extension", .choice(MarkdownParseOptions.Extension.allCases.map(\.rawValue)),
        placeholder: "NAME", repeatable: true,
        help: "enable an extension: table, strikethrough, autolink, tagfilter, tasklist, "
          + "footnotes"),
      OptionSpec("--smart", .flag, help: "smart punctuation: curly quotes, dashes, ellipses"),
      OptionSpec(
        "--hard-breaks", .flag, help: "render every line break in a paragraph as a hard break"),
      OptionSpec("--sourcepos", .flag, help: "add data-sourcepos attributes to HTML blocks"),
      SharedOptions.paging,
      SharedOptions.output,
    ],
    positionals: .init("FILE"))

  /// Bytes of fenced code a note highlights at most, in document order; the block that would
  /// pass the bound and all after it stay plain. Far above what notes carry, it keeps a huge
  /// note (the 10 MiB benchmark has 800 KB of code in 2,700 fences) near cmark-gfm's time:
  /// tokenizing costs a few microseconds a byte, parsing and writing a tenth of that.
  static let maxHighlightedCode = 128 * 1024

  enum Format: String, CaseIterable, Sendable {
    case ansi, html, text
  }

  enum Theme: String, CaseIterable, Sendable {
    case light, dark
  }

  /// Everything the command line asked for.
  struct Options: Sendable {
    var path: String?
    var format = Format.ansi
    var width: Int?
    /// The prose cap in cells; `nil` for none.
    var maxWidth: Int? = 100
    /// `nil` when not given: dark in the terminal, both schemes in HTML.
    var theme: Theme?
    var color = ColorChoice.auto
    var unsafeHTML = false
    var standalone = false
    var headingIDs = false
    var highlight = true
    var diagrams = true
    /// Mermaid diagrams in the terminal drawn with ASCII only.
    var ascii = false
    var images = TerminalPictures.Choice.auto
    var output: String?
    var paging = PagingChoice.auto
    var parse = MarkdownParseOptions.note
  }

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let options = try options(parsed)
    let input = try NoteInput.read(options.path, context: context)
    let parser = MarkdownParser(options: options.parse)
    var renderers = CodeRenderers(
      environment: context.environment, highlight: options.highlight, diagrams: options.diagrams,
      blockTimeLimit: context.blockTimeLimit ?? SharedHighlighter.defaultBlockTimeLimit,
      cancellation: context.cancellation, warn: { [context] in context.warn($0) },
      budgetNotes: context.stdoutIsTTY && (options.output == nil || options.output == "-"))
    if options.ascii { renderers.asciiDiagrams = true }
    if let lowered = context.maxCodeBytes { renderers.maxCodeBytes = lowered }
    let paging = TerminalPictures.paging(
      options.paging, images: options.images, ansi: options.format == .ansi,
      toFile: options.output != nil, context: context)
    try context.withOutput(to: options.output, paging: paging) { sink in
      switch options.format {
      case .html:
        writeHTML(input, parser: parser, options: options, renderers: renderers, to: sink)
      case .ansi, .text:
        writeTerminal(
          input, parser: parser, options: options, renderers: renderers, context: context,
          to: sink)
      }
    }
  }

  /// The typed options of a parsed command line.
  static func options(_ parsed: ParsedOptions) throws -> Options {
    var options = Options()
    options.path = parsed.positionals.first
    options.format = try parsed.choice("--format", as: Format.self) ?? .ansi
    options.width = try parsed.int("--width")
    if let cap = try parsed.int("--max-width") { options.maxWidth = cap == 0 ? nil : max(cap, 20) }
    options.theme = try parsed.choice("--theme", as: Theme.self)
    options.color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    options.unsafeHTML = parsed.has("--unsafe-html")
    options.standalone = parsed.has("--standalone")
    options.headingIDs = parsed.has("--heading-ids")
    options.highlight = !parsed.has("--no-highlight")
    options.ascii = parsed.has("--ascii")
    options.images = try parsed.choice("--images", as: TerminalPictures.Choice.self) ?? .auto
    options.parse.smartPunctuation = parsed.has("--smart")
    options.parse.hardBreaks = parsed.has("--hard-breaks")
    options.parse.sourcePositions = parsed.has("--sourcepos")
    options.output = parsed.string("--output")
    options.paging = try parsed.choice("--paging", as: PagingChoice.self) ?? .auto
    if parsed.has("--commonmark") {
      // The reference output: what cmark-gfm writes, with only the extensions asked for.
      options.parse.extensions = Set(
        try parsed.choices("--extension", as: MarkdownParseOptions.Extension.self))
      options.parse.alerts = false
      options.parse.frontMatter = false
      options.highlight = false
      options.diagrams = false
    }
    return options
  }

  /// ANSI or plain text: the same layout, escapes only for `ansi` with colour on. Streams
  /// section by section, like the HTML.
  private static func writeTerminal(
    _ input: NoteInput, parser: MarkdownParser, options: Options, renderers: CodeRenderers,
    context: CommandContext, to sink: OutputSink
  ) {
    let toFile = options.output != nil
    let level =
      options.format == .text ? .none : context.colorLevel(options.color, writingToFile: toFile)
    let forced = context.environment["FORCE_HYPERLINK"].map { !$0.isEmpty && $0 != "0" } ?? false
    let hyperlinks =
      TerminalCapabilities.detect(environment: context.environment).hyperlinks
      && ((context.stdoutIsTTY && !toFile) || forced)
    // Without a theme asked for, colour on a terminal follows the terminal's background.
    var terminalTheme: TerminalThemeName = options.theme == .light ? .light : .dark
    if options.theme == nil, context.prefersLightPalette(level: level, writingToFile: toFile) {
      terminalTheme = .light
    }
    let prefetcher = renderers.prefetcher(maxCodeBytes: maxHighlightedCode)
    let pictures = TerminalPictures.resolve(
      options.images, ansi: options.format == .ansi, toFile: toFile, context: context)
    let images = pictures.map {
      NoteImageSource(
        pictures: $0, baseDirectory: NoteImageSource.baseDirectory(forNote: options.path),
        documentName: input.name, warn: { [context] in context.warn($0) })
    }
    let renderOptions = TerminalRenderOptions(
      width: context.renderWidth(options.width, color: options.color), colorLevel: level,
      theme: terminalTheme, hyperlinks: hyperlinks,
      codeHighlighter: renderers.terminal(prefetcher: prefetcher, pictures: pictures),
      maxProseWidth: options.maxWidth, images: images)
    var renderer = TerminalStreamRenderer(options: renderOptions, plain: level == .none)
    // Without colour nothing is highlighted (the layout skips it), so nothing is prefetched.
    let themes: (Highlight.Theme, Highlight.Theme?)? =
      level == .none ? nil : (terminalTheme == .light ? ThemeCatalog.light : ThemeCatalog.dark, nil)
    streamSections(input, parser: parser, prefetcher: prefetcher, themes: themes) { section in
      renderer.render(section) { sink.write($0) }
    }
  }

  /// Sections of the note to `render` in order, a few behind the parser so their fences are
  /// highlighted on worker threads meanwhile (with `themes`, when there is a `prefetcher`).
  private static func streamSections(
    _ input: NoteInput, parser: MarkdownParser, prefetcher: FencePrefetcher?,
    themes: (Highlight.Theme, Highlight.Theme?)?, render: (MarkdownDocument) -> Void
  ) {
    guard let prefetcher, let themes else {
      input.parseSections(with: parser, render)
      return
    }
    var waiting: [(section: MarkdownDocument, number: Int)] = []
    func renderOldest() {
      let (section, number) = waiting.removeFirst()
      render(section)
      prefetcher.discard(through: number)
    }
    input.parseSections(with: parser) { section in
      let number = prefetcher.submit(section, theme: themes.0, alternateTheme: themes.1)
      waiting.append((section, number))
      if waiting.count > lookahead { renderOldest() }
    }
    while !waiting.isEmpty { renderOldest() }
  }

  /// How many parsed sections may wait for the writer while their fences are highlighted.
  static let lookahead = 6

  /// Streams the HTML section by section, so a large note never sits whole in memory.
  private static func writeHTML(
    _ input: NoteInput, parser: MarkdownParser, options: Options, renderers: CodeRenderers,
    to sink: OutputSink
  ) {
    let theme: CodeRenderers.HTMLTheme =
      switch options.theme {
      case .light: .light
      case .dark: .dark
      case nil: .auto
      }
    let prefetcher = renderers.prefetcher(maxCodeBytes: maxHighlightedCode)
    let themes: (Highlight.Theme, Highlight.Theme?) =
      switch theme {
      case .light: (ThemeCatalog.light, nil)
      case .dark: (ThemeCatalog.dark, nil)
      case .auto: (ThemeCatalog.light, ThemeCatalog.dark)
      }
    var renderer = HTMLStreamRenderer(
      options: HTMLRenderOptions(
        unsafeRawHTML: options.unsafeHTML,
        tagFilter: options.parse.extensions.contains(.tagfilter),
        // A page gets ids by default so its table of contents works; GitHub's prefix keeps
        // them from clobbering the page's own names, and fragment links follow it.
        headingIDs: options.headingIDs || options.standalone,
        headingIDPrefix: options.standalone ? "user-content-" : "",
        sourcePositions: options.parse.sourcePositions,
        codeBlockRenderers: renderers.html(theme: theme, prefetcher: prefetcher)))
    var first = true
    streamSections(input, parser: parser, prefetcher: prefetcher, themes: themes) { section in
      if first, options.standalone {
        sink.write(
          HTMLPage.header(
            title: title(of: section, input: input), restrictive: !options.unsafeHTML,
            scheme: HTMLPage.ColorScheme(rawValue: theme.rawValue) ?? .auto))
      }
      first = false
      sink.write(Data(renderer.render(section)))
    }
    if options.standalone { sink.write(HTMLPage.footer) }
  }

  /// The page title: the front matter's `title`, else the first heading's text, else the
  /// file's name.
  private static func title(of document: MarkdownDocument, input: NoteInput) -> String {
    if let title = document.frontMatter?.title { return title }
    for block in document.blocks {
      if case .heading(_, let inlines, _) = block {
        let text = inlines.plainText.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { return text }
      }
    }
    return input.name == "<stdin>" ? "Note" : URL(fileURLWithPath: input.name).lastPathComponent
  }
}
