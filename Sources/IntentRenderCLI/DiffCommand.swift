import DiffView
import Foundation
import Highlight
import RenderJobs
import RenderSupport

/// `intent-render diff`: unified and git diffs (also `git log -p` / `git show`) to the terminal,
/// HTML or JSON, streamed file by file.
struct DiffCommand: Subcommand {
  static let name = "diff"
  static let spec = CommandSpec(
    name: name, summary: "render a unified or git diff (also git log -p) with syntax colours",
    synopsis: "[FILE|-] [OPTIONS]",
    description: """
      Renders a unified diff, git diff, or git log -p / git show output read from FILE or
      standard input (a pipe or FIFO is read once, as a stream). A line longer than 64 MiB is
      an error.
      """,
    epilogue: """
      As git's pager:
        git config --global core.pager 'intent-render diff --color=always | less -RFX'
        git config --global interactive.diffFilter 'intent-render diff --color=always --color-only'
      """,
    options: [
      OptionSpec(
        "--split", .flag,
        help: "side by side (default: side by side when the width allows two 80-column sides, "
          + "else unified)"),
      OptionSpec("--side-by-side", .flag, help: "the same as --split (delta's name for it)"),
      OptionSpec("--unified", .flag, help: "one column (not with --split)"),
      SharedOptions.format(Format.allCases.map(\.rawValue), "ansi (default), html or json"),
      OptionSpec(
        "--old", .file, placeholder: "A",
        help: "full sources, with --new B: the diff is read from FILE/stdin when given, else made "
          + "with `git diff --no-index A B`; whole files are highlighted once (two directories "
          + "are compared file by file, each hunk highlighted on its own)"),
      OptionSpec("--new", .file, placeholder: "B", help: "the new side of --old"),
      OptionSpec(
        "--git", .text, placeholder: "REVS", perRun: true,
        help: "run `git diff REVS` (REV, REV..REV or REV...REV) and read the full sources of both "
          + "sides through git; REVS is one revision argument, never an option: a value starting "
          + "with - is refused, and git is told that no option follows (--end-of-options)"),
      OptionSpec(
        "--language", short: "-l", .language,
        help: "colour every file and listing as this language (see 'intent-render languages'); "
          + "without it a file's language comes from its name, and a listing that names no "
          + "file (git blame without -f) from its lines' content"),
      SharedOptions.width(20...10_000),
      SharedOptions.theme(
        "for ansi the terminal's background (OSC 11 or COLORFGBG), else dark; light for json; "
          + "both for html"),
      SharedOptions.color,
      SharedOptions.standalone,
      OptionSpec(
        "--color-only", .flag,
        help: "keep each input line as one output line, only adding colour (for git's "
          + "interactive.diffFilter)"),
      SharedOptions.paging,
      OptionSpec(
        "--navigate", .flag,
        help: "mark each file (Δ) and hunk (•) and start less searching for the marks and "
          + "commits, so n and N jump between them (delta's navigate); only when the pager is "
          + "less (into a pipe: less -R --pattern='\(DiffRenderOptions.navigationPattern)')"),
      SharedOptions.plain(),
      SharedOptions.output,
    ] + hyperlinkOptions,
    positionals: .init("FILE"))

