import Foundation
import TestSupport
import Testing

/// The whole-process harness itself: exit status, streams, CPU time and peak RSS.
@Suite struct ProcessRunTests {
  @Test func reportsExitStatusStreamsAndCost() {
    var run = ProcessRun(["highlight", "-", "--language", "swift", "--format", "json"])
    run.input = .data(Data("let x = 1\n".utf8))
    let outcome = run.run()
    #expect(outcome.status == 0)
    #expect(outcome.stdoutText.hasPrefix("{\"language\":\"swift\""))
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.cpuSeconds > 0)
    #expect(outcome.peakRSSBytes > 1 << 20)
  }

  @Test func usageErrorsExitTwoWithOneLine() {
    let outcome = ProcessRun(["no-such-subcommand"]).run()
    #expect(outcome.status == 2)
    #expect(outcome.stderrLines.count == 1)
  }
}
