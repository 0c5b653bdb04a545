import Foundation
import Highlight
import RenderJobs
import RenderSupport

/// Everything a command may touch of the outside world, so tests can run commands in-process
/// with a fake environment, standard input and captured output.
public struct CommandContext: Sendable {
  /// Environment variables (colour conventions, grammar paths).
  public var environment: [String: String]
  /// Whether standard output is a terminal (colour `auto`, progress bars).
  public var stdoutIsTTY: Bool
  /// Whether standard error is a terminal.
  public var stderrIsTTY: Bool
  /// The terminal's width in cells when standard output is a terminal.
  public var terminalWidth: Int?
  /// Reads all of standard input.
  public var readStandardInput: @Sendable () throws -> Data
  /// Standard input as a file descriptor, for commands that stream it (diffs as a pager);
  /// `nil` in tests, where `readStandardInput` supplies the bytes.
  public var standardInputDescriptor: Int32?
  /// Where rendered output goes when no `-o` is given.
  public var standardOutput: OutputSink
  /// Diagnostics, warnings and progress.
  public var standardError: OutputSink
  /// The terminal's height in lines when standard output is a terminal (paging).
  public var terminalHeight: Int?
  /// The width of the controlling terminal (`/dev/tty`), asked only when colour is forced
  /// into a pipe (`--color always | less -R`).
  public var controllingTerminalWidth: @Sendable () -> Int? = { nil }
  /// Whether terminal output may go through a pager (the real process; tests run without).
  public var pagingAvailable = false
  /// The terminal's background (an OSC 11 answer from the controlling terminal, else
  /// `COLORFGBG`); asked at most once a run, and only by `prefersLightPalette`.
  package var terminalBackground: @Sendable () -> TerminalBackground? = { nil }
  /// Whether the process ends when the command returns (the CLI's own process, not tests or
  /// `serve`), so what `keepUntilExit` is given need not be freed one object at a time.
  public var endsWithCommand = false

  public init(
    environment: [String: String], stdoutIsTTY: Bool, stderrIsTTY: Bool, terminalWidth: Int?,
    readStandardInput: @escaping @Sendable () throws -> Data, standardOutput: OutputSink,
    standardError: OutputSink
  ) {
    self.environment = environment
    self.stdoutIsTTY = stdoutIsTTY
    self.stderrIsTTY = stderrIsTTY
    self.terminalWidth = terminalWidth
    self.readStandardInput = readStandardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The real process: its environment, file descriptors 0–2 and terminal size.
  ///
  /// A closed standard stream is an error where it is used, not a crash: reading a closed
  /// standard input fails with a message, and so does the first write to a closed standard
  /// output. When the reader of standard output goes away (`| head`), the process ends as
  /// `cat` does, quietly.
  public static func process() -> CommandContext {
    let streams = StandardStreams.secure()
    _ = FileModeMask.current  // read before any thread creates files
    var context = CommandContext(
      environment: ProcessEnvironment.current(),
      stdoutIsTTY: !streams.outputClosed && isatty(STDOUT_FILENO) == 1,
      stderrIsTTY: isatty(STDERR_FILENO) == 1,
      terminalWidth: TerminalSize.columns(),
      readStandardInput: {
        if streams.inputClosed {
          throw InputStreamReader.Failure(reason: "standard input is closed")
        }
        return try InputStreamReader.readAll(STDIN_FILENO)
      },
      standardOutput: FileDescriptorSink(
        descriptor: STDOUT_FILENO, failed: streams.outputClosed ? WriteFailure(code: EBADF) : nil,
        onBrokenPipe: { TemporaryFiles.endOnBrokenPipe() }),
      standardError: FileDescriptorSink(descriptor: STDERR_FILENO))
    context.standardInputDescriptor = streams.inputClosed ? nil : STDIN_FILENO
    context.terminalHeight = TerminalSize.rows()
    context.controllingTerminalWidth = { TerminalSize.controllingTerminalColumns() }
    context.pagingAvailable = true
    let environment = context.environment
    context.terminalBackground = { TerminalBackgroundQuery.detect(environment: environment) }
    context.endsWithCommand = true
    return context
  }

  /// Writes `intent-render: warning: …` on standard error, as one inert line.
  public func warn(_ message: String) {
    standardError.write("intent-render: warning: \(InertText.escape(message))\n")
  }

  /// Writes `intent-render: …` (an error) on standard error, as one inert line: every piece
  /// of input text a message quotes (file names, statements, roles) is escaped here, once.
  public func report(_ message: String) {
    standardError.write("intent-render: \(InertText.escape(message))\n")
  }

  /// Says on standard error that a terminal is being read, as the process would otherwise
  /// sit silent waiting for typing (`intent-render note` with no file).
  public func announceTerminalInput(_ descriptor: Int32) {
    if isatty(descriptor) == 1 {
      standardError.write("intent-render: reading standard input (Ctrl-D to end)\n")
    }
  }

  /// The colour level for output to standard output under `choice`.
  public func colorLevel(_ choice: ColorChoice, writingToFile: Bool = false) -> ColorLevel {
    TerminalColorPolicy.level(
      choice: choice, isTTY: stdoutIsTTY && !writingToFile, environment: environment)
  }

  /// Whether output with no theme asked for should take the light palette: whenever colour is
  /// on, also into a pipe (`--color always | less -R` shows on the terminal the process runs
  /// in), the controlling terminal is asked, else `COLORFGBG`; a file has no background.
  public func prefersLightPalette(level: ColorLevel, writingToFile: Bool) -> Bool {
    guard level != .none, !writingToFile else { return false }
    return terminalBackground() == .light
  }

  /// `--width` if given, else the terminal's width; with `--color always` into a pipe the
  /// controlling terminal's (`| less -R` then fills the screen it shows on); else `COLUMNS`,
  /// else 80. A width from the environment gets the range `--width` has (`range`): outside it
  /// (`COLUMNS=100000000` would lay out lines of a hundred million cells) it is 80, with a
  /// warning.
  public func renderWidth(
    _ explicit: Int?, color: ColorChoice = .auto, range: ClosedRange<Int> = 20...1000
  ) -> Int {
    if let explicit { return explicit }
    let found: (width: Int, source: String)?
    if stdoutIsTTY, let terminalWidth, terminalWidth > 0 {
      found = (terminalWidth, "the terminal's width")
    } else if !stdoutIsTTY, color == .always, let width = controllingTerminalWidth(), width > 0 {
      found = (width, "the controlling terminal's width")
    } else if let columns = environment["COLUMNS"], !columns.isEmpty {
      found = (Int(columns) ?? -1, "COLUMNS=\(columns.prefix(40))")
    } else {
      found = nil
    }
    guard let found else { return 80 }
    guard range.contains(found.width) else {
      warn(
        "\(found.source) is not a width from \(range.lowerBound) to \(range.upperBound) "
          + "(--width's range); using 80")
      return 80
    }
    return found.width
  }
}

/// The terminal's size through `TIOCGWINSZ`.
enum TerminalSize {
  static func columns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  static func rows() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// The width of the process's controlling terminal, when it has one.
  static func controllingTerminalColumns() -> Int? {
    let descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
