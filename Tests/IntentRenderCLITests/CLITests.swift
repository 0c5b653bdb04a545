import Foundation
import IntentRenderCLI
import RenderJobs
import Testing

/// Runs the CLI in-process with `stdin` and returns (exit code, stdout, stderr).
func runCLI(_ arguments: [String], stdin: String = "", environment: [String: String] = [:])
  -> (Int32, String, String)
{
  let out = MemorySink()
  let err = MemorySink()
  let input = Data(stdin.utf8)
  let context = CommandContext(
    environment: environment, stdoutIsTTY: false, stderrIsTTY: false, terminalWidth: nil,
    readStandardInput: { input }, standardOutput: out, standardError: err)
  let code = CLI.run(arguments, context: context)
  return (code, out.text, err.text)
}

@Test func unknownSubcommandIsUsageError() {
  let (code, _, err) = runCLI(["frobnicate"])
  #expect(code == 2)
  #expect(err.hasPrefix("intent-render: unknown subcommand 'frobnicate'"))
}

@Test func versionPrints() {
  let (code, out, _) = runCLI(["--version"])
  #expect(code == 0)
  #expect(out == "intent-render \(CLI.version)\n")
}
