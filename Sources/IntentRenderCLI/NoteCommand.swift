import DiagramLayout
import Foundation
import Highlight
import MarkdownRender
import RenderJobs
import RenderSupport

/// `intent-render note`: a Markdown note to HTML, terminal text or plain text.
struct NoteCommand: Subcommand {
  static let name = "note"
  static let spec = CommandSpec(
    name: name, summary: "render a Markdown note (GFM) to HTML, the terminal or plain text",
    synopsis: "[FILE|-] [OPTIONS]",
    description: """
      Renders a Markdown note (GitHub Flavored Markdown). Reads standard input when FILE is '-'
      or missing.
      """,
    epilogue: "Exit status: 0 ok, 1 bad input (missing, directory or binary file), 2 usage error.",
    options: [
      SharedOptions.format(
        Format.allCases.map(\.rawValue),
        "ansi (default: the terminal), html, text (plain, same layout) or json (the document "
          + "as data: blocks with source ranges, code with token runs, Mermaid as SVG and scene)"),
      SharedOptions.width(),
      OptionSpec(
        "--max-width", .number(0...1000), placeholder: "N",
        help: "wrap prose at most N cells wide even on a wider terminal (default: 100; "
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
      LinkOptions.option,
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
      OptionSpec(
        "--stream", .flag,
        help: "render as the text arrives (an agent's answer piped in): each finished block is "
          + "written once; on a terminal the open rest is redrawn in place below it (ansi and "
          + "text; no pager, Mermaid drawn in cells, never as pictures)"),
      SharedOptions.paging,
      SharedOptions.plain(),
      SharedOptions.output,
    ],
    positionals: .init("FILE"))

  typealias Format = NoteJob.Format

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
    /// The syntax theme of code a shipped theme or a theme file gives.
    var codeTheme: Highlight.Theme?
    var links = TerminalLinkStyle.auto
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
    /// Render while the text arrives (`--stream`).
    var stream = false
  }

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let options = try options(parsed, environment: context.environment)
    if options.stream {
      try runStream(options, request: request(options, context: context), context: context)
      return
    }
    let source = try NoteSource.read(options.path, context: context)
    let request = request(options, context: context)
    let paging = TerminalPictures.paging(
      options.paging, images: options.images, ansi: options.format == .ansi,
      toFile: options.output != nil, context: context)
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    try context.withOutput(to: options.output, paging: paging) { sink in
      NoteJob.run(request, source: source, to: sink, diagnostics: diagnostics)
    }
  }

  /// The job the command line and the process's terminal ask for.
  static func request(_ options: Options, context: CommandContext) -> NoteJob.Request {
    var request = NoteJob.Request()
    request.environment = context.environment
    request.parse = options.parse
    request.unsafeHTML = options.unsafeHTML
    request.standalone = options.standalone
    request.headingIDs = options.headingIDs
    request.highlight = options.highlight
    request.diagrams = options.diagrams
    request.asciiDiagrams =
      options.ascii || !TerminalDiagramOptions.localeIsUTF8(context.environment)
    request.budgetNotes = context.stdoutIsTTY && (options.output == nil || options.output == "-")
    request.maxProseWidth = options.maxWidth
    request.codeTheme = options.codeTheme
    switch options.format {
    case .html, .json:
      request.format = options.format
      request.htmlTheme =
        switch options.theme {
        case .light: .light
        case .dark: .dark
        case nil: .auto
        }
    case .ansi, .text:
      request.format = options.format
      let toFile = options.output != nil
      let level =
        options.format == .text ? .none : context.colorLevel(options.color, writingToFile: toFile)
      request.colorLevel = level
      request.hyperlinks = LinkOptions.terminalShowsHyperlinks(context, toFile: toFile)
      request.links = options.links
      // Without a theme asked for, colour on a terminal follows the terminal's background.
      request.terminalTheme = options.theme == .light ? .light : .dark
      if options.theme == nil, context.prefersLightPalette(level: level, writingToFile: toFile) {
        request.terminalTheme = .light
      }
      request.width = context.renderWidth(options.width, color: options.color)
      request.pictures = TerminalPictures.resolve(
        options.images, ansi: options.format == .ansi, toFile: toFile, context: context)
      request.imageBaseDirectory = NoteImageSource.baseDirectory(forNote: options.path)
    }
    return request
  }

  /// The typed options of a parsed command line.
  static func options(_ parsed: ParsedOptions, environment: [String: String]) throws -> Options {
    var options = Options()
    options.path = parsed.positionals.first
    options.format = try parsed.choice("--format", as: Format.self) ?? .ansi
    options.width = try parsed.int("--width")
    if let cap = try parsed.int("--max-width") { options.maxWidth = cap == 0 ? nil : max(cap, 20) }
    let themes = try PaletteTheme.parse(parsed, environment: environment)
    options.theme = themes.palette
    options.codeTheme = themes.code
    options.color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    options.unsafeHTML = parsed.has("--unsafe-html")
    options.standalone = parsed.has("--standalone")
    options.headingIDs = parsed.has("--heading-ids")
    options.highlight = !parsed.has("--no-highlight")
    options.ascii = parsed.has("--ascii")
    options.images = try parsed.choice("--images", as: TerminalPictures.Choice.self) ?? .auto
    options.links = try LinkOptions.style(parsed)
    try TerminalFlags.check(
      TerminalFlags.typed(parsed, among: ["--links"]), format: options.format.rawValue,
      applies: options.format == .ansi || options.format == .text, terminal: "ansi or text")
    options.parse.smartPunctuation = parsed.has("--smart")
    options.parse.hardBreaks = parsed.has("--hard-breaks")
    options.parse.sourcePositions = parsed.has("--sourcepos")
    options.output = parsed.string("--output")
    options.paging = try parsed.paging()
    options.stream = parsed.has("--stream")
    if parsed.has("--commonmark") {
      // The reference output: what cmark-gfm writes, with only the extensions asked for.
      options.parse.extensions = Set(
        try parsed.choices("--extension", as: MarkdownParseOptions.Extension.self))
      options.parse.alerts = false
      options.parse.emojiShortcodes = false
      options.parse.frontMatter = false
      options.highlight = false
      options.diagrams = false
    }
    return options
  }
}
