import Foundation
import TestSupport
import Testing

@testable import Transcript

/// A Claude Code rewind read in a single streamed pass (#31, item 4), the way `--follow` reads
/// a session: the abandoned exchange is taken back and folded where it stood when the reader
/// still holds it; one already passed on stays, and a marker says where the new branch starts.
@Suite struct ClaudeCodeStreamedRewindTests {
  /// The records of `name`, one line each.
  static func records(_ name: String) throws -> [String] {
    try String(contentsOfFile: TranscriptFixtures.path(name), encoding: .utf8)
      .split(separator: "\n").map { $0 + "\n" }
  }

  static func texts(_ messages: [TranscriptMessage]) -> [String] {
    messages.flatMap { message in
      message.blocks.compactMap { block -> String? in
        switch block {
        case .text(let text): text
        case .notice(let notice): "▸ " + notice.line
        default: nil
        }
      }
    }
  }

  static func append(_ lines: ArraySlice<String>, to path: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seekToEndOfFile()
    handle.write(Data(lines.joined().utf8))
    try handle.close()
  }

  /// Polled after every record: each rewind one prompt back comes while its exchange is still
  /// held back, so the stream is the whole reading's messages, in order.
  @Test func rewindsOnePromptBackAreFoldedRecordByRecord() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    FileManager.default.createFile(atPath: path, contents: Data())
    let reader = TranscriptFollowReader(path: path)
    var streamed: [TranscriptMessage] = []
    let records = try Self.records("rewinds.claude-code.jsonl")
    for index in records.indices {
      try Self.append(records[index...index], to: path)
      streamed += try reader.poll().messages
    }
    streamed += try reader.finish().messages
    let whole = try TranscriptReader(
      source: .file(TranscriptFixtures.path("rewinds.claude-code.jsonl"))
    )
    .readAll().1
    #expect(Self.texts(streamed) == Self.texts(whole))
    #expect(streamed == whole)
    #expect(!Self.texts(streamed).contains("Check the balcony size in notes.md first."))
    #expect(Self.texts(streamed).filter { $0.hasPrefix("▸ The user rewound") }.count == 2)
  }

  /// Two prompts back, after the first of them was passed on: nothing is taken back or lost,
  /// and the marker says how far back the new branch goes.
  @Test func aDeepRewindAfterItsExchangesWerePassedOnIsMarked() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    FileManager.default.createFile(atPath: path, contents: Data())
    let reader = TranscriptFollowReader(path: path)
    let records = try Self.records("deep-rewind.claude-code.jsonl")
    try Self.append(records[..<6], to: path)
    var streamed = try reader.poll().messages
    try Self.append(records[6...], to: path)
    streamed += try reader.poll().messages
    streamed += try reader.finish().messages
    let texts = Self.texts(streamed)
    for kept in [
      "Make it spicier.", "And a side dish?", "Garlic bread goes well with it.",
      "Something cold instead.",
    ] {
      #expect(texts.contains(kept), "\(texts)")
    }
    #expect(
      texts.contains {
        $0.hasPrefix("▸ The user rewound the conversation · back 2 prompts")
      }, "\(texts)")
  }
}
