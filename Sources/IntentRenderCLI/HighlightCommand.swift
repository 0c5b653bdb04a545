import Foundation
import Highlight
import RenderJobs
import RenderSupport

/// `intent-render highlight`: source code to JSON token runs, ANSI, HTML or a scope dump.
enum HighlightCommand: Subcommand {
  static let spec = CommandSpec(
    name: "highlight",
    summary: "highlight source code with TextMate grammars (JSON runs, ANSI, HTML)",
    synopsis: "FILE|- [OPTIONS]",
    description: """
      Colours source code the way VS Code does, with the TextMate grammars of GitHub Linguist.
      The language comes from --language, else the file name (--path for standard input), else
      a #! first line.
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
        "--language", .language,
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
      OptionSpec("--line-numbers", .flag, help: "ansi: number the lines"),
      OptionSpec("--header", .flag, help: "ansi: a 'File: NAME' line above the code"),
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
      SharedOptions.output,
    ],
    positionals: .init("FILE", minimum: 1))

  enum Format: String, CaseIterable {
    case json, ansi, html, scopes
  }

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let input = parsed.positionals[0]
    let displayPath = parsed.string("--path")
    let language = parsed.string("--language")
    let grammarPath = parsed.string("--grammar")
    let output = parsed.string("--output")
    let toTerminal = context.stdoutIsTTY && (output == nil || output == "-")
    // A person at a terminal gets colours; a program reading a pipe gets the JSON contract.
    let format = try parsed.choice("--format", as: Format.self) ?? (toTerminal ? .ansi : .json)
    let themeWord = parsed.string("--theme").map {
      ThemeNames.resolve($0, environment: context.environment)
    }
    let lineNumbers = parsed.has("--line-numbers")
    let header = parsed.has("--header")
    let standalone = parsed.has("--standalone")
    let color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    var limits = HighlightLimits()
    if let value = try parsed.int("--max-bytes") { limits.maxBytes = value }
    if let value = try parsed.int("--max-line") { limits.maxLineLength = value }
    if let value = try parsed.int("--max-runs") { limits.maxRuns = value }
    if let value = try parsed.double("--time-limit") { limits.timeLimit = value }
    let text = try InputText.read(input, context: context)
    let path = displayPath ?? (input == "-" ? nil : input)

    // Made before the theme, so the language table decodes on another core meanwhile.
    let highlighter = Highlighter(environment: context.environment)
    ExitKeeper.keep(highlighter, context: context)
    let theme: Theme
    var alternate: Theme?
    do {
      switch (themeWord, format) {
      case (let word?, _): theme = try ThemeCatalog.theme(named: word)
      case (nil, .ansi):
        // On a terminal, the palette follows its background.
        let toFile = output != nil && output != "-"
        let light = context.prefersLightPalette(
          level: context.colorLevel(color, writingToFile: toFile), writingToFile: toFile)
        theme = light ? ThemeCatalog.light : ThemeCatalog.dark
      case (nil, .html):
        theme = ThemeCatalog.light
        alternate = ThemeCatalog.dark
      default: theme = ThemeCatalog.light
      }
    } catch let error as ThemeLoadError {
      throw CLIError.badInput(error.description)
    }

    if let grammarPath {
      do {
        try highlighter.useGrammar(path: grammarPath)
      } catch {
        throw CLIError.badInput("\(error)")
      }
    }
    if let language, highlighter.languages.language(named: language) == nil {
      throw CLIError.usage(
        "unknown language '\(language)'"
          + Suggestion.hint(for: language, among: LanguageNames.all(highlighter.languages))
          + " (see 'intent-render languages')")
    }

    let paging = try parsed.choice("--paging", as: PagingChoice.self) ?? .auto
    try context.withOutput(to: output, paging: paging) { sink in
      if format == .scopes {
        let dump = highlighter.scopeDump(code: text.text, path: path, language: language)
        if let reason = dump.fallback { context.warn("\(text.name): \(reason); no scopes listed") }
        sink.write(dump.text)
        return
      }
      let result = highlighter.highlight(
        code: text.text, path: path, language: language, theme: theme, alternateTheme: alternate,
        limits: limits)
      ExitKeeper.keep(result, context: context)
      for warning in highlighter.warnings { context.warn(warning) }
      // Plain colours on a terminal look like a missing grammar; say which budget ran out.
      if toTerminal, let note = BudgetNote.message(file: text.name, fallback: result.fallback) {
        context.warn(note)
      }
      switch format {
      case .json:
        sink.write(TokenRunJSONWriter.write(result))
      case .ansi:
        let level = context.colorLevel(color, writingToFile: output != nil && output != "-")
        let options = ANSIHighlightOptions(
          level: level, lineNumbers: lineNumbers, header: header ? (path ?? text.name) : nil)
        sink.write(ANSIHighlightWriter.write(result, options: options))
      case .html:
        let fragment = HTMLHighlightWriter.write(result)
        sink.write(
          standalone
            ? HTMLHighlightPage.wrap(
              fragment, title: path ?? text.name, followsScheme: alternate != nil) : fragment)
      case .scopes:
        break
      }
    }
  }
}
