/// Parses a subcommand's words against its table: unknown options, missing or malformed values
/// and stray positional words become one-line usage errors, with "did you mean …" when a
/// known name is close.
public enum OptionParser {
  /// Parses `words` (the command line after the subcommand's name) for `spec`.
  ///
  /// `origin` prefixes every message (`CONFIG:3: ` for a configuration line);
  /// `checkPositionals` is off for defaults, which carry no positional words.
  public static func parse(
    _ words: [String], spec: CommandSpec, origin: String = "", checkPositionals: Bool = true,
    environment: [String: String] = [:]
  ) throws -> ParsedOptions {
    var parsed = ParsedOptions(command: spec.name)
    var scanner = ArgumentScanner(words)
    do {
      while let argument = try scanner.next() {
        switch argument {
        case .positional(let word):
          parsed.positionals.append(word)
        case .option(let word):
          guard let option = spec.option(word) else {
            throw CLIError.usage(
              "unknown option '\(word)' for '\(spec.name)'" + hint(for: word, spec: spec)
                + " (see 'intent-render \(spec.name) --help')")
          }
          if option.takesValue {
            let value = try scanner.value(for: word)
            try check(value, of: option, environment: environment)
            parsed.add(value, for: option)
          } else {
            if let attached = scanner.attachedValue {
              throw CLIError.usage("option '\(word)' takes no value, got '\(word)=\(attached)'")
            }
            parsed.add("", for: option)
          }
        }
      }
      if checkPositionals { try check(parsed.positionals, of: spec) }
    } catch CLIError.usage(let message) where !origin.isEmpty {
      throw CLIError.usage(origin + message)
    }
    return parsed
  }

  /// What bat, glow and delta users type for an option, by its meaning here.
  static let familiarShorts: [String: String] = [
    "-w": "--width", "-p": "--plain", "-l": "--language", "-n": "--line-numbers",
    "-s": "--theme", "-t": "--theme", "-f": "--format", "-o": "--output",
  ]

  /// The "did you mean" of an unknown option: a short one is one letter away from every other
  /// short one, so only the long option of the same meaning is offered; a long one gets the
  /// closest long name.
  static func hint(for word: String, spec: CommandSpec) -> String {
    if word.count == 2 {
      guard let long = familiarShorts[word], spec.option(long) != nil else { return "" }
      return " (did you mean '\(long)'?)"
    }
    return Suggestion.hint(for: word, among: spec.options.map(\.name))
  }

  /// Checks a value against its option's kind.
  static func check(_ value: String, of option: OptionSpec, environment: [String: String]) throws {
    let name = option.name
    switch option.kind {
    case .flag, .file, .directory, .language, .text:
      return
    case .number(let range):
      guard let number = Int(value), range.contains(number) else {
        throw CLIError.usage(
          "option '\(name)' needs a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'"
        )
      }
    case .decimal(let above, let atMost):
      guard let number = Double(value), number.isFinite, number > above, number <= atMost else {
        throw CLIError.usage(
          "option '\(name)' needs a number above \(Int(above)) and at most \(Int(atMost)), got '\(value)'"
        )
      }
    case .choice(let words):
      guard words.contains(value) else {
        throw CLIError.usage(
          "option '\(name)' must be one of \(words.joined(separator: "|")), got '\(value)'"
            + Suggestion.hint(for: value, among: words))
      }
    case .theme(let builtins):
      guard !ThemeNames.isBuiltin(value), !ThemeNames.looksLikeFile(value) else { return }
      let known = ThemeNames.known(environment: environment)
      guard !known.contains(value) else { return }
      throw CLIError.usage(
        "unknown theme '\(value)': \(builtins.joined(separator: ", ")) or a theme file"
          + Suggestion.hint(for: value, among: known))
    }
  }

  private static func check(_ positionals: [String], of spec: CommandSpec) throws {
    let expected = spec.positionals
    if let words = expected.words {
      for word in positionals where !words.contains(word) {
        throw CLIError.usage(
          "'\(spec.name)' takes \(words.joined(separator: "|")), got '\(word)'"
            + Suggestion.hint(for: word, among: words))
      }
    }
    if let maximum = expected.maximum, positionals.count > maximum {
      let extra = positionals[maximum]
      throw CLIError.usage(
        maximum == 0
          ? "'\(spec.name)' takes no \(expected.name.isEmpty ? "argument" : expected.name), got '\(extra)'"
          : "'\(spec.name)' takes one \(expected.name), got '\(positionals[0])' and '\(extra)'")
    }
    if positionals.count < expected.minimum {
      throw CLIError.usage(
        "'\(spec.name)' needs \(expected.name) (see 'intent-render \(spec.name) --help')")
    }
  }
}
