import Foundation
import TestSupport
import Testing

/// The "nothing lost" checkers' own runs of the built binary (`--binary`), the mode that
/// prints the tables of the closing notes: it must keep working as the CLI's options change
/// (a width given to HTML output became a usage error, and every session read as lost).
@Suite(.enabled(if: PythonScript.isAvailable(), "needs python3"))
struct NothingLostScriptTests {
  static let sessions = [
    "median.claude-code.jsonl", "weather.openai.json", "source-fence.aider.chat.history.md",
  ].map { Fixtures.root.appendingPathComponent("Fixtures/Transcript/\($0)").path }

  static let diffs = ["Fixtures/DiffView/log.diff", "Fixtures/DiffView/git/word-diff.diff"].map {
    Fixtures.root.appendingPathComponent($0).path
  }

  @Test func theSessionCheckerFindsEveryTextOfTheBinarysOutputs() throws {
    let run = try PythonScript.run(
      [PythonScript.path("check-session-kept.py"), "--binary", ProcessRun.binary] + Self.sessions)
    #expect(run.status == 0, "\(run.output)")
    let rows = run.output.split(separator: "\n").dropFirst()
    #expect(rows.count == Self.sessions.count, "\(run.output)")
    #expect(rows.allSatisfy { $0.hasSuffix("  all") }, "\(run.output)")
  }

  @Test func theDiffCheckerFindsEveryLineOfTheBinarysJSON() throws {
    let run = try PythonScript.run(
      [PythonScript.path("check-diff-kept.py"), "--binary", ProcessRun.binary] + Self.diffs)
    #expect(run.status == 0, "\(run.output)")
    let rows = run.output.split(separator: "\n").dropFirst()
    #expect(rows.count == Self.diffs.count, "\(run.output)")
    for row in rows {
      let numbers = row.split(separator: " ").suffix(2).compactMap { Int($0) }
      #expect(numbers.count == 2 && numbers[0] == numbers[1] && numbers[0] > 0, "\(row)")
    }
  }
}
