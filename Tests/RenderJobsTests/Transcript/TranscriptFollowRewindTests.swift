import Foundation
import RenderJobs
import TestSupport
import Testing

/// `transcript --follow` of Claude Code sessions the user rewound (#31, item 4): read once, as
/// they are written, each abandoned exchange ends up folded where it stood, as a one-shot
/// render of the whole file shows it, never shown as if it had happened.
@Suite(.serialized) struct TranscriptFollowRewindTests {
  typealias Shared = TranscriptFollowJobTests

  /// Follows `path` while `write` writes it; the whole output once following stopped.
  static func follow(
    _ path: String, statusLine: Bool = false, write: () throws -> Void
  ) throws -> String {
    var request = FollowRun.request(path)
    request.statusLine = statusLine
    request.screenHeight = 40
    let run = FollowRun(request)
    try write()
    usleep(300_000)
    return run.stop()
  }

  /// Records appended in random pieces with pauses, so rewinds arrive in later polls than the
  /// exchanges they abandon: the output is the one-shot render's.
  @Test(arguments: [
    ("rewinds.claude-code", 3), ("rewinds.claude-code", 4), ("rewound.claude-code", 5),
  ])
  func appendedRewindsFoldAsInAOneShotRender(session: String, seed: Int) throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    let bytes = try Shared.fixture(session)
    FileManager.default.createFile(atPath: path, contents: Data())
    var random = SeededGenerator(seed: UInt64(seed))
    let output = try Self.follow(path) {
      Shared.append(bytes[...], to: path, random: &random)
    }
    let expected = Shared.body(Substring(try Shared.oneShot(bytes)))
    #expect(expected.contains("The user rewound the conversation here"))
    #expect(Shared.body(Substring(output)) == expected)
    #expect(!output.contains("back 1 prompt"))
  }

  /// On a screen, written a record at a time: the live region shows the exchange not yet
  /// final, and at the end the screen is the one-shot render.
  @Test func onAScreenTheFinalScreenIsTheOneShotRender() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    let bytes = try Shared.fixture("rewinds.claude-code")
    FileManager.default.createFile(atPath: path, contents: Data())
    let output = try Self.follow(path, statusLine: true) {
      let handle = try #require(FileHandle(forWritingAtPath: path))
      for record in bytes.split(separator: 0x0A) {
        handle.write(Data(record + [0x0A]))
        usleep(80_000)
      }
      try handle.close()
    }
    var screen = TerminalScreen(height: 40)
    screen.write(output)
    #expect(screen.violations.isEmpty, "\(screen.violations)")
    let expected = Shared.body(Substring(try Shared.oneShot(bytes)))
    #expect(Shared.body(Substring(screen.text)) == expected)
  }

  /// A rewind several prompts back, in a file already written when following starts: read in
  /// one poll, it is folded as in a one-shot render.
  @Test func aDeepRewindReadAtOnceIsFolded() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    let bytes = try Shared.fixture("deep-rewind.claude-code")
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let output = try Self.follow(path) {}
    let expected = Shared.body(Substring(try Shared.oneShot(bytes)))
    #expect(expected.contains("2 prompts and what followed"))
    #expect(Shared.body(Substring(output)) == expected)
  }
}
