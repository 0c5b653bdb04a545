/// A subcommand as a value, so the registry is a plain `Sendable` list.
struct CommandEntry: Sendable {
  let name: String
  let summary: String
  let help: String
  let run: @Sendable ([String], CommandContext) throws -> Void

  init<Command: Subcommand>(_ command: Command.Type) {
    name = Command.name
    summary = Command.summary
    help = Command.help
    run = { try Command.run($0, context: $1) }
  }
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
  ]
}
