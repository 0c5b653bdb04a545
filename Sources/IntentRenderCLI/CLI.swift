import Foundation
import Highlight
import RenderSupport

/// The entry point: dispatches to a subcommand and turns every error into one line on stderr
/// and an exit code (0 ok, 1 bad input, 2 usage).
public enum CLI {
  public static let version = "0.1.0"

  /// `run` as the `intent-render` process: cache entries are written beside the work
  /// (`BackgroundCacheWrites`), and waited for before the status is returned to end with.
  public static func runProcess(_ arguments: [String]) -> Int32 {
    BackgroundCacheWrites.enable()
    let status = run(arguments, context: .process())
    BackgroundCacheWrites.finish()
    return status
  }

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
    case "--list-themes":
      try context.withOutput(to: nil) {
        $0.write(ThemeListing.text(environment: context.environment))
      }
      return
    case "--man":
      let page = ManPageWriter.page(
        CommandRegistry.all.map(\.spec), globalOptions: globalOptions)
      let parsed = try OptionParser.parse(Array(arguments.dropFirst()), spec: manSpec)
      try context.withOutput(to: parsed.string("--output")) { $0.write(page) }
      return
    default:
      break
    }
    guard let command = command(named: first) else {
      if let hint = InputHint.command(for: first) {
        throw CLIError.usage("unknown subcommand '\(first)'; \(hint)")
      }
      let what = first.hasPrefix("-") ? "option" : "subcommand"
      throw CLIError.usage(
        "unknown \(what) '\(first)'"
          + Suggestion.hint(
            for: first,
            among: first.hasPrefix("-")
              ? globalOptions.map(\.name) : CommandRegistry.all.map(\.name))
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
      environment: context.environment, commands: { CommandRegistry.all.map(\.spec) })
    try command.run(defaults.overridden(by: given), context)
  }

  private static func command(named name: String) -> CommandEntry? {
    CommandRegistry.command(named: name)
  }

  /// The options of `intent-render` itself, for the overview, the man page and completions.
  static let globalOptions: [(name: String, help: String)] = [
    ("--help", "show the subcommands (SUBCOMMAND --help: a subcommand's options)"),
    ("--version", "show the version"),
    ("--list-themes", "list the built-in themes and where theme files are looked up"),
    ("--man", "write the man page (roff) to standard output, or to FILE with -o FILE"),
  ]

  /// `intent-render --man [-o FILE]`.
  static let manSpec = CommandSpec(
    name: "--man", summary: "", synopsis: "[-o FILE]", description: "",
    options: [SharedOptions.output], positionals: .none)

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

      Options:
        --help, --version, --list-themes, --man [-o FILE]

      Run 'intent-render SUBCOMMAND --help' for a subcommand's options, 'man intent-render' for
      all of them, the environment and the configuration file.
      Exit status: 0 ok, 1 bad input, 2 usage error.

      """
    return text
  }
}
