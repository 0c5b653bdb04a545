import Foundation
import Highlight
import RenderSupport

/// `intent-render highlight`: source code to JSON token runs, ANSI, HTML or a scope dump.
enum HighlightCommand: Subcommand {
  static let name = "highlight"
  static let summary = "highlight source code with TextMate grammars (JSON runs, ANSI, HTML)"
  static let help = """
    Usage: intent-render highlight FILE|- [options]

    Colours source code the way VS Code does, with the TextMate grammars of GitHub Linguist.
    The language comes from --language, else the file name (--path for standard input), else
    a #! first line.

    Options:
      --path NAME          file name to detect the language from (useful with -)
      --language L         language name or alias (see 'intent-render languages')
      --grammar FILE       tokenize with this grammar (.json, .tmLanguage, .plist); grammars
                           it includes are looked up on the search path
      --format F           json (default), ansi, html or scopes
      --theme T            light, dark or a theme file (VS Code .json or .tmTheme); default:
                           light for json, dark for ansi, both (a stylesheet) for html
      --line-numbers       ansi: number the lines
      --header             ansi: a 'File: NAME' line above the code
      --color WHEN         auto (default), always or never (ansi)
      --max-bytes N        give up above N bytes of source (default 524288)
      --max-line N         give up on a line above N UTF-16 code units (default 10000)
      --max-runs N         give up above N runs (default 60000)
      --time-limit S       give up after S seconds of CPU time (default 5, at most 3600)
      -o, --output FILE    write to FILE (atomically) instead of standard output

    Grammars: Linguist's grammars, then the directories in INTENT_RENDER_GRAMMARS
    (colon-separated), then --grammar. When a budget is exceeded or the language is unknown,
    the output is plain (json: empty runs and a "fallback" reason).

    """

  enum Format: String, CaseIterable {
    case json, ansi, html, scopes
  }

  static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var input: String?
    var displayPath: String?
    var language: String?
    var grammarPath: String?
    var format = Format.json
    var themeWord: String?
    var lineNumbers = false
    var header = false
    var color = ColorChoice.auto
    var limits = HighlightLimits()
    var output: String?
    while let argument = try scanner.next() {
      switch argument {
      case .option("--path"): displayPath = try scanner.value(for: "--path")
      case .option("--language"): language = try scanner.value(for: "--language")
      case .option("--grammar"): grammarPath = try scanner.value(for: "--grammar")
      case .option("--format"): format = try scanner.choice(for: "--format", as: Format.self)
      case .option("--theme"): themeWord = try scanner.value(for: "--theme")
      case .option("--line-numbers"): lineNumbers = true
      case .option("--header"): header = true
      case .option("--color"): color = try scanner.choice(for: "--color", as: ColorChoice.self)
      case .option("--max-bytes"):
        limits.maxBytes = try scanner.intValue(for: "--max-bytes", in: 0...Int(Int32.max))
      case .option("--max-line"):
        limits.maxLineLength = try scanner.intValue(for: "--max-line", in: 1...Int(Int32.max))
      case .option("--max-runs"):
        limits.maxRuns = try scanner.intValue(for: "--max-runs", in: 0...Int(Int32.max))
      case .option("--time-limit"):
        let text = try scanner.value(for: "--time-limit")
        // Bounded so the budget converts to nanoseconds without overflow.
        guard let seconds = Double(text), seconds > 0, seconds <= HighlightLimits.maxTimeLimit
        else {
          throw CLIError.usage(
            "option '--time-limit' needs a number of seconds above 0 and at most \(Int(HighlightLimits.maxTimeLimit)), got '\(text)'"
          )
        }
        limits.timeLimit = seconds
      case .option("-o"), .option("--output"): output = try scanner.value(for: "--output")
      case .option(let option): throw CLIError.unknownOption(option, command: name)
      case .positional(let word):
        guard input == nil else {
          throw CLIError.usage("'highlight' takes one FILE, got '\(word)' too")
        }
        input = word
      }
    }
    guard let input else {
      throw CLIError.usage("'highlight' needs a FILE or - for standard input")
    }
    let text = try InputText.read(input, context: context)
    let path = displayPath ?? (input == "-" ? nil : input)

    let theme: Theme
    var alternate: Theme?
    do {
      switch (themeWord, format) {
      case (let word?, _): theme = try ThemeCatalog.theme(named: word)
      case (nil, .ansi): theme = ThemeCatalog.dark
      case (nil, .html):
        theme = ThemeCatalog.light
        alternate = ThemeCatalog.dark
      default: theme = ThemeCatalog.light
      }
    } catch let error as ThemeLoadError {
      throw CLIError.badInput(error.description)
    }

    let highlighter = Highlighter(environment: context.environment)
    if let grammarPath {
      do {
        try highlighter.useGrammar(path: grammarPath)
      } catch {
        throw CLIError.badInput("\(error)")
      }
    }
    if let language, highlighter.languages.language(named: language) == nil {
      throw CLIError.usage(
        "unknown language '\(language)' (see 'intent-render languages')")
    }

    try context.withOutput(to: output) { sink in
      if format == .scopes {
        do {
          sink.write(try highlighter.scopeDump(code: text.text, path: path, language: language))
        } catch let error as HighlightError {
          throw CLIError.badInput("\(text.name): \(error.description)")
        }
        return
      }
      let result = highlighter.highlight(
        code: text.text, path: path, language: language, theme: theme, alternateTheme: alternate,
        limits: limits)
      for warning in highlighter.warnings { context.warn(warning) }
      switch format {
      case .json:
        sink.write(TokenRunJSONWriter.write(result))
      case .ansi:
        let level = context.colorLevel(color, writingToFile: output != nil && output != "-")
        let options = ANSIHighlightOptions(
          level: level, lineNumbers: lineNumbers, header: header ? (path ?? text.name) : nil)
        sink.write(ANSIHighlightWriter.write(result, options: options))
      case .html:
        sink.write(HTMLHighlightWriter.write(result))
      case .scopes:
        break
      }
    }
  }
}
