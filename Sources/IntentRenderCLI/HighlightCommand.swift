import Foundation
import Highlight
import RenderJobs
import RenderSupport

/// `intent-render highlight`: source code to JSON token runs, ANSI, HTML or a scope dump.
enum HighlightCommand: Subcommand {
  static let name = "highlight"
  static let spec = CommandSpec(
    name: name,
    summary: "highlight source code with TextMate grammars (JSON runs, ANSI, HTML)",
    synopsis: "FILE|-... [OPTIONS]",
    description: """
      Colours source code the way VS Code does, with the TextMate grammars of GitHub Linguist.
      The language comes from --language, else the file name (--path for standard input), else
      a #! first line. Several files are written one after another, as bat does: on a
      terminal each under its header, into a pipe concatenated (json: one document a line).
      """,
    epilogue: """
      Grammars: Linguist's grammars, then the directories in INTENT_RENDER_GRAMMARS
      (colon-separated), then --grammar. When a budget is exceeded or the language is unknown,
      the output is plain (json: empty runs and a "fallback" reason; on a terminal a warning
      names the budget).
      """,
    options: [
      OptionSpec(
        "--path", .file, placeholder: "NAME",
        help: "file name to detect the language from (useful with -)"),
      OptionSpec(
        "--language", short: "-l", .language,
        help: "language name or alias (see 'intent-render languages')"),
      OptionSpec(
        "--grammar", .file,
        help: "tokenize with this grammar (.json, .tmLanguage, .plist; a regular file of at most "
          + "\(GrammarLoader.maximumFileBytes >> 20) MiB); grammars it includes are looked up on the search path"
      ),
      SharedOptions.format(
        Format.allCases.map(\.rawValue),
        "json (the client contract; default when standard output is not a terminal), ansi "
          + "(default on a terminal), html or scopes"),
      SharedOptions.theme(
        "light for json; for ansi the terminal's background (OSC 11 or COLORFGBG), else dark; "
          + "both (a stylesheet) for html"),
      SharedOptions.standalone,
      OptionSpec("--line-numbers", short: "-n", .flag, help: "ansi: number the lines"),
      OptionSpec("--header", .flag, help: "ansi: a 'File: NAME' line above the code"),
      OptionSpec(
        "--style", .text, placeholder: "LIST",
        help: "ansi: what is drawn around the code, as bat: a comma list of header, grid, "
          + "numbers, changes (git's marks against HEAD), full (all four), plain (none) or "
          + "default (header,numbers; the default on a terminal, none into a pipe)"),
      OptionSpec(
        "--line-range", short: "-r", .text, placeholder: "A:B", repeatable: true,
        help: "ansi: show only these lines (N, A:B, A:, :B or A:+N, from 1; repeatable), "
          + "numbered as in the file"),
      OptionSpec(
        "--highlight-line", short: "-H", .text, placeholder: "N[:M]", repeatable: true,
        help: "ansi: draw these lines (the --line-range forms) on a highlight background across "
          + "the width; repeatable"),
      OptionSpec(
        "--show-all", short: "-A", .flag,
        help: "ansi: show tabs, spaces, line ends and control characters as visible symbols, "
          + "as bat -A does"),
      SharedOptions.width(
        extra: "; ansi: the width the grid's rules and highlighted lines span (code is never "
          + "wrapped)"),
      SharedOptions.color,
      OptionSpec(
        "--max-bytes", .number(0...Int(Int32.max)),
        help: "give up above N bytes of source (default 524288)"),
      OptionSpec(
        "--max-line", .number(1...Int(Int32.max)),
        help: "give up on a line above N UTF-16 code units (default 10000)"),
      OptionSpec(
        "--max-runs", .number(0...Int(Int32.max)), help: "give up above N runs (default 60000)"),
      OptionSpec(
        // Bounded so the budget converts to nanoseconds without overflow.
        "--time-limit", .decimal(above: 0, atMost: HighlightLimits.maxTimeLimit),
        placeholder: "S",
        help: "give up after S seconds of CPU time (default 5, at most 3600)"),
      SharedOptions.paging,
      SharedOptions.plain("; no header and no line numbers (bat's -pp)"),
      SharedOptions.output,
    ],
    positionals: .init("FILE", minimum: 1, maximum: nil))

