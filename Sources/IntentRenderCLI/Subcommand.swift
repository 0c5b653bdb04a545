/// One `intent-render SUBCOMMAND`.
///
/// Each subcommand parses its own words with `ArgumentScanner` and throws `CLIError` for every
/// failure; `CLI.run` is the single funnel that prints errors and chooses the exit code.
public protocol Subcommand: SendableMetatype {
  /// The word after `intent-render`.
  static var name: String { get }
  /// One line for `intent-render --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the words after the subcommand name. `--help` is handled before this is called.
  static func run(_ arguments: [String], context: CommandContext) throws
}
