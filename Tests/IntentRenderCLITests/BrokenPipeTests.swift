import Foundation
import TestSupport
import Testing

/// A child that exits before reading its input leaves the test process running: the write to
/// its broken pipe fails instead of raising SIGPIPE in the test runner (which once ended a
/// whole test run partway).
struct BrokenPipeTests {
  @Test func inputToAChildThatExitsAtOnceIsDroppedQuietly() {
    var run = ProcessRun(["--no-such-option"])
    run.input = .data(Data(repeating: 0x61, count: 8 << 20))
    let outcome = run.run()
    #expect(outcome.status == 2, "\(outcome.stderr)")
  }
}