  typealias Format = HighlightJob.Format

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let inputs = parsed.positionals
    let displayPath = parsed.string("--path")
    let language = parsed.string("--language")
    let output = parsed.string("--output")
    let toTerminal = context.stdoutIsTTY && (output == nil || output == "-")
    let toFile = output != nil && output != "-"
    var request = HighlightJob.Request()
    let plain = parsed.has("--plain")
    let terminalFlags = TerminalFlags.typed(
      parsed,
      among: [
        "--line-numbers", "--header", "--style", "--line-range", "--highlight-line", "--show-all",
        "--width",
      ])
    // A person at a terminal, or one who asked for terminal output, gets colours; a program
    // reading a pipe gets the JSON contract.
    let asked = try parsed.choice("--format", as: Format.self)
    request.format = asked ?? (toTerminal || !terminalFlags.isEmpty ? .ansi : .json)
    try TerminalFlags.check(
      terminalFlags, format: request.format.rawValue, applies: request.format == .ansi,
      terminal: "ansi")
    if parsed.typed("--standalone"), request.format != .html {
      throw CLIError.usage("--standalone is for --format html, not --format \(request.format)")
    }
    if inputs.count > 1, parsed.has("--standalone") {
      throw CLIError.usage("--standalone makes one page of one file, not of \(inputs.count)")
    }
    if inputs.count > 1, displayPath != nil {
      throw CLIError.usage("--path names one file's language; it cannot name \(inputs.count)")
    }
    let themeWord = parsed.string("--theme").map {
      ThemeNames.resolve($0, environment: context.environment)
    }
    let color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    // bat's decorations: asked for with --style, else header and numbers on a terminal.
    var style = try CodeStyle.parse(parsed.string("--style")) ?? CodeStyle()
    if parsed.string("--style") == nil, toTerminal {
      style.header = true
      style.numbers = true
    }
    if parsed.has("--line-numbers") { style.numbers = true }
    if parsed.has("--header") { style.header = true }
    if plain { style = CodeStyle() }
    request.language = language
    request.grammarPath = parsed.string("--grammar")
    request.lineNumbers = style.numbers
    request.standalone = parsed.has("--standalone")
    request.colorLevel = context.colorLevel(color, writingToFile: toFile)
    if let value = try parsed.int("--max-bytes") { request.limits.maxBytes = value }
    if let value = try parsed.int("--max-line") { request.limits.maxLineLength = value }
    if let value = try parsed.int("--max-runs") { request.limits.maxRuns = value }
    if let value = try parsed.double("--time-limit") { request.limits.timeLimit = value }
    var decorations = ANSIDecorations()
    decorations.grid = style.grid
    decorations.showAll = parsed.has("--show-all")
    let ranges = try parsed.strings("--line-range").map {
      try CodeStyle.lineRange($0, option: "--line-range")
    }
    decorations.lineRanges = ranges.isEmpty ? nil : ranges
    decorations.highlightedLines = try parsed.strings("--highlight-line").map {
      try CodeStyle.lineRange($0, option: "--highlight-line")
    }
    let explicitWidth = try parsed.int("--width")
    let width =
      request.format == .ansi ? context.renderWidth(explicitWidth, color: color) : 80
    // Every input is read before the output opens, so a missing one leaves no file behind.
    let texts = try inputs.map { try InputText.read($0, context: context) }

    // Made before the theme, so the language table decodes on another core meanwhile.
    let highlighter = Highlighter(environment: context.environment)
    FreedAtExit.keep(highlighter, context: context)
    do {
      if let themeWord {
        request.theme = try ThemeCatalog.theme(named: themeWord)
      } else if request.format == .ansi {
        // On a terminal, the palette follows its background.
        let light = context.prefersLightPalette(level: request.colorLevel, writingToFile: toFile)
        request.terminalTheme = light ? .light : .dark
      }
    } catch let error as ThemeLoadError {
      throw CLIError.badInput(error.description)
    }
    if let language, highlighter.language(named: language) == nil {
      throw CLIError.usage(
        "unknown language '\(language)'"
          + Suggestion.hint(for: language, among: LanguageNames.all(highlighter.languages))
          + " (see 'intent-render languages')")
    }
    // Loaded before the output opens, so an unreadable grammar leaves no file or pager
    // behind; the highlighter keeps it for the run.
    do {
      try HighlightJob.prepare(request, highlighter: highlighter)
    } catch {
      throw CLIError(error)
    }
    request.grammarPath = nil
    // Plain colours on a terminal look like a missing grammar; say which budget ran out.
    request.budgetNotes = toTerminal

    let paging = try parsed.paging()
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    try context.withOutput(to: output, paging: paging) { sink in
      for (input, text) in zip(inputs, texts) {
        var one = request
        one.path = displayPath ?? (input == "-" ? nil : input)
        one.title = one.path ?? text.name
        if style.header { one.header = one.title }
        var fileDecorations = decorations
        if style.changes {
          // Standard input, or a file git does not know, gets the column without marks.
          fileDecorations.changes =
            input == "-"
            ? [:]
            : GitLineChanges.of(path: input, environment: context.environment) ?? [:]
        }
        if fileDecorations != ANSIDecorations() {
          fileDecorations.width = width
          one.decorations = fileDecorations
        }
        do {
          try HighlightJob.run(
            one, code: text.text, name: text.name, highlighter: highlighter, to: sink,
            diagnostics: diagnostics, keep: { FreedAtExit.keep($0, context: context) })
        } catch let error as JobError {
          throw CLIError(error)
        }
      }
    }
  }
}
