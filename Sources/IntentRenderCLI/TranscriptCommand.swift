import Foundation
import MarkdownRender
import RenderJobs
import RenderSupport
import Transcript

/// `intent-render transcript`: agent conversations to one self-contained HTML page or to the
/// terminal.
struct TranscriptCommand: Subcommand {
  static let name = "transcript"
  static let spec = CommandSpec(
    name: name,
    summary: "export conversation transcripts to self-contained HTML or the terminal",
    synopsis: "FILE|DIR|- [FILE…] [OPTIONS]",
    description: HelpWriter.wrap(
      "Exports agent conversations: \(TranscriptFormatRegistry.summaryList). The format is "
        + "detected from the content unless --input-format is given.", width: 92
    ).joined(separator: "\n") + "\n\n" + """
      One input writes to standard output or -o. A directory (searched recursively for .json,
      .jsonl and .aider.chat.history.md files) or several files are converted in parallel on all cores into --out-dir, with
      a progress bar on standard error when it is a terminal; one failure never stops the rest.
      """,
    epilogue: """
      Malformed lines or messages are reported on standard error with their line number and the
      rest is rendered (exit 0 with a warning). One record (a JSONL line, a message of an array,
      a member of a document) may be 256 MiB; a longer one, or a NUL byte, is an error. Standard
      input, pipes and FIFOs are read once, into an unlinked temporary file. A text holding a
      paragraph or code block over 1 MiB is shown as plain text.
      Exit status: 0 ok, 1 nothing could be read (or, with several inputs, one failed),
      2 usage error.
      """,
    options: [
      SharedOptions.format(
        Format.allCases.map(\.rawValue),
        "html, ansi, text or markdown (default: ansi on a terminal, else html)"),
      OptionSpec(
        "--output", short: "-o", .file,
        help: "write to FILE atomically (format from .html/.txt/.ans if not given)"),
      OptionSpec(
        "--out-dir", .directory,
        help: "where a directory or several files are written (FILE.html, …)"),
      OptionSpec(
        "--input-format", .choice(["auto"] + TranscriptFormatRegistry.names),
        placeholder: "FORMAT",
        help: TranscriptFormatRegistry.nameList(prefix: ["auto (default)"])),
      OptionSpec(
        "--redact", .flag,
        help: "replace secrets (API keys, Authorization credentials, password=/token= values, "
          + "private keys, .env secrets) before writing; what was replaced is listed on stderr"),
      OptionSpec(
        "--follow", .flag,
        help: "render the turns already in FILE, then each turn as the running session "
          + "writes it, with a status line of the running call; DIR follows its newest "
          + "session (Claude Code project or Codex sessions folder); Ctrl-C ends"),
      OptionSpec(
        "--local-time", .flag, help: "show times in the local time zone (default: UTC)"),
      OptionSpec(
        "--expand", .flag,
        help: "show activity rails (reasoning, tool calls) in full in the terminal instead of "
          + "their summary line"),
      TerminalPictures.option,
      LinkOptions.option,
      SharedOptions.width(),
      SharedOptions.palette(
        "the terminal palette (default: the terminal's background, from an OSC 11 query or "
          + "COLORFGBG, else dark); in HTML the colours of code (default in HTML: both, "
          + "following the reader's colour scheme)"),
      SharedOptions.color,
      SharedOptions.paging,
      SharedOptions.plain(),
    ],
    positionals: .init("FILE", minimum: 0, maximum: nil))

  typealias Format = TranscriptJob.Format

  /// `auto` or one of the registered formats (`TranscriptFormatRegistry`).
  struct InputFormat: RawRepresentable, CaseIterable, Equatable, Sendable {
    /// `nil`: detected from the content.
    let format: TranscriptFormat?

    static let auto = InputFormat(format: nil)
    static var allCases: [InputFormat] {
      [.auto] + TranscriptFormatRegistry.formats.map { InputFormat(format: $0) }
    }

    init(format: TranscriptFormat?) {
      self.format = format
    }

    init?(rawValue: String) {
      if rawValue == "auto" {
        self = .auto
      } else if let format = TranscriptFormat(rawValue: rawValue) {
        self.init(format: format)
      } else {
        return nil
      }
    }

    var rawValue: String { format?.rawValue ?? "auto" }
  }

  /// Everything the command line asked for.
  struct Options: Sendable {
    var inputs: [String] = []
    var format: Format?
    var output: String?
    var outDirectory: String?
    var inputFormat = InputFormat.auto
    var expand = false
    var images = TerminalPictures.Choice.auto
    /// How links in messages show where they lead (terminal output).
    var links = TerminalLinkStyle.auto
    var redact = false
    var localTime = false
    var width: Int?
    var color = ColorChoice.auto
    /// `nil` when not given: dark in the terminal, both schemes for code in HTML.
    var theme: NoteCommand.Theme?
    var paging = PagingChoice.auto
    /// Terminal-only options typed on the command line: they choose terminal output.
    var terminalFlags: [String] = []
    /// Follow a running session (`--follow`).
    var follow = false
  }

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    var options = try options(parsed)
    // A shipped theme or a theme file colours the code; its darkness picks the palette.
    let themes = try PaletteTheme.parse(parsed, environment: context.environment)
    options.theme = themes.palette
    if options.follow { return try runFollow(options, context: context) }
    let jobs = try TranscriptConversionPlanner.plan(options, context: context)
    var renderers = CodeRenderers(
      environment: context.environment, warn: { [context] in context.warn($0) })
    renderers.codeTheme = themes.code
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

  /// The typed options of a parsed command line.
  static func options(_ parsed: ParsedOptions) throws -> Options {
    var options = Options()
    options.inputs = parsed.positionals
    options.format = try parsed.choice("--format", as: Format.self)
    options.output = parsed.string("--output")
    options.outDirectory = parsed.string("--out-dir")
    options.inputFormat = try parsed.choice("--input-format", as: InputFormat.self) ?? .auto
    options.expand = parsed.has("--expand")
    options.images = try parsed.choice("--images", as: TerminalPictures.Choice.self) ?? .auto
    options.links = try LinkOptions.style(parsed)
    options.redact = parsed.has("--redact")
    options.localTime = parsed.has("--local-time")
    options.follow = parsed.has("--follow")
    options.width = try parsed.int("--width")
    options.color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    options.paging = try parsed.paging()
    options.terminalFlags = TerminalFlags.typed(parsed, among: ["--width", "--links"])
    if let format = options.format {
      try TerminalFlags.check(
        options.terminalFlags, format: format.rawValue, applies: format == .ansi || format == .text,
        terminal: "ansi or text")
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
  /// for a terminal or when terminal-only options were typed.
  static func format(_ options: Options, output: String?, context: CommandContext) -> Format {
    if let format = options.format { return format }
    if let output, output != "-" {
      switch URL(fileURLWithPath: output).pathExtension.lowercased() {
      case "txt", "text": return .text
      case "ans", "ansi": return .ansi
      case "md", "markdown": return .markdown
      default: return .html
      }
    }
    if options.outDirectory != nil { return .html }
    return context.stdoutIsTTY || !options.terminalFlags.isEmpty ? .ansi : .html
  }
}
