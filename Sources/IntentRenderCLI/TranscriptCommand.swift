import Foundation
import MarkdownRender
import RenderSupport

/// `intent-render transcript`: agent conversations to one self-contained HTML page or to the
/// terminal.
struct TranscriptCommand: Subcommand {
  static let name = "transcript"
  static let summary = "export conversation transcripts to self-contained HTML or the terminal"
  static let help = """
    Usage: intent-render transcript FILE|DIR|- [FILE…] [OPTIONS]

    Exports agent conversations: the intent-transcript JSON format, Claude Code session logs
    (JSONL), OpenAI Chat Completions and Anthropic Messages API message arrays, OpenAI Codex
    CLI rollouts, Gemini CLI chats, ChatGPT's conversations.json export and Aider's
    .aider.chat.history.md. The format is detected from the content unless --input-format is
    given.

    One input writes to standard output or -o. A directory (searched recursively for .json and
    .jsonl files) or several files are converted in parallel on all cores into --out-dir, with
    a progress bar on standard error when it is a terminal; one failure never stops the rest.

    Options:
      --format FORMAT        html, ansi or text (default: ansi on a terminal, else html)
      -o, --output FILE      write to FILE atomically (format from .html/.txt/.ans if not given)
      --out-dir DIR          where a directory or several files are written (FILE.html, …)
      --input-format FORMAT  auto (default), intent, claude-code, openai, anthropic, codex,
                             gemini, chatgpt or aider
      --expand               show activity rails (reasoning, tool calls) in full in the
                             terminal instead of their summary line
      --width N              wrap terminal output at N cells (default: the terminal's width, 80)
      --color WHEN           auto (default), always or never

    Malformed lines or messages are reported on standard error with their line number and the
    rest is rendered (exit 0 with a warning). One record (a JSONL line, a message of an array,
    a member of a document) may be 256 MiB; a longer one, or a NUL byte, is an error. Standard
    input, pipes and FIFOs are read once, into an unlinked temporary file. A text holding a
    paragraph or code block over 1 MiB is shown as plain text.
    Exit status: 0 ok, 1 nothing could be read (or, with several inputs, one failed),
    2 usage error.

    """

  enum Format: String, CaseIterable, Sendable {
    case html, ansi, text

    var fileExtension: String {
      switch self {
      case .html: return "html"
      case .ansi: return "ans"
      case .text: return "txt"
      }
    }
  }

  enum InputFormat: String, CaseIterable, Sendable {
    case auto, intent
    case claudeCode = "claude-code"
    case openai, anthropic, codex, gemini, chatgpt, aider

    var format: TranscriptFormat? {
      self == .auto ? nil : TranscriptFormat(rawValue: rawValue)
    }
  }

  /// Everything the command line asked for.
  struct Options: Sendable {
    var inputs: [String] = []
    var format: Format?
    var output: String?
    var outDirectory: String?
    var inputFormat = InputFormat.auto
    var expand = false
    var width: Int?
    var color = ColorChoice.auto
  }

  static func run(_ arguments: [String], context: CommandContext) throws {
    let options = try parseArguments(arguments)
    let jobs = try TranscriptJobPlanner.plan(options, context: context)
    let renderers = CodeRenderers(
      environment: context.environment, warn: { [context] in context.warn($0) })
    // cmark-gfm registers its extensions on first use without a lock: do it before any
    // parallel work.
    _ = MarkdownParser.parse("")
    if let single = jobs.single {
      try TranscriptConversion.runSingle(
        single, options: options, renderers: renderers, context: context)
    } else {
      try TranscriptBatch(
        jobs: jobs.batch, options: options, renderers: renderers, context: context
      ).run()
    }
  }

  static func parseArguments(_ arguments: [String]) throws -> Options {
    var options = Options()
    var scanner = ArgumentScanner(arguments)
    while let argument = try scanner.next() {
      switch argument {
      case .positional(let word): options.inputs.append(word)
      case .option("--format"):
        options.format = try scanner.choice(for: "--format", as: Format.self)
      case .option("-o"), .option("--output"): options.output = try scanner.value(for: "-o")
      case .option("--out-dir"): options.outDirectory = try scanner.value(for: "--out-dir")
      case .option("--input-format"):
        options.inputFormat = try scanner.choice(for: "--input-format", as: InputFormat.self)
      case .option("--expand"): options.expand = true
      case .option("--width"): options.width = try scanner.intValue(for: "--width", in: 20...1000)
      case .option("--color"):
        options.color = try scanner.choice(for: "--color", as: ColorChoice.self)
      case .option(let other): throw CLIError.unknownOption(other, command: name)
      }
    }
    guard !options.inputs.isEmpty else {
      throw CLIError.usage("transcript needs an input: FILE, DIR or '-' (see --help)")
    }
    if options.output != nil, options.outDirectory != nil {
      throw CLIError.usage("use either -o or --out-dir, not both")
    }
    return options
  }

  /// The output format: `--format`, else the extension of `-o`, else HTML for files and ANSI
  /// for a terminal.
  static func format(_ options: Options, output: String?, context: CommandContext) -> Format {
    if let format = options.format { return format }
    if let output, output != "-" {
      switch URL(fileURLWithPath: output).pathExtension.lowercased() {
      case "txt", "text": return .text
      case "ans", "ansi": return .ansi
      default: return .html
      }
    }
    if options.outDirectory != nil { return .html }
    return context.stdoutIsTTY ? .ansi : .html
  }
}
