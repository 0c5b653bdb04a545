/// One `intent-render SUBCOMMAND`.
///
/// Each subcommand declares its options in a table (`spec`); the CLI parses the words against
/// it (with the configured defaults underneath) and hands over the checked values. Every
/// failure is a thrown `CLIError`; `CLI.run` is the single funnel that prints errors and
/// chooses the exit code.
public protocol Subcommand: SendableMetatype {
  /// The table: name, help text, options, positional words.
  static var spec: CommandSpec { get }
  /// Runs with the parsed options. `--help` is handled before this is called.
  static func run(_ options: ParsedOptions, context: CommandContext) throws
}
