import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// `intent-render note`: a Markdown note to HTML, terminal text or plain text.
struct NoteCommand: Subcommand {
  static let name = "note"
  static let summary = "render a Markdown note (GFM) to HTML, the terminal or plain text"
  static let help = """
    Usage: intent-render note [FILE|-] [OPTIONS]

    Renders a Markdown note (GitHub Flavored Markdown). Reads standard input when FILE is '-'
    or missing.

    Options:
      --format FORMAT      ansi (default: the terminal), html or text (plain, same layout)
      --width N            wrap terminal output at N cells (default: the terminal's width,
                           else $COLUMNS, else 80)
      --theme THEME        light or dark: the terminal palette (default: dark); in HTML the
                           colours of code and diagrams, and of the page with --standalone
                           (default in HTML: both, following the reader's colour scheme)
      --color WHEN         auto (default: colour on a terminal), always or never; auto
                           honours NO_COLOR, CLICOLOR_FORCE/FORCE_COLOR, COLORTERM, TERM=dumb.
                           Links become OSC 8 hyperlinks on terminals known to show them
                           (FORCE_HYPERLINK=1/0 overrides), numbered references otherwise
      --unsafe-html        write raw HTML and every URL as written (like cmark-gfm --unsafe);
                           by default raw HTML passes an allow-list and unsafe URLs are removed
      --standalone         a complete HTML page with CSS for light and dark schemes
      --no-highlight       leave fenced code uncoloured (by default the first 128 KiB of
                           code in known languages is coloured); Mermaid is still drawn
      --ascii              draw Mermaid fences in the terminal with ASCII (+-|>) only; the
                           default when the locale is not UTF-8. A diagram wider than the
                           width is shown as its source with a one-line remark
      --heading-ids        give HTML headings GitHub-style ids (#install-on-linux)
      --commonmark         CommonMark exactly as cmark-gfm writes it: no GFM extension (all
                           six are on by default) and fenced code neither highlighted nor
                           drawn as a diagram
      --extension NAME     enable an extension: table, strikethrough, autolink, tagfilter,
                           tasklist, footnotes (repeatable)
      --smart              smart punctuation: curly quotes, dashes, ellipses
      --hard-breaks        render every line break in a paragraph as a hard break
      --sourcepos          add data-sourcepos attributes to HTML blocks
      -o, --output FILE    write to FILE atomically instead of standard output

    Exit status: 0 ok, 1 bad input (missing, directory or binary file), 2 usage error.

    """

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
    var output: String?
    var parse = MarkdownParseOptions.gfm
  }

  static func run(_ arguments: [String], context: CommandContext) throws {
    let options = try parseArguments(arguments)
    let input = try NoteInput.read(options.path, context: context)
    let parser = MarkdownParser(options: options.parse)
    var renderers = CodeRenderers(
      environment: context.environment, highlight: options.highlight, diagrams: options.diagrams,
      warn: { [context] in context.warn($0) })
    if options.ascii { renderers.asciiDiagrams = true }
    try context.withOutput(to: options.output) { sink in
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

  static func parseArguments(_ arguments: [String]) throws -> Options {
    var options = Options()
    var scanner = ArgumentScanner(arguments)
    var commonMark = false
    var extensions: Set<MarkdownParseOptions.Extension> = []
    while let argument = try scanner.next() {
      switch argument {
      case .positional(let word):
        guard options.path == nil else {
          throw CLIError.usage("note takes one input file, got '\(options.path!)' and '\(word)'")
        }
        options.path = word
      case .option("--format"):
        options.format = try scanner.choice(for: "--format", as: Format.self)
      case .option("--width"): options.width = try scanner.intValue(for: "--width", in: 20...1000)
      case .option("--theme"): options.theme = try scanner.choice(for: "--theme", as: Theme.self)
      case .option("--color"):
        options.color = try scanner.choice(for: "--color", as: ColorChoice.self)
      case .option("--unsafe-html"): options.unsafeHTML = true
      case .option("--standalone"): options.standalone = true
      case .option("--heading-ids"): options.headingIDs = true
      case .option("--no-highlight"): options.highlight = false
      case .option("--ascii"): options.ascii = true
      case .option("--commonmark"): commonMark = true
      case .option("--extension"):
        extensions.insert(
          try scanner.choice(for: "--extension", as: MarkdownParseOptions.Extension.self))
      case .option("--smart"): options.parse.smartPunctuation = true
      case .option("--hard-breaks"): options.parse.hardBreaks = true
      case .option("--sourcepos"): options.parse.sourcePositions = true
      case .option("-o"), .option("--output"): options.output = try scanner.value(for: "-o")
      case .option(let other): throw CLIError.unknownOption(other, command: name)
      }
    }
    if commonMark {
      // The reference output: what cmark-gfm writes, with only the extensions asked for.
      options.parse.extensions = extensions
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
    let prefetcher = renderers.prefetcher(maxCodeBytes: maxHighlightedCode)
    let renderOptions = TerminalRenderOptions(
      width: context.renderWidth(options.width), colorLevel: level,
      theme: options.theme == .light ? .light : .dark, hyperlinks: hyperlinks,
      codeHighlighter: renderers.terminal(prefetcher: prefetcher))
    var renderer = TerminalStreamRenderer(options: renderOptions, plain: level == .none)
    // Without colour nothing is highlighted (the layout skips it), so nothing is prefetched.
    let themes: (Highlight.Theme, Highlight.Theme?)? =
      level == .none ? nil : (options.theme == .light ? ThemeCatalog.light : ThemeCatalog.dark, nil)
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
        headingIDs: options.headingIDs,
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

  /// The page title: the first heading's text, else the file's name.
  private static func title(of document: MarkdownDocument, input: NoteInput) -> String {
    for block in document.blocks {
      if case .heading(_, let inlines, _) = block {
        let text = inlines.plainText.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty { return text }
      }
    }
    return input.name == "<stdin>" ? "Note" : URL(fileURLWithPath: input.name).lastPathComponent
  }
}
