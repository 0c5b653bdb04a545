/// A subcommand as a value, so the registry is a plain `Sendable` list.
struct CommandEntry: Sendable {
  let spec: CommandSpec
  let run: @Sendable (ParsedOptions, CommandContext) throws -> Void

  init<Command: Subcommand>(_ command: Command.Type) {
    spec = Command.spec
    run = { try Command.run($0, context: $1) }
  }

  var name: String { spec.name }
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
