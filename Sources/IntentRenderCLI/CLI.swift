import Foundation
import RenderSupport

/// The entry point: dispatches to a subcommand and turns every error into one line on stderr
/// and an exit code (0 ok, 1 bad input, 2 usage).
public enum CLI {
  public static let version = "0.1.0"

  /// Runs `intent-render` with `arguments` (without the program name).
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    do {
      try dispatch(arguments, context: context)
      // Output that could not be written is a failure even when the command finished.
      if let failure = context.standardOutput.failure {
        throw CLIError.badInput("standard output: cannot write: \(failure.reason)")
      }
      return 0
    } catch let error as CLIError {
      context.report(error.message)
      return error.exitCode
    } catch let error as LocalizedError {
      context.report(error.errorDescription ?? "\(error)")
      return 1
    } catch {
      context.report(error.localizedDescription)
      return 1
    }
  }

  private static func dispatch(_ arguments: [String], context: CommandContext) throws {
    guard let first = arguments.first else {
      context.standardError.write(overview)
      throw CLIError.usage("missing subcommand")
    }
    switch first {
    case "--help", "-h", "help":
      if arguments.count > 1, let command = command(named: arguments[1]) {
        context.standardOutput.write(command.help)
      } else {
        context.standardOutput.write(overview)
      }
      return
    case "--version", "-V":
      context.standardOutput.write("intent-render \(version)\n")
      return
    default:
      break
    }
    guard let command = command(named: first) else {
      throw CLIError.usage(
        "unknown subcommand '\(first)'"
          + Suggestion.hint(for: first, among: CommandRegistry.all.map(\.name))
          + " (see 'intent-render --help')")
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      context.standardOutput.write(command.help)
      return
    }
    let given = try OptionParser.parse(rest, spec: command.spec, environment: context.environment)
    let defaults = try ConfiguredDefaults.defaults(
      for: command.spec, file: try ConfigurationFile.load(environment: context.environment),
      environment: context.environment, commands: CommandRegistry.all.map(\.spec))
    try command.run(defaults.overridden(by: given), context)
  }

  private static func command(named name: String) -> CommandEntry? {
    CommandRegistry.command(named: name)
  }

  static var overview: String {
    let width = CommandRegistry.all.reduce(0) { max($0, $1.name.count) }
    var text = """
      intent-render \(version): notes, code, diffs, diagrams and transcripts to terminal, HTML and SVG

      Usage: intent-render SUBCOMMAND [OPTIONS] [FILE|-]

      Subcommands:

      """
    for command in CommandRegistry.all {
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)  \(command.summary)\n"
    }
    text += """

      Run 'intent-render SUBCOMMAND --help' for a subcommand's options.
      Exit status: 0 ok, 1 bad input, 2 usage error.

      """
    return text
  }
}
