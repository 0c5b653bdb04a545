import Foundation
import MarkdownRender
import RenderServer

/// `intent-render serve`: one warm process answering JSON-RPC 2.0 on standard input and
/// output, with the contracts of the other subcommands.
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let spec = CommandSpec(
    name: name, summary: "answer JSON-RPC 2.0 requests on stdio (LSP framing or --jsonl)",
    synopsis: "[--jsonl] [--workers N]",
    description: """
      Reads JSON-RPC 2.0 requests on standard input and writes the answers on standard output,
      framed with Content-Length headers as LSP does, or one JSON text per line with --jsonl.
      Methods: initialize, highlight, languages, note/render, diagram/render, diagram/check,
      diff/render, transcript/render, document/open, document/change, document/close,
      $/cancelRequest, shutdown, exit. Requests run on all cores; answers may come out of
      order. A request over 16 MiB is refused unread; when 256 requests are waiting, new ones
      are answered "server busy" (-32000). The end of standard input ends the server.
      """,
    options: [
      OptionSpec("--jsonl", .flag, help: "newline-delimited JSON instead of Content-Length frames"),
      workers,
    ],
    positionals: .none)

  /// `--workers N`, shared with `mcp`.
  static let workers = OptionSpec(
    "--workers", .number(1...256), help: "worker threads (default: one per core)")

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    var limits = ServerLimits()
    if let workers = try parsed.int("--workers") { limits.workers = workers }
    let framing: Framing = parsed.has("--jsonl") ? .jsonLines : .contentLength
    let highlight = HighlightService(environment: context.environment)
    let table = ServeMethods.table(
      identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
      highlight: highlight, environment: context.environment,
      limits: limits)
    let status = serve(table, framing: framing, limits: limits, context: context)
    if status != 0 { throw CLIError.badInput("exit came before shutdown") }
  }

  /// Serves on the process's standard input and output.
  static func serve(
    _ table: MethodTable, framing: Framing, limits: ServerLimits, context: CommandContext
  ) -> Int32 {
    // cmark-gfm registers its extensions on first use without a lock: do it before workers.
    _ = MarkdownParser.parse("")
    let server = RPCServer(
      methods: table, input: context.standardInputDescriptor ?? -1, output: STDOUT_FILENO,
      framing: framing, limits: limits)
    return server.run()
  }
}