  typealias Format = DiffJob.Format

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let input = parsed.positionals.first
    // The later of --split and --unified wins, as when each replaced the other.
    let layout: DiffRenderOptions.Layout? =
      switch parsed.last(of: ["--split", "--side-by-side", "--unified"]) {
      case "--split", "--side-by-side": .split
      case "--unified": .unified
      default: nil
      }
    if let split = ["--split", "--side-by-side"].first(where: parsed.typed),
      parsed.typed("--unified")
    {
      throw CLIError.usage("\(split) and --unified contradict each other: give one of them")
    }
    let format = try parsed.choice("--format", as: Format.self) ?? .ansi
    try TerminalFlags.check(
      TerminalFlags.typed(parsed, among: ["--width", "--hyperlinks", "--navigate"]),
      format: format.rawValue,
      applies: format == .ansi, terminal: "ansi")
    if parsed.typed("--standalone"), format != .html {
      throw CLIError.usage("--standalone is for --format html, not --format \(format)")
    }
    let oldPath = parsed.string("--old")
    let newPath = parsed.string("--new")
    let revisions = parsed.string("--git")
    let width = try parsed.int("--width")
    let theme = parsed.string("--theme").map {
      ThemeNames.resolve($0, environment: context.environment)
    }
    let color = try parsed.choice("--color", as: ColorChoice.self) ?? .auto
    let standalone = parsed.has("--standalone")
    let colorOnly = parsed.has("--color-only")
    let output = parsed.string("--output")
    if (oldPath == nil) != (newPath == nil) {
      throw CLIError.usage("--old and --new go together")
    }
    if revisions != nil && (oldPath != nil || input != nil) {
      throw CLIError.usage("--git reads the diff from git: give no FILE and no --old/--new")
    }
    if let revisions { try checkRevisions(revisions) }

    let toFile = output != nil && output != "-"
    var request = DiffJob.Request()
    request.environment = context.environment
    request.format = format
    request.layout = layout
    request.standalone = standalone
    request.colorOnly = colorOnly
    request.language = parsed.string("--language")
    request.colorLevel = context.colorLevel(color, writingToFile: toFile)
    if format == .ansi {
      request.width = context.renderWidth(width, color: color, range: 20...10_000)
      request.hyperlinks = try hyperlinks(parsed)
    }
    if let theme {
      do {
        request.theme = try ThemeCatalog.theme(named: theme)
      } catch {
        throw CLIError.badInput("--theme \(theme): \(error)")
      }
    } else if format == .ansi {
      // On a terminal, the palette follows its background.
      let light = context.prefersLightPalette(level: request.colorLevel, writingToFile: toFile)
      request.terminalTheme = light ? .light : .dark
    }

    var sources: (any DiffSourceProvider)?
    var source = try DiffSource.open(
      input: input, oldPath: oldPath, newPath: newPath, revisions: revisions, context: context)
    if let oldPath, let newPath, !isDirectory(oldPath), !isDirectory(newPath) {
      for path in [oldPath, newPath] {
        let descriptor = Glibc.open(path, O_RDONLY)
        guard descriptor >= 0 else {
          throw CLIError.badInput("\(path): cannot read: \(DiffJob.describe(errno: errno))")
        }
        close(descriptor)
      }
      do {
        sources = try FileSourceProvider(oldPath: oldPath, newPath: newPath)
      } catch {
        throw CLIError.badInput("\(oldPath), \(newPath): cannot read the full sources")
      }
    } else if let revisions, let repository = source.repository {
      let worktree = revisions.contains("..") ? nil : repository.topLevel()
      sources = GitSourceProvider(repository: repository, workTree: worktree)
    }

