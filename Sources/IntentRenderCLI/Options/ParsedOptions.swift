/// What the words of a command line (merged with the configured defaults) asked for: the values
/// of each option, filed under its long name, and the positional words.
///
/// Values were checked against the table when they were parsed, so the typed accessors only
/// convert; a value that still does not convert (a table and a command out of step) is a
/// usage error, never a trap.
public struct ParsedOptions: Sendable {
  /// The subcommand the options are for.
  public let command: String
  public internal(set) var positionals: [String] = []
  private var values: [String: [String]] = [:]
  /// When each option was last given, counting across merged sources, so of two options that
  /// undo each other (`--split`, `--unified`) the later one wins.
  private var order: [String: Int] = [:]
  private var counter = 0
  /// The options of the command line itself, not of the configured defaults under it.
  private var given: Set<String> = []

  public init(command: String) {
    self.command = command
  }

  /// Adds a value of `option` (a flag's value is empty); a non-repeatable option keeps the last.
  mutating func add(_ value: String, for option: OptionSpec) {
    if option.repeatable {
      values[option.name, default: []].append(value)
    } else {
      values[option.name] = [value]
    }
    counter += 1
    order[option.name] = counter
    given.insert(option.name)
  }

  /// These options with `other`'s values on top: an option `other` gives replaces ours
  /// (the command line over the environment over the configuration file).
  func overridden(by other: ParsedOptions) -> ParsedOptions {
    var merged = self
    for (name, given) in other.values {
      merged.values[name] = given
      merged.order[name] = counter + (other.order[name] ?? 0)
    }
    merged.counter = counter + other.counter
    merged.positionals = other.positionals
    merged.given = other.given
    return merged
  }

  /// Whether `option` was given (a flag, or an option with a value).
  public func has(_ option: String) -> Bool { values[option] != nil }

  /// Whether `option` was typed on the command line (a configured default is not): only
  /// what a person typed can contradict itself or choose a format.
  public func typed(_ option: String) -> Bool { given.contains(option) }

  /// `--paging`, where `-p/--plain` means never.
  public func paging() throws -> PagingChoice {
    has("--plain") ? .never : try choice("--paging", as: PagingChoice.self) ?? .auto
  }

  /// Of `options`, the one given last.
  public func last(of options: [String]) -> String? {
    options.filter { order[$0] != nil }.max { (order[$0] ?? 0) < (order[$1] ?? 0) }
  }

  /// The last value of `option`.
  public func string(_ option: String) -> String? { values[option]?.last }

  /// Every value of a repeatable `option`, in order.
  public func strings(_ option: String) -> [String] { values[option] ?? [] }

  /// The value of `option` as a whole number.
  public func int(_ option: String) throws -> Int? {
    try string(option).map { text in
      guard let number = Int(text) else { throw mismatch(option, text) }
      return number
    }
  }

  /// The value of `option` as a decimal number.
  public func double(_ option: String) throws -> Double? {
    try string(option).map { text in
      guard let number = Double(text) else { throw mismatch(option, text) }
      return number
    }
  }

  /// The value of `option` as one of `type`'s cases.
  public func choice<T: RawRepresentable>(_ option: String, as type: T.Type) throws -> T?
  where T.RawValue == String {
    try string(option).map { text in
      guard let value = T(rawValue: text) else { throw mismatch(option, text) }
      return value
    }
  }

  /// Every value of a repeatable `option` as `type`'s cases.
  public func choices<T: RawRepresentable>(_ option: String, as type: T.Type) throws -> [T]
  where T.RawValue == String {
    try strings(option).map { text in
      guard let value = T(rawValue: text) else { throw mismatch(option, text) }
      return value
    }
  }

  private func mismatch(_ option: String, _ text: String) -> CLIError {
    .usage("option '\(option)' of '\(command)' cannot use '\(text)'")
  }
}
