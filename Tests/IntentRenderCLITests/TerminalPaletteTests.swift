import Foundation
import RenderSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderJobs

/// With no `--theme`, every subcommand that colours a terminal follows the background the
/// terminal reports, as `note` does; a pipe asks only when colour is forced, a file never.
@Suite struct TerminalPaletteTests {
  /// Runs in-process as if standard output were a 100-column truecolor terminal whose
  /// background answer is `background`; also returns how often the terminal was asked.
  static func run(
    _ arguments: [String], stdin: String = "", background: TerminalBackground?, tty: Bool = true
  ) -> (status: Int32, output: String, asked: Int) {
    let out = MemorySink()
    let err = MemorySink()
    let input = Data(stdin.utf8)
    let asked = Counter()
    var context = CommandContext(
      environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color", "LANG": "C.UTF-8"],
      stdoutIsTTY: tty,
      stderrIsTTY: false, terminalWidth: 100, readStandardInput: { input },
      standardOutput: out, standardError: err)
    context.terminalBackground = {
      asked.increment()
      return background
    }
    let status = CLI.run(arguments, context: context)
    return (status, out.text + err.text, asked.value)
  }

  static let diff = """
    diff --git a/hello.swift b/hello.swift
    --- a/hello.swift
    +++ b/hello.swift
    @@ -1,2 +1,2 @@
     let greeting = "hi"
    -print(greeting)
    +print(greeting, terminator: "")

    """

  static let cases: [(arguments: [String], stdin: String)] = [
    (["highlight", "-", "--language", "swift"], "let x = \"one\" // two\n"),
    (["diff", "-"], diff),
    (["diagram", "-"], "flowchart LR\n  A[Start] --> B{Ok?}\n"),
    (
      ["transcript", "-", "--format", "ansi"],
      #"{"messages":[{"role":"user","content":"Show `x`"},"#
        + #"{"role":"assistant","content":"```swift\nlet x = 1\n```"}]}"# + "\n"
    ),
  ]

  @Test(arguments: cases)
  func aLightTerminalGetsTheLightPalette(arguments: [String], stdin: String) {
    let light = Self.run(arguments, stdin: stdin, background: .light)
    let dark = Self.run(arguments, stdin: stdin, background: .dark)
    let unknown = Self.run(arguments, stdin: stdin, background: nil)
    let asLight = Self.run(arguments + ["--theme", "light"], stdin: stdin, background: nil)
    #expect(light.status == 0, "\(light.output)")
    #expect(light.asked == 1)
    #expect(light.output.contains("\u{1B}["), "no colour: \(light.output)")
    #expect(light.output == asLight.output)
    #expect(light.output != dark.output)
    #expect(dark.output == unknown.output, "dark stays the default when nothing answers")
  }

  /// Colour forced into a pipe (`--color always | less -R`, git's pager set-up) follows the
  /// terminal the pipe ends on (#33 item 1); a pipe without colour asks nothing.
  @Test(arguments: cases)
  func aPipeAsksTheTerminalOnlyWhenColourIsOn(arguments: [String], stdin: String) {
    let piped = Self.run(
      arguments + ["--color", "always"], stdin: stdin, background: .light,
      tty: false)
    #expect(piped.asked == 1)
    let asLight = Self.run(
      arguments + ["--color", "always", "--theme", "light"], stdin: stdin, background: nil,
      tty: false)
    #expect(piped.output == asLight.output)
    let uncoloured = Self.run(arguments, stdin: stdin, background: .light, tty: false)
    #expect(uncoloured.asked == 0)
    let explicit = Self.run(arguments + ["--theme", "dark"], stdin: stdin, background: .light)
    #expect(explicit.asked == 0, "an explicit theme asks nothing")
  }

  /// On a terminal `diagram` draws a flowchart in cells; a type drawn as SVG only stays SVG,
  /// and a pipe gets SVG as before.
  @Test func diagramDrawsInCellsOnATerminal() {
    let flow = Self.run(["diagram", "-"], stdin: "flowchart LR\n  A --> B\n", background: nil)
    #expect(flow.output.contains("┌"), "\(flow.output)")
    let pie = Self.run(["diagram", "-"], stdin: "pie\n  \"a\" : 1\n", background: nil)
    #expect(pie.status == 0)
    #expect(pie.output.hasPrefix("<svg"), "\(pie.output.prefix(80))")
    let piped = Self.run(
      ["diagram", "-"], stdin: "flowchart LR\n  A --> B\n", background: nil, tty: false)
    #expect(piped.output.hasPrefix("<svg"))
  }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
