import Foundation
import Testing

@testable import IntentRenderCLI
@testable import RenderJobs

/// What a command run by the CLI's own process leaves for the exit to free.
struct FreedAtExitTests {
  @Test func diffLeavesItsPipelineForTheExit() {
    let input = Data(DiffCommandTests.sample.utf8)
    var context = CommandContext(
      environment: [:], stdoutIsTTY: false, stderrIsTTY: false, terminalWidth: nil,
      readStandardInput: { input }, standardOutput: MemorySink(), standardError: MemorySink())
    context.endsWithCommand = true
    let before = FreedAtExit.count
    #expect(CLI.run(["diff", "--color", "always"], context: context) == 0)
    #expect(FreedAtExit.count > before)
  }
}
