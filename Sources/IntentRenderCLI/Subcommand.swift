/// One `intent-render SUBCOMMAND`.
///
/// Each subcommand declares its options in a table (`spec`); the CLI parses the words against
/// it (with the configured defaults underneath) and hands over the checked values. Every
/// failure is a thrown `CLIError`; `CLI.run` is the single funnel that prints errors and
/// chooses the exit code.
public protocol Subcommand: SendableMetatype {
  /// The word after `intent-render`, known without building the table (`spec` is built only
  /// for the command that runs or whose help is shown).
  static var name: String { get }
  /// The table: name, help text, options, positional words.
  static var spec: CommandSpec { get }
  /// Runs with the parsed options. `--help` is handled before this is called.
  static func run(_ options: ParsedOptions, context: CommandContext) throws
}