    // Tokenizing dominates: analyse files on one worker per core (at most 4) while this
    // thread parses and renders in order. The workers share one highlighter, so each grammar
    // is loaded and compiled once; each keeps its own line highlighters (tokenizer state).
    request.workers = min(4, ProcessorCount.active)
    if request.workers >= 2 { MallocArenas.useMainArenaOnly() }
    // On a terminal, a file left plain by a budget says so (once per file).
    request.budgetNotes = context.stdoutIsTTY && (output == nil || output == "-")
    if colorOnly && format != .ansi {
      throw CLIError.usage("--color-only works with --format ansi")
    }
    let paging = try parsed.paging()
    // delta's navigate: marks for less to search, only where less will read them (ours, or
    // the user's own after a pipe).
    request.navigate =
      format == .ansi && parsed.has("--navigate") && !colorOnly
      && (!context.stdoutIsTTY || context.pagesThroughLess(to: output, paging: paging))
    let diagnostics = JobDiagnostics(forward: { [context] in context.warn($0.description) })
    try context.withOutput(
      to: output, paging: colorOnly ? .never : paging,
      searchPattern: request.navigate ? DiffRenderOptions.navigationPattern : nil
    ) { sink in
      do {
        // The line memory holds every line of the diff: freeing it one object at a time took
        // 2% of a 512 KiB diff, on the thread that renders.
        try DiffJob.run(
          request, reader: source.reader, name: source.name, sources: sources, to: sink,
          diagnostics: diagnostics,
          keep: { FreedAtExit.keep($0, context: context) })
      } catch let error as JobError {
        throw CLIError(error)
      }
      try source.finish()
    }
  }

  /// Refuses a `--git` value git could read as an option.
  static func checkRevisions(_ revisions: String) throws {
    do {
      try GitRepository.checkRevisions(revisions)
    } catch .empty {
      throw CLIError.usage("--git needs a revision (REV, REV..REV or REV...REV)")
    } catch .option(let value) {
      throw CLIError.usage(
        "--git \(value): only revisions are accepted, not git options (a value starting with -)")
    }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

/// Where the diff text comes from: a file, standard input, or a git command.
struct DiffSource {
  var name: String
  var reader: LineReader
  var repository: GitRepository?
  var command: GitRepository.RunningCommand?
  var descriptorToClose: Int32?

  static func open(
    input: String?, oldPath: String?, newPath: String?, revisions: String?,
    context: CommandContext
  ) throws -> DiffSource {
    if let revisions {
      let repository = GitRepository()
      let arguments = try GitRepository.diffArguments(revisions: revisions)
      return try gitCommand(repository, arguments, name: "git diff \(revisions)")
    }
    if input == nil, let oldPath, let newPath {
      for path in [oldPath, newPath] where !FileManager.default.fileExists(atPath: path) {
        throw CLIError.badInput("\(path): no such file")
      }
      return try gitCommand(
        GitRepository(),
        ["diff", "--no-index", "--no-color", "--no-ext-diff", "--", oldPath, newPath],
        name: "git diff --no-index", okStatuses: [0, 1])
    }
    if let input, input != "-" {
      // Opened once: what the path is (a file, a FIFO, `<(…)`) is decided on the open file.
      let file = try InputFile.open(input)
      var status = stat()
      if fstat(file.descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        file.close()
        throw CLIError.badInput("\(input): is a directory")
      }
      return DiffSource(
        name: input, reader: LineReader(descriptor: file.descriptor),
        descriptorToClose: file.descriptor)
    }
    if let descriptor = context.standardInputDescriptor {
      try checkStandardInput(descriptor)
      context.announceTerminalInput(descriptor)
      return DiffSource(name: "<stdin>", reader: LineReader(descriptor: descriptor))
    }
    let data: Data
    do {
      data = try context.readStandardInput()
    } catch {
      throw CLIError.badInput("<stdin>: \(error.localizedDescription)")
    }
    return DiffSource(name: "<stdin>", reader: LineReader(bytes: data))
  }

  /// Refuses a closed standard input (`<&-`) and a directory (`< /tmp`), which would
  /// otherwise read as an empty diff; pipes, FIFOs, terminals and files are read as streams.
  private static func checkStandardInput(_ descriptor: Int32) throws {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      if errno == EBADF { throw CLIError.badInput("<stdin>: standard input is closed") }
      throw CLIError.badInput("<stdin>: cannot read: \(DiffJob.describe(errno: errno))")
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      throw CLIError.badInput("<stdin>: standard input is a directory")
    }
  }

  private static func gitCommand(
    _ repository: GitRepository, _ arguments: [String], name: String, okStatuses: Set<Int32> = [0]
  ) throws -> DiffSource {
    do {
      let command = try repository.start(arguments)
      var source = DiffSource(
        name: name, reader: LineReader(descriptor: command.descriptor), repository: repository)
      source.command = command
      source.okStatuses = okStatuses
      return source
    } catch {
      throw CLIError.badInput("cannot run git: is it installed and on PATH?")
    }
  }

  var okStatuses: Set<Int32> = [0]

  /// Closes the input and reports a failed git command.
  mutating func finish() throws {
    if let descriptorToClose { close(descriptorToClose) }
    if let command {
      let (status, errors) = command.wait()
      if !okStatuses.contains(status) {
        let message =
          errors.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        throw CLIError.badInput("\(name): \(message)")
      }
    }
  }
}
