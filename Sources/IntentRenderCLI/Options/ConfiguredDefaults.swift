/// The defaults under a subcommand's command line: the configuration file's lines, then
/// `INTENT_RENDER_THEME`; the command line goes on top of both.
///
/// Every configuration line is checked on every run, whichever subcommand runs, so a mistake
/// shows at once (`CONFIG:LINE: …`, exit 2). A line without a subcommand's name applies to every
/// subcommand that has its options and accepts its values (`--format html` sets note, highlight,
/// diff and transcript, not diagram); it is an error only when no subcommand accepts it. A line
/// that names a subcommand must be valid for that subcommand.
enum ConfiguredDefaults {
  /// The environment variable that sets `--theme` where a subcommand has it.
  static let themeVariable = "INTENT_RENDER_THEME"

  /// The defaults for `spec` under `environment`, with the configuration file `file`.
  static func defaults(
    for spec: CommandSpec, file: ConfigurationFile?, environment: [String: String],
    commands allCommands: () -> [CommandSpec]
  ) throws -> ParsedOptions {
    var defaults = ParsedOptions(command: spec.name)
    // Every command's table is needed only to check a configuration file's lines.
    if let file, !file.lines.isEmpty {
      let commands = allCommands()
      for line in file.lines {
        if let parsed = try apply(line, file: file, to: spec, commands: commands, environment) {
          defaults = defaults.overridden(by: parsed)
        }
      }
    }
    if let theme = try themeFromEnvironment(for: spec, environment: environment) {
      defaults = defaults.overridden(by: theme)
    }
    return defaults
  }

  /// What `line` sets for `spec`, or `nil` when it does not apply to it; throws when the line
  /// is valid for no subcommand it could apply to.
  private static func apply(
    _ line: ConfigurationFile.Line, file: ConfigurationFile, to spec: CommandSpec,
    commands: [CommandSpec], _ environment: [String: String]
  ) throws -> ParsedOptions? {
    let origin = "\(file.path):\(line.number): "
    if let perRun = perRunOption(line.words, commands: commands) {
      throw CLIError.usage(
        origin + "'\(perRun)' cannot be a default: what a run reads or writes is given on its "
          + "command line")
    }
    let targets = commands.filter { line.command == nil || $0.name == line.command }
    var accepted: [String: ParsedOptions] = [:]
    var errors: [(spec: CommandSpec, error: CLIError)] = []
    for target in targets {
      do {
        let parsed = try OptionParser.parse(
          line.words, spec: target, origin: origin, checkPositionals: false,
          environment: environment)
        if let positional = parsed.positionals.first {
          throw CLIError.usage(
            origin + "a configuration line holds options only, got '\(positional)'")
        }
        accepted[target.name] = parsed
      } catch let error as CLIError {
        errors.append((target, error))
      }
    }
    guard accepted.isEmpty else { return accepted[spec.name] }
    if line.command == nil, let word = unknownOption(line.words, commands: commands) {
      let all = Array(Set(commands.flatMap { $0.options.map(\.name) })).sorted()
      throw CLIError.usage(
        origin + "unknown option '\(word)'" + Suggestion.hint(for: word, among: all))
    }
    // The error of a subcommand that knows the options says more than "unknown option".
    let knowing = errors.first { failed in
      line.words.contains { failed.spec.option(optionName($0)) != nil }
    }
    if let error = (knowing ?? errors.first)?.error { throw error }
    return nil
  }

  /// `--width` of `--width=100`.
  private static func optionName(_ word: String) -> String {
    word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
  }

  /// The first option word that names a per-run option (`-o`, `--out-dir`, an input) in any
  /// subcommand.
  private static func perRunOption(_ words: [String], commands: [CommandSpec]) -> String? {
    words.map(optionName).first { word in
      word.hasPrefix("-") && commands.contains { $0.option(word)?.perRun == true }
    }
  }

  /// The first option word no subcommand knows.
  private static func unknownOption(_ words: [String], commands: [CommandSpec]) -> String? {
    words.map(optionName).first { word in
      word.hasPrefix("-") && !commands.contains { $0.option(word) != nil }
    }
  }

  /// `--theme` from `INTENT_RENDER_THEME` for `spec`, when it has a `--theme`. A theme file,
  /// a shipped theme or the name of one saved in the themes directory, is skipped where only
  /// built-in names are accepted (diagram): it styles code where code takes themes, and the
  /// diagram's palette keeps its default. A misspelled name is an error everywhere.
  private static func themeFromEnvironment(
    for spec: CommandSpec, environment: [String: String]
  ) throws -> ParsedOptions? {
    guard let value = environment[themeVariable], !value.isEmpty,
      let option = spec.option("--theme")
    else { return nil }
    if case .choice(let words) = option.kind, !words.contains(value),
      ThemeNames.looksLikeFile(value) || ThemeNames.isBuiltin(value)
        || ThemeNames.saved(environment: environment).contains(where: { $0.name == value })
    {
      return nil
    }
    var parsed = ParsedOptions(command: spec.name)
    do {
      try OptionParser.check(value, of: option, environment: environment)
    } catch CLIError.usage(let message) {
      throw CLIError.usage("\(themeVariable): " + message)
    }
    parsed.add(value, for: option)
    return parsed
  }
}
