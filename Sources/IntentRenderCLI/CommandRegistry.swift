/// A subcommand as a value, so the registry is a plain `Sendable` list.
///
/// Its table is reached through the command type, not stored: a `static let` is built on its
/// first use, so a run builds the table of the command it runs and no other.
struct CommandEntry: Sendable {
  let name: String
  private let table: @Sendable () -> CommandSpec
  let run: @Sendable (ParsedOptions, CommandContext) throws -> Void

  init<Command: Subcommand>(_ command: Command.Type) {
    name = Command.name
    table = { Command.spec }
    run = { try Command.run($0, context: $1) }
  }

  var spec: CommandSpec { table() }
  var summary: String { spec.summary }
  var help: String { HelpWriter.help(for: spec) }
}

/// Every subcommand, in the order `intent-render --help` lists them.
enum CommandRegistry {
  static let all: [CommandEntry] = [
    CommandEntry(NoteCommand.self),
    CommandEntry(HighlightCommand.self),
    CommandEntry(LanguagesCommand.self),
    CommandEntry(DiagramCommand.self),
    CommandEntry(DiffCommand.self),
    CommandEntry(TranscriptCommand.self),
    CommandEntry(ServeCommand.self),
    CommandEntry(MCPCommand.self),
    CommandEntry(CompletionsCommand.self),
  ]

  /// The subcommand called `name`.
  static func command(named name: String) -> CommandEntry? {
    all.first { $0.name == name }
  }
}
