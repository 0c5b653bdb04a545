import Foundation
import MarkdownRender
import RenderServer

/// `intent-render serve`: one warm process answering JSON-RPC 2.0 on standard input and
/// output, with the contracts of the other subcommands.
enum ServeCommand: Subcommand {
  static let name = "serve"
  static let summary = "answer JSON-RPC 2.0 requests on stdio (LSP framing or --jsonl)"
  static let help = """
    Usage: intent-render serve [--jsonl] [--workers N]

    Reads JSON-RPC 2.0 requests on standard input and writes the answers on standard output,
    framed with Content-Length headers as LSP does, or one JSON text per line with --jsonl.
    Methods: initialize, highlight, languages, note/render, diagram/render, diagram/check,
    diff/render, transcript/render, document/open, document/change, document/close,
    $/cancelRequest, shutdown, exit. Requests run on all cores; answers may come out of order.
    A request over 16 MiB is refused unread; when 256 requests are waiting, new ones are
    answered "server busy" (-32000). The end of standard input ends the server.

    Options:
      --jsonl        newline-delimited JSON instead of Content-Length frames
      --workers N    worker threads (default: one per core)

    """

  static func run(_ arguments: [String], context: CommandContext) throws {
    var scanner = ArgumentScanner(arguments)
    var framing = Framing.contentLength
    var limits = ServerLimits()
    while let argument = try scanner.next() {
      switch argument {
      case .option("--jsonl"): framing = .jsonLines
      case .option("--workers"):
        limits.workers = try scanner.intValue(for: "--workers", in: 1...256)
      case .option(let option): throw CLIError.unknownOption(option, command: name)
      case .positional(let word): throw CLIError.usage("'serve' takes no file, got '\(word)'")
      }
    }
    let highlight = HighlightService(environment: context.environment)
    let table = ServeMethods.table(
      identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
      highlight: highlight, runner: inProcessRunner(environment: context.environment),
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

  /// Runs a subcommand in this process, standard input and output in memory. Colour is
  /// always on where asked for (`--color always`), at 24 bits, whatever the server's own
  /// environment says.
  static func inProcessRunner(environment: [String: String]) -> CommandRunner {
    var environment = environment
    environment["COLORTERM"] = "truecolor"
    environment["NO_COLOR"] = nil
    let fixed = environment
    return { arguments, input in
      let output = MemorySink()
      let errors = MemorySink()
      let context = CommandContext(
        environment: fixed, stdoutIsTTY: false, stderrIsTTY: false, terminalWidth: nil,
        readStandardInput: { input }, standardOutput: output, standardError: errors)
      let status = CLI.run(arguments, context: context)
      return CommandOutcome(status: status, output: output.data, errors: errors.text)
    }
  }
}
