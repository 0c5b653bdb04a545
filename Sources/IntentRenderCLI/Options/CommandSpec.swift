/// A subcommand's table: its name, what `--help` says around the options, the options and the
/// positional words it takes.
public struct CommandSpec: Sendable {
  /// The word after `intent-render`.
  public let name: String
  /// One line for `intent-render --help` and the man page.
  public let summary: String
  /// What follows `intent-render NAME` in the usage line, `[FILE|-] [OPTIONS]`.
  public let synopsis: String
  /// Prose between the usage line and the options.
  public var description: String { describe() }
  /// Made only when help or the man page is written: a run that prints neither should not
  /// wrap prose or list the registries it names.
  private let describe: @Sendable () -> String
  /// Prose after the options (exit status, examples); may be empty.
  public let epilogue: String
  public let options: [OptionSpec]
  /// The positional words' name (`FILE`) and how many are allowed.
  public let positionals: Positionals

  /// How many positional words a command takes.
  public struct Positionals: Sendable {
    /// Shown in messages, `FILE`.
    public let name: String
    public let minimum: Int
    /// `nil`: any number.
    public let maximum: Int?
    /// What the positional words are for completion: files or fixed words.
    public let words: [String]?

    public init(_ name: String, minimum: Int = 0, maximum: Int? = 1, words: [String]? = nil) {
      self.name = name
      self.minimum = minimum
      self.maximum = maximum
      self.words = words
    }

    /// A command that takes no positional word.
    public static let none = Positionals("", maximum: 0)
  }

  public init(
    name: String, summary: String, synopsis: String,
    description: @autoclosure @escaping @Sendable () -> String,
    epilogue: String = "", options: [OptionSpec], positionals: Positionals
  ) {
    self.name = name
    self.summary = summary
    self.synopsis = synopsis
    self.describe = description
    self.epilogue = epilogue
    self.options = options
    self.positionals = positionals
  }

  /// The option spelled `word` (long name or short alias).
  public func option(_ word: String) -> OptionSpec? {
    options.first { $0.name == word || $0.short == word }
  }
}
