import Foundation
import RenderServer

/// `intent-render mcp`: a Model Context Protocol server on stdio whose tools render Mermaid,
/// highlight code, and render Markdown, diffs and transcripts.
enum MCPCommand: Subcommand {
  static let name = "mcp"
  static let spec = CommandSpec(
    name: name, summary: "a Model Context Protocol server on stdio (tools for agents)",
    synopsis: "[--workers N]",
    description: """
      Speaks the Model Context Protocol over standard input and output (newline-delimited
      JSON-RPC 2.0): initialize, tools/list, tools/call. Tools: render_mermaid (PNG image and
      SVG), check_mermaid, highlight_code, render_markdown, render_diff, export_transcript.
      The end of standard input ends the server.
      """,
    options: [ServeCommand.workers],
    positionals: .none)

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    var limits = ServerLimits()
    if let workers = try parsed.int("--workers") { limits.workers = workers }
    let table = MCPMethods.table(
      identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
      highlight: HighlightService(environment: context.environment),
      environment: context.environment)
    _ = ServeCommand.serve(table, framing: .jsonLines, limits: limits, context: context)
  }
}
