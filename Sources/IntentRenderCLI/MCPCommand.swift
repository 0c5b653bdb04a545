import Foundation
import RenderServer

/// `intent-render mcp`: a Model Context Protocol server on stdio whose tools render Mermaid,
/// highlight code, and render Markdown, diffs and transcripts.
enum MCPCommand: Subcommand {
  static let name = "mcp"
  static let summary = "a Model Context Protocol server on stdio (tools for agents)"
  static let help = """
    Usage: intent-render mcp [--workers N]

    Speaks the Model Context Protocol over standard input and output (newline-delimited
    JSON-RPC 2.0): initialize, tools/list, tools/call. Tools: render_mermaid (PNG image and
    SVG), check_mermaid, highlight_code, render_markdown, render_diff, export_transcript.
    The end of standard input ends the server.

    Options:
      --workers N    worker threads (default: one per core)

    """

  static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var limits = ServerLimits()
    while let argument = try scanner.next() {
      switch argument {
      case .option("--workers"):
        limits.workers = try scanner.intValue(for: "--workers", in: 1...256)
      case .option(let option): throw CLIError.unknownOption(option, command: name)
      case .positional(let word): throw CLIError.usage("'mcp' takes no file, got '\(word)'")
      }
    }
    let table = MCPMethods.table(
      identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
      highlight: HighlightService(environment: context.environment),
      runner: ServeCommand.inProcessRunner(environment: context.environment))
    _ = ServeCommand.serve(table, framing: .jsonLines, limits: limits, context: context)
  }
}
